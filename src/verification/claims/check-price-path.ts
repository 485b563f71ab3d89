import { type ClaimCheck, undecided } from "./check-series";
import type { MarketFacts, Session } from "./market-facts";
import { chineseCount } from "./market-words";
import { agreesWith, shownPercent } from "./shown-size";
import { NEAR_PRICE, cutToYuan, nearPrice } from "./whole-yuan";
import { runStarts } from "./named-run-start";

/**
 * "过去五个交易日从415.6跌到379.39", "从3月初的273.53回撤到252.94": a path of the price between two bare figures.
 * The end is the last close (a path to another day is left to the other readers); the start is a close, or the high a
 * fall starts from (the low a rise starts from), of a session before it: within the N sessions the clause names,
 * in the month it names before the start, else among the kept sessions.
 */
const PRICE_PATH = new RegExp(
  // "从52周低点231块涨到436": the high or low a move starts from may be named before its figure; "从去年最后一个交易日
  // 的6.18元": so may its day.
  // "从3月3日7.82元的收盘高点跌到5.39元": a day right before the figure, the figure then called the high.
  // "从2020年底290多块": a year's end right before the figure, as a day is.
  // "由99.98元涨到102.98元": 由 names the start as 从 does; "225涨到436": a clause opening on the start's figure.
  String.raw`(?:(?:从|由)\s*(?:([^,，。;；]{0,12}?)` +
    String.raw`(?:的|(?<=\d\s*日|\d\s*年\s*[底末])(?=\s*(?:${NEAR_PRICE})?\s*\d)))?|^(?=\s*\d))\s*` +
    String.raw`(?:(?:52周|五十二周|一年内?|年内|近期|阶段)?\s*(?:低点|高点|低位|高位|最低价|最高价))?` +
    // "从8块多一路砸到5块4": 多 after the start's unit puts it under the next whole yuan; 一路 may lead the verb.
    // "290多块": 多 may stand before the unit; "快300块": a hedge before the figure puts it under the figure.
    String.raw`\s*(${NEAR_PRICE})?\s*(\d+(?:\.(\d+))?)\s*[元块]?\s*(多)?\s*(?:(?<=多)\s*[元块])?` +
    String.raw`\s*(?:的\s*(?:收盘)?\s*(?:高点|低点|高位|低位))?\s*(?:一路|慢慢|逐步|缓缓|震荡)?\s*` +
    // "一路阴跌到5.39", "暴涨到436": a manner of the move before its verb, the way still the verb's.
    String.raw`(?:阴|暴|大|狂|急|猛|慢|小)?` +
    // A forum's verbs: "从339干到436" (the figures give the way), "砸到102", "杀到", "拉到", "冲到", "飙到".
    // "从344块跌到现在97块": the end may be named now after the verb, as it may be without one.
    "(?:(跌|下跌|回撤|回落|下滑|降|砸|杀|涨|上涨|反弹|回升|升|拉升|拉|冲|飙|干)(?:到|至|回)(?:现在|目前|当前)?的?" +
    "|到(?:现在|目前|当前)的?)" +
    String.raw`\s*(\d+(?:\.(\d+))?)` +
    String.raw`(?![\d.]|\s*(?:%|倍|亿|万|个|日|月|年|pp))`,
);
/** Readings that are not the price ("RSI从45升至62", "均线从…"): not a price path. */
const NOT_PRICE = /RSI|DIF|DEA|MACD|KDJ|BIAS|PE|PB|市盈|市净|市值|均线|MA\s*\d|成交|均量|量能|乖离|振幅/i;
const WINDOW = /(?:过去|近|最近|前)\s*(\d+|[一二两三四五六七八九十]+)\s*(?:个)?(?:交易日|日|天)/;
const FALLS = /跌|撤|落|滑|降|砸|杀/;
/** A verb with no way of its own ("干到"): the figures give it. */
const NO_WAY = /^干$/;

/** PRICE_PATH's groups: the start's and the end's figures are always there, the rest may not be. */
type PathHit = [
  string,
  string | undefined,
  string | undefined,
  string,
  string | undefined,
  string | undefined,
  string | undefined,
  string,
  string | undefined,
];

/** "8块多" is under 9, "290多块" under 300: 多 counts in the unit of the figure's last digit that is not a zero. */
const moreStep = (raw: string, decimals: string | undefined): number =>
  decimals ? 10 ** -decimals.length : 10 ** (/0*$/.exec(raw)?.[0].length ?? 0);

/** The shown figure agrees with a price at the precision it is written with. */
const shows = (value: number, raw: string, decimals: string | undefined): boolean =>
  Math.abs(value - Number(raw)) <= 0.5 * 10 ** -(decimals?.length ?? 0) + 1e-9;

/** "跌到现在1384" of a 1384.79 close: the end as shown, or cut to its yuan (whole-yuan.ts). */
const endsAt = (close: number, raw: string, decimals: string | undefined): boolean =>
  shows(close, raw, decimals) || cutToYuan(close, Number(raw), decimals?.length ?? 0);

/**
 * "从1614跌到1456.6": the clause names a path to the last close (a size in the clause after it is the path's,
 * check-fact-clauses.ts).
 */
export function namesPricePath(t: string, m: MarketFacts | null | undefined): boolean {
  const hit = PRICE_PATH.exec(t);
  const last = m?.sessions?.at(-1);
  const shown = hit?.[7];
  return shown !== undefined && !!last && !NOT_PRICE.test(t) && endsAt(last.close, shown, hit?.[8]);
}

/** "茅台从1419跌到1384.79": a path between two bare figures speaks of the price, with no other word for it. */
export const readsPricePath = (t: string): boolean => PRICE_PATH.test(t) && !NOT_PRICE.test(t);

/** The paths of the price in one clause (the price facts' `sessions`); [] when it names none. */
export function checkPricePath(t: string, m: MarketFacts): ClaimCheck[] {
  const hit = PRICE_PATH.exec(t);
  // "从3月2日的1500元": a named day's close is the figure check's (check-price.ts).
  if (!hit || NOT_PRICE.test(t) || /\d\s*日/.test(hit[1] ?? "")) return [];
  const [, when, near, fromRaw, fromDecimals, more, verb, toRaw, toDecimals] = hit as unknown as PathHit;
  const name = `从${near ?? ""}${fromRaw}${more ? "元多" : ""}${verb ?? ""}到${toRaw}`;
  const s = m.sessions;
  if (!s || s.length < 2) return [undecided("market", name, "存有的行情数据不含逐日收盘价，无法核验")];
  const last = s.at(-1)!;
  // A path to another day ("2025年全年从140.04元跌到105.94元") is a calendar year's or a named day's move, read by
  // the other readers.
  if (!endsAt(last.close, toRaw, toDecimals)) return [];
  // "从去年末的1377元到现在的1385元": with no move word the figures give the way.
  const falls = verb && !NO_WAY.test(verb) ? FALLS.test(verb) : Number(fromRaw) > Number(toRaw);
  const window = WINDOW.exec(t);
  const n = window ? chineseCount(window[1]!) : null;
  let before: readonly Session[] = s.slice(n ? Math.max(0, s.length - 1 - n) : 0, -1);
  const month = when ? /(?:(\d{4})\s*年\s*)?(\d{1,2})\s*月/.exec(when) : null;
  if (month) {
    const mm = `-${(month[2] ?? "").padStart(2, "0")}-`;
    // The latest such month before the end ("3月初" in May is this year's March), unless its year is written
    // ("从2025年4月的42.75元", 去年 written as its year by then).
    const inMonth = before.filter((x) => x.date.includes(mm));
    const year = month[1] ?? inMonth.at(-1)?.date.slice(0, 4);
    before = inMonth.filter((x) => x.date.startsWith(year ?? ""));
  }
  // "从2025年最后一个交易日的6.18元": that year's last session only.
  const yearEnd = when ? /(\d{4})\s*年\s*(?:末|底|最后一个交易日)/.exec(when) : null;
  // "从2020年底的291跌到97": a year's last close is held beyond the sessions kept.
  const held = yearEnd ? m.yearEnds.find((y) => y.year === Number(yearEnd[1])) : undefined;
  if (yearEnd) before = before.filter((x) => x.date.startsWith(yearEnd[1]!)).slice(-1);
  if (held && before.length === 0) before = [{ date: held.date, close: held.close, high: held.close, low: held.close }];
  // A close the figure shows, else the extreme the move starts from.
  // "8块多": at least the figure, below its next whole unit (moreStep).
  // "291" of 291.85: a whole yuan may be the close cut to it (whole-yuan.ts); "快300块": under it, within a tenth.
  const startsAt = (value: number): boolean =>
    near
      ? nearPrice(value, Number(fromRaw))
      : more
        ? value >= Number(fromRaw) && value < Number(fromRaw) + moreStep(fromRaw, fromDecimals)
        : shows(value, fromRaw, fromDecimals) || cutToYuan(value, Number(fromRaw), fromDecimals?.length ?? 0);
  // "今年从42块跌到38块多": this year's path starts at the last close of the year before, when the figure shows it.
  // (今年 is read as the last bar's year by then: "招行2026年从42块跌到38块多").
  const year = last.date.slice(0, 4);
  const thisYear = new RegExp(`(?:今年|年初|开年|本年|${year}\\s*年)\\s*(?:以来|初)?\\s*(?:的)?\\s*$`).test(
    `${t.slice(0, hit.index)}${when ?? ""}`,
  );
  const base = thisYear && !month && !yearEnd ? m.yearEnds.find((y) => y.year === Number(year) - 1) : undefined;
  if (base && startsAt(base.close))
    before = [{ date: base.date, close: base.close, high: base.close, low: base.close }];
  // "4月29日、30日连跌两天，收盘从100.2元跌到97.08元": the close before the run of days named (named-run-start.ts).
  const run = month || yearEnd ? null : runStarts(t.slice(0, hit.index), m);
  if (run) before = run;
  const start =
    before.findLast((x) => startsAt(x.close)) ??
    (run ? undefined : before.findLast((x) => startsAt(falls ? x.high : x.low)));
  const way = falls ? last.close < Number(fromRaw) : last.close > Number(fromRaw);
  const said = `${fromRaw}${falls ? "高于" : "低于"}${toRaw}`;
  if (!way) return [{ kind: "market", ok: false, expected: said, found: name, reason: `“${name}”与所述方向相反` }];
  if (run && !start) {
    const found = run.map((x) => `${x.date}收盘${x.close.toFixed(2)}`).join("、");
    return [{ kind: "market", ok: false, expected: name, found, reason: `所述日子的起点是${found}，不符` }];
  }
  const ok = start !== undefined;
  const found = start
    ? `${start.date}（收盘${start.close.toFixed(2)}，最高${start.high.toFixed(2)}，最低${start.low.toFixed(2)}）` +
      `至${last.date}收盘${last.close.toFixed(2)}`
    : `${last.date}收盘${last.close.toFixed(2)}`;
  if (ok) {
    const out: ClaimCheck[] = [{ kind: "market", ok, expected: name, found, reason: `${found}，相符` }];
    // "…跌到379.39，跌幅8.7%": the size written after the path is its change.
    const size = shownPercent(t.slice(hit.index + hit[0].length));
    // "从52周高点8.11元跌到5.39元，回撤约33.5%": the move is from the price written, the day's high (low) when it is
    // that rather than the day's close.
    const from = startsAt(start.close) ? start.close : falls ? start.high : start.low;
    const change = (last.close / from - 1) * 100;
    if (size) {
      const fits = agreesWith(Math.abs(change), size);
      const at = from === start.close ? "收盘" : falls ? "最高价" : "最低价";
      const moved = `${start.date}${at}至${last.date}收盘${change >= 0 ? "+" : ""}${change.toFixed(2)}%`;
      out.push({
        kind: "market",
        ok: fits,
        expected: `${name}，幅度${size.raw}`,
        found: moved,
        reason: `${moved}，${fits ? "相符" : "不符"}`,
      });
    }
    return out;
  }
  const monthName = month ? `${month[1] ? `${month[1]}年` : ""}${month[2]}月` : null;
  const where = n ? `此前${n}个交易日` : (monthName ?? (yearEnd ? `${yearEnd[1]}年末` : "存有的日线"));
  return [undecided("market", name, `${where}中没有收盘价或${falls ? "最高" : "最低"}价${fromRaw}，无法核验`)];
}
