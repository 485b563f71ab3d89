import { averageSpan } from "./average-names";
import { AVERAGE_BEFORE } from "./bias-average";
import { boundHolds } from "./bound-sizes";
import { type ClaimCheck, undecided } from "./check-series";
import { agreement, pct } from "./market-change";
import type { MarketFacts, Session } from "./market-facts";
import {
  AMPLITUDE,
  BIAS,
  CLOSE_SHOWN,
  DRAWDOWN,
  N_DAY_BARE,
  MONTH_EXTREME,
  N_DAY_EXTREME,
  SESSIONS_N,
  NAMED_MA,
  deniedBefore,
  monthSessions,
  sessionCount,
  deniedSize,
} from "./market-words";
import { namedDate, periodOver } from "./session-dates";
import { windowListExtremes } from "./market-window-list";
import { agreesWith, shownPercent } from "./shown-size";
import { PRICE_ABOUT_SHARE } from "../figure-tolerance";
import { cutToYuan } from "./whole-yuan";
import { boundAfter } from "./figure-after";

/**
 * What a clause reads off single sessions of the bars known by asOf (market-facts.ts keeps the last ones): the close
 * of a day it names ("4月末收97.08", "3月13日收55.66"), a close above or below every close of the N sessions before
 * (创近20日新高, 突破近20日收盘高点), the N-session amplitude (振幅), the fall from the highest close of N sessions
 * (60日回撤) and the distance from an average (乖离率 BIAS). A day after the last bar, a day not stored, or figures
 * stored before the sessions were kept are undecided with the reason.
 */

const NO_SESSIONS = "存有的行情数据不含逐日收盘价";

/** The session a close is dated to, from the words before it; a string is the reason it cannot be told. */
export function sessionOf(before: string, m: MarketFacts, s: readonly Session[]): Session | string | null {
  const [y, mo] = m.lastBar.split("-").map(Number) as [number, number];
  const last = s.at(-1)!;
  // "年末收133.01": the year's last session; the last bar only when it is in the year's final week.
  const yearEnd = /(?:(\d{4})\s*年\s*)?(?:年末|年底|末|底)\s*(?:的)?\s*$/.exec(before);
  const day = /(?:(?:(\d{4})\s*年\s*)?(\d{1,2})\s*月\s*)?(\d{1,2})\s*日\s*(?:的)?\s*$/.exec(before);
  const monthEnd = /(?:(\d{4})\s*年\s*)?(\d{1,2})?\s*月\s*(?:末|底)\s*(?:的)?\s*$/.exec(before);
  if (day) {
    const date = namedDate(day[1], day[2] ?? String(mo), day[3]!, m.lastBar);
    if (date > m.lastBar) return `${date}晚于最后一根日线（${m.lastBar}）`;
    return s.find((x) => x.date === date) ?? `存有的日线中没有${date}`;
  }
  if (monthEnd) {
    const month = monthEnd[2] ? Number(monthEnd[2]) : mo;
    const year = monthEnd[1] ? Number(monthEnd[1]) : month > mo ? y - 1 : y;
    const prefix = `${year}-${String(month).padStart(2, "0")}`;
    if (!periodOver(prefix, m.lastBar)) return `截至${m.lastBar}，${year}年${month}月尚未结束`;
    return s.findLast((x) => x.date.startsWith(prefix)) ?? `存有的日线中没有${prefix}月`;
  }
  if (yearEnd && /年末|年底/.test(yearEnd[0])) {
    const year = yearEnd[1] ? Number(yearEnd[1]) : y;
    if (!periodOver(String(year), m.lastBar)) return `截至${m.lastBar}，${year}年尚未结束`;
    return s.findLast((x) => x.date.startsWith(String(year))) ?? `存有的日线中没有${year}年末`;
  }
  return /\d\s*[月日]|[上中下]旬|月初|年初/.test(before.slice(-8)) ? "所述日期不能确定到某一交易日" : last;
}

/** "4月末收盘97.08", "收在97.08", "25日收盘51.33": the close of the day named, else of the last bar. */
function closes(t: string, m: MarketFacts, s: readonly Session[]): ClaimCheck[] {
  const out: ClaimCheck[] = [];
  for (const hit of t.matchAll(CLOSE_SHOWN)) {
    const raw = hit[2]!;
    const before = t.slice(Math.max(0, hit.index - 14), hit.index);
    const at = sessionOf(before, m, s);
    if (typeof at === "string" || at === null) {
      out.push(undecided("number", "收盘价", `${at ?? NO_SESSIONS}，无法核验收盘价“${raw}”`));
      continue;
    }
    const decimals = raw.split(".")[1]?.length ?? 0;
    // "跌到1383附近", "收在97块左右": a hedge after the price widens it as 约 before it does.
    const rest = t.slice(hit.index + hit[0].length).replace(/^\s*[元块]/, "");
    const about = hit[1] !== undefined || boundAfter(rest, "") === "about";
    const tol = about ? Math.max(PRICE_ABOUT_SHARE * at.close, 0.5 * 10 ** -decimals) : 0.5 * 10 ** -decimals + 1e-9;
    // "茅台又回到1384" of a 1384.79 close: speech cuts the jiao and fen as often as it rounds them (whole-yuan.ts).
    const ok = Math.abs(Number(raw) - at.close) <= tol || (!about && cutToYuan(at.close, Number(raw), decimals));
    const found = `${at.date} 收盘价 ${at.close.toFixed(2)}元`;
    const reason = ok ? `“${raw}”与${found}相符` : `“${raw}”不是${found}`;
    out.push({ kind: "number", ok, figure: raw, expected: "收盘价", found, reason });
  }
  return out;
}

/**
 * "收在近10日最低", "为近10个交易日收盘最低", "收盘是近20日最高": the last close called the lowest (highest) of the
 * last N sessions, read as N_DAY_EXTREME is. 为/是 only with 收盘 named, so a volume's low ("成交量为近20日最低")
 * is not.
 */
const SESSIONS_SEEN = SESSIONS_N.replace("(\\d+", "(?:\\d+");
const CLOSE_CALLED =
  // "收盘97.08元为近20日最低": the close's price may stand before 为.
  `收在|收于|(?:收盘价?)\\s*(?:\\d+(?:\\.\\d+)?\\s*元\\s*)?(?:为|是|已是)` +
  `|(?:为|是|已是)(?=\\s*(?:近|前|过去)?\\s*${SESSIONS_SEEN}\\s*(?:的)?\\s*收盘)`;
const N_DAY_RANK = new RegExp(
  `(?:${CLOSE_CALLED})\\s*(?:近|前|过去)?\\s*${SESSIONS_N}` +
    `\\s*(?:的)?\\s*(?:收盘价?)?\\s*(?:的)?\\s*(最低|最高)(?![点价位])`,
);

/**
 * "近10个交易日收盘价创出新低", "近20日收盘再创新高": the window first, then the close's new extreme, read as
 * N_DAY_EXTREME is (group 1 the count, group 2 the side). 收盘 named, so a volume's extreme is not.
 */
const N_DAY_CLOSE_NEW = new RegExp(
  `(?:最?近|过去)\\s*${SESSIONS_N}\\s*(?:以来|来|里|内)?\\s*(?:的)?\\s*收盘价?\\s*(?:再度|再次|又|再)?\\s*` +
    "(?:创出|创下|创|刷新)了?\\s*(?:阶段性?)?\\s*(新高|新低)(?!附近|边缘)",
);

/** "创近20日收盘新高", "收盘创20日新低", "突破近20日收盘高点": the last close beyond every close of the N before it. */
function extremes(t: string, s: readonly Session[]): ClaimCheck[] {
  const month = MONTH_EXTREME.exec(t);
  const hit = N_DAY_EXTREME.exec(t) ?? N_DAY_RANK.exec(t) ?? N_DAY_CLOSE_NEW.exec(t) ?? N_DAY_BARE.exec(t) ?? month;
  // "成交量刷新20日新高": a volume's extreme, which the closes do not show.
  if (!hit || /(?:成交量|成交额|量能|均量|换手率?)[^，,]{0,4}$/.test(t.slice(0, hit.index))) return [];
  // "低于此前5日、20日的所有收盘价": every window listed is read at the longest, whose closes hold the others'.
  const listed = [...hit[0].matchAll(new RegExp(SESSIONS_N, "g"))].map((x) => sessionCount(x[1] ?? ""));
  const [count = "", side = ""] = [hit[1], hit[2]];
  const n = hit === month ? monthSessions(count) : Math.max(sessionCount(count), ...listed);
  const high = /高/.test(side) || (!/低/.test(side) && /突破|高于|涨出|站上|站稳|站在|越过/.test(hit[0]));
  // "股价并未创近20日新高": the denied reading holds when the close is not beyond them.
  const denied = deniedBefore(t.slice(0, hit.index));
  const name = `${denied ? "未" : ""}创近${n}日收盘${high ? "新高" : "新低"}`;
  if (s.length < n + 1) return [undecided("market", name, `存有的日线不足${n + 1}个交易日，无法核验`)];
  const prev = s.slice(-n - 1, -1).map((x) => x.close);
  const last = s.at(-1)!;
  const [lo, hi] = [Math.min(...prev), Math.max(...prev)];
  const ok = (high ? last.close > hi : last.close < lo) !== denied;
  const found = `${last.date}收盘价${last.close.toFixed(2)}，此前${n}日收盘${lo.toFixed(2)}-${hi.toFixed(2)}`;
  return [agreement(ok, name, found)];
}

/** A size shown after the word that names it ("60日振幅高达37%左右"): read from the word on. */
const shownAfter = (t: string, index: number) => shownPercent(t.slice(index));

/** "20日振幅约41%": (highest high − lowest low of the N sessions) over the close before them. */
function amplitude(t: string, s: readonly Session[]): ClaimCheck[] {
  const hit = AMPLITUDE.exec(t);
  const shown = hit ? shownAfter(t, hit.index) : null;
  if (!hit || !shown) return [];
  const n = sessionCount(hit[1] ?? "");
  const name = `${n}日振幅${shown.raw}`;
  if (s.length < n + 1) return [undecided("market", name, `存有的日线不足${n + 1}个交易日，无法核验`)];
  const w = s.slice(-n);
  const [hi, lo] = [Math.max(...w.map((x) => x.high)), Math.min(...w.map((x) => x.low))];
  const value = ((hi - lo) / s.at(-n - 1)!.close) * 100;
  const found = `近${n}日振幅${value.toFixed(2)}%（${lo}-${hi}）`;
  // "近20个交易日最大振幅约3.2%": 最大 without 区间 may be the window's range or its largest day's (high − low over
  // the close before): either reading that fits passes; a size fitting neither is undecided, not failed.
  if (!/最大/.test(hit[0]) || agreesWith(value, shown)) return [agreement(agreesWith(value, shown), name, found)];
  const bases = s.slice(-n - 1, -1);
  const days = w.map((x, k) => ({ date: x.date, size: ((x.high - x.low) / (bases[k]?.close ?? x.close)) * 100 }));
  const top = days.reduce((a, b) => (b.size > a.size ? b : a));
  const daily = `，最大单日振幅${top.size.toFixed(2)}%（${top.date}）`;
  if (agreesWith(top.size, shown)) return [agreement(true, name, `${found}${daily}`)];
  return [undecided("market", name, `${found}${daily}，“最大振幅”所指不能确定，无法核验`)];
}

/** "60日回撤12.4%": from the highest close of the last N sessions (and the one before) to the last close. */
function drawdown(t: string, s: readonly Session[]): ClaimCheck[] {
  const hit = DRAWDOWN.exec(t);
  const shown = hit ? shownAfter(t, hit.index) : null;
  if (!hit || !shown) return [];
  const n = sessionCount(hit[1] ?? "");
  const denied = deniedSize(t.slice(hit.index + hit[0].length));
  const name = `${n}日回撤${denied ? "未超过" : ""}${shown.raw}`;
  if (s.length < n + 1) return [undecided("market", name, `存有的日线不足${n + 1}个交易日，无法核验`)];
  const top = s.slice(-n - 1).reduce((a, b) => (b.close > a.close ? b : a));
  const value = (s.at(-1)!.close / top.close - 1) * 100;
  const found = `自${top.date}收盘高点${top.close.toFixed(2)}回撤${pct(value)}`;
  // "并未超过20%", "没有达到5%": a denied bound holds when the size stays under it, whatever verb names the bound
  // (read as an exact size, "not equal to 5%" would pass any larger drawdown).
  const ok = denied ? agreesWith(Math.abs(value), { ...shown, q: "<" }) : agreesWith(Math.abs(value), shown);
  // "60个交易日回撤约9%后正在修复": with no high named, 回撤 may be the window's fall itself, close to close.
  const start = s.at(-n - 1)!.close;
  const fall = (s.at(-1)!.close / start - 1) * 100;
  if (!ok && !denied && !/高点|高位/.test(hit[0]) && fall < 0 && agreesWith(-fall, shown))
    return [agreement(true, name, `近${n}个交易日股价${pct(fall)}（自${s.at(-n - 1)!.date}收盘${start.toFixed(2)}）`)];
  return [agreement(ok, name, found)];
}

/** "股价较20日均线的乖离率", "相对MA20的乖离": the average named right before 乖离 is its window (NaN if none). */
function averageBefore(before: string): number {
  // "距60日均线的负乖离达12.6%": 正/负 before 乖离 is its sign.
  const a = AVERAGE_BEFORE.exec(before);
  return a ? averageSpan(a) : Number.NaN;
}

/** "60日乖离率+18.6%", "乖离-6%（BIAS60）": the close's distance from its N-session average, with its sign. */
function bias(t: string, m: MarketFacts): ClaimCheck[] {
  const hit = BIAS.exec(t);
  if (!hit) return [];
  const shown = shownPercent(t.slice(Math.max(0, hit.index - 1)));
  const n = Number(
    hit[1] ??
      hit[2] ??
      hit[3] ??
      hit[4] ??
      (hit[5] ? NAMED_MA[hit[5]] : undefined) ??
      /BIAS\s*[(（]?\s*(\d+)/i.exec(t)?.[1] ??
      averageBefore(t.slice(0, hit.index)),
  );
  if (!shown) return [];
  const name = `乖离率${shown.raw}`;
  const ma = m.ma.find((x) => x.n === n);
  if (!ma)
    return [
      undecided("market", name, Number.isNaN(n) ? "未写明乖离率的均线周期，无法核验" : `未计算MA${n}，无法核验乖离率`),
    ];
  const signed = /^[+-]/.test(shown.raw);
  // "负乖离达12.6%": the side said in words, before the figure.
  const worded = /负\s*$/.test(t.slice(0, hit.index)) ? -1 : /正\s*$/.test(t.slice(0, hit.index)) ? 1 : 0;
  const sideOk =
    (!signed || Math.sign(shown.value) === Math.sign(ma.gapPercent) || shown.value === 0) &&
    (worded === 0 || worded === Math.sign(ma.gapPercent));
  const ok = sideOk && boundHolds(Math.abs(ma.gapPercent), shown);
  return [
    agreement(
      ok,
      `BIAS${n} ${shown.raw}`,
      `${m.lastBar}收盘价较MA${n} ${ma.value.toFixed(2)}偏离${pct(ma.gapPercent)}`,
    ),
  ];
}

/** The readings of single sessions in one clause (the price facts' `sessions`); [] when it names none. */
export function checkSessions(t: string, m: MarketFacts): ClaimCheck[] {
  const s = m.sessions;
  const out = bias(t, m);
  if (!s || s.length === 0) {
    const readings = [CLOSE_SHOWN, N_DAY_EXTREME, N_DAY_BARE, AMPLITUDE, DRAWDOWN];
    const named = readings.some((re) => new RegExp(re.source).test(t));
    return named ? [...out, undecided("market", "逐日行情", `${NO_SESSIONS}，无法核验`)] : out;
  }
  const lists = windowListExtremes(t, s);
  // A list of windows is read whole there; its last window alone is not read again here.
  const one = lists.length ? [] : extremes(t, s);
  return [...closes(t, m, s), ...one, ...lists, ...amplitude(t, s), ...drawdown(t, s), ...out];
}
