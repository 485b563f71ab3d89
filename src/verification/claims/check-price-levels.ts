import { type ClaimCheck, undecided } from "./check-series";
import { agreement, change, checkChange } from "./market-change";
import type { MarketFacts, Session } from "./market-facts";
import { sessionOf } from "./check-sessions";
import { CLOSE_VERBS } from "./market-words";
import { calendarYears } from "./market-days";
import { shownPercent } from "./shown-size";
import { PRICE_ABOUT_SHARE } from "../figure-tolerance";
import { cutToYuan } from "./whole-yuan";

/**
 * A price the writer dates ("从1月27日的91.81元回血", "从7月底的264.62元算", "2025年底367元上车的兄弟已经躺赚近两成"):
 * the close of that day, of a session of that month's last week, or of that year's last session, read at the
 * precision shown (出头, 左右, 多 widen it); a size written after it is the move from that close to the last one. A
 * day after the last bar, one not stored, or a month not over is undecided with the reason (check-sessions.ts dates
 * the day).
 */

/** The day, month end or year end (group 1) written right before a price in 元 or 块 (group 3), its hedges. */
export const DATED_LEVEL = new RegExp(
  String.raw`((?:\d{4}\s*年\s*|[去前]年\s*)?` +
    String.raw`(?:\d{1,2}\s*月\s*(?:\d{1,2}\s*日|底|末|(?=${CLOSE_VERBS}))|年?(?:底|末)))` +
    // "2025年末还收在68.40元", "年末收盘仍在42.10元": 还/仍 before the close's verb or before 在.
    String.raw`\s*(?:[还仍]\s*)?(?:的|收盘价?|${CLOSE_VERBS})?\s*(?:[还仍]\s*(?:在|有|是)?)?` +
    String.raw`\s*(约)?\s*(\d+(?:\.(\d+))?)\s*(?:(多)\s*(?:元|块)|(?:元|块)(出头|左右|附近|上下|多)?)` +
    // "3月收在100元上方": a side of a price, not a close at it.
    String.raw`(?![\d.]|\s*[/每]|\s*(?:上方|以上|之上|下方|以下|之下|一线))`,
  "g",
);

/** "每股分红比去年末的27.67元多": a per-share amount (每股…, 分红, 派息) dated like a price is not a close. */
const PER_SHARE = /每股|分红|派息/;

/** The dated prices of a clause (DATED_LEVEL), but for one whose subject before it is a per-share amount. */
export const datedLevels = (t: string): RegExpExecArray[] =>
  [...t.matchAll(DATED_LEVEL)].filter((level) => !PER_SHARE.test(t.slice(0, level.index)));

/**
 * A price as written: half its last digit or a whole yuan cut from the close (whole-yuan.ts), PRICE_ABOUT_SHARE around
 * 约/左右, up to 10 % over 出头/多.
 */
function fits(close: number, shown: number, decimals: number, about: boolean, hedge: string): boolean {
  if (hedge === "出头" || hedge === "多") return close >= shown && close < shown * 1.1;
  if (about || hedge) return Math.abs(close - shown) <= PRICE_ABOUT_SHARE * shown;
  return Math.abs(close - shown) <= 0.5 * 10 ** -decimals + 1e-9 || cutToYuan(close, shown, decimals);
}

/**
 * "自2025年7月10日48.24元的收盘高点以来": a dated close called the high (the low) since which a move is measured is
 * the highest (lowest) close from that day to the last bar.
 */
const EXTREME_AFTER = /^\s*(?:的)?\s*(?:收盘)?\s*(?:(高点)|(低点))(?=[^，,；;。]*(?:以来|(?<!起)算(?!起)|至今|回撤))/;

function extremeSince(rest: string, day: { date: string; close: number }, s: readonly Session[]): ClaimCheck[] {
  const hit = EXTREME_AFTER.exec(rest);
  // "…的低点算起，到11月14日反弹了约5.8%": a move to another day named is no claim about the days after it.
  if (!hit || /\d\s*月\s*\d{1,2}\s*日/.test(rest)) return [];
  const high = hit[1] !== undefined;
  const after = s.filter((x) => x.date > day.date);
  const beyond = after.find((x) => (high ? x.close > day.close : x.close < day.close));
  const name = `${day.date}收盘${day.close.toFixed(2)}元为此后${high ? "最高" : "最低"}收盘`;
  const found = beyond
    ? `${beyond.date}收盘价${beyond.close.toFixed(2)}元${high ? "更高" : "更低"}`
    : `${day.date}至${s.at(-1)!.date}无${high ? "更高" : "更低"}收盘`;
  return [agreement(beyond === undefined, name, found)];
}

/**
 * "从去年4月18日的225.46元涨到436元", "从2025年7月4日的265.8元到现在436元", "436元仍比2021年末的588元低约26%":
 * the other price set against a dated close runs to now, the last close. One that is not may be another day's price,
 * so it is undecided, never failed.
 */
const TO_PRICE = new RegExp(
  String.raw`^\s*(?:一路)?\s*(?:(?:下跌|上涨|回落|反弹|回升|跌|涨|升|降|拉升|冲)\s*)?(?:到|至)\s*` +
    String.raw`(?:现在|目前|如今|今天|当前)?\s*(?:的)?\s*(约)?\s*` +
    String.raw`(\d+(?:\.(\d+))?)\s*(?:元|块)(?![\d.]|\s*(?:上方|以上|之上|下方|以下|之下|附近|一线|关口))`,
);
const PRICE_BEFORE = new RegExp(
  String.raw`(?<![\d.])(约)?\s*(\d+(?:\.(\d+))?)\s*(?:元|块)\s*(?:[仍还已也]|依然|仍然)?\s*` +
    String.raw`(?:比|较|相比|相较于?)\s*$`,
);

function priceNow(before: string, rest: string, m: MarketFacts): ClaimCheck[] {
  const hit = TO_PRICE.exec(rest) ?? PRICE_BEFORE.exec(before);
  if (!hit) return [];
  const [, about, raw, decimals] = hit as unknown as (string | undefined)[];
  const name = `最新股价${raw}元`;
  const found = `${m.lastBar} 收盘价 ${m.close.toFixed(2)}元`;
  if (fits(m.close, Number(raw), decimals?.length ?? 0, about !== undefined, "")) return [agreement(true, name, found)];
  return [undecided("market", name, `${found}，“${raw}元”不是最新收盘价，所指日期不能确定，无法核验`)];
}

/** Each dated price of one clause against that session's close, and a size after it against the move since. */
export function checkPriceLevels(t: string, m: MarketFacts): ClaimCheck[] {
  const s = m.sessions;
  const levels = datedLevels(t);
  const closes: { date: string; close: number }[] = [];
  const out = levels.flatMap((level): ClaimCheck[] => {
    const [, writtenWhen, about, raw, decimals, many, written] = level as unknown as (string | undefined)[];
    const when = calendarYears(`${writtenWhen}`, m.lastBar);
    const hedge = many ?? written;
    const name = `${when}的股价${raw}元${hedge ?? ""}`;
    if (!s || s.length === 0) return [undecided("market", name, "存有的行情数据不含逐日收盘价，无法核验")];
    const shown = (close: number) => fits(close, Number(raw), decimals?.length ?? 0, about !== undefined, hedge ?? "");
    // "2022年末的180.69元": a year's last close is held for every year of the run, beyond the sessions kept.
    const year = /^(\d{4})\s*年\s*(?:底|末)$/.exec(`${when}`);
    // "由年末的97.72元涨到102.98元": a bare 年末 a move starts from is a past one, the last year's end while this year
    // runs ("年末收盘1384.79元" alone may be this year's, not over).
    const last = Number(m.lastBar.slice(0, 4)) - 1;
    const from = /(?:由|从|自|较|比)\s*$/.test(t.slice(0, level.index));
    const open = !m.yearEnds.some((y) => y.year === last + 1);
    // "招行年末收42.1元，现在38.27元": stated as past, with no 从, it is the last year's too when it shows that close.
    // On 12-31 the year has ended at the last bar: its 年末 is that close.
    const ended = open && m.lastBar.endsWith("-12-31");
    const bare = open && /^(?:年末|年底)$/.test(`${when}`) ? (ended ? last + 1 : last) : null;
    const yearEnd =
      bare === last + 1
        ? { year: bare, date: m.lastBar, close: m.close }
        : year || bare
          ? m.yearEnds.find((y) => y.year === (bare ?? Number(year![1])))
          : undefined;
    // "3月收在105.25元": a month's close is its last session's.
    const monthClose = /月$/.test(`${when}`);
    const at = yearEnd
      ? { date: yearEnd.date, close: yearEnd.close }
      : sessionOf(`${when}${monthClose ? "末" : ""}`, m, s);
    if (typeof at === "string" || at === null) return [undecided("market", name, `${at ?? "日期不明"}，无法核验`)];
    // "8月底的42.62元": a month's end is its last week, any close of which is the writer's; a price within the month's
    // range but off that week is undecided, never failed.
    const monthEnd = /月\s*(?:底|末)$/.test(`${when}`);
    const week = monthEnd ? s.filter((x) => x.date.startsWith(at.date.slice(0, 7))).slice(-5) : [at];
    const hit = week.find((x) => shown(x.close));
    const found = `${at.date} 收盘价 ${at.close.toFixed(2)}元`;
    if (!hit && monthEnd) {
      const month = s.filter((x) => x.date.startsWith(at.date.slice(0, 7))).map((x) => x.close);
      const inside = Number(raw) >= Math.min(...month) && Number(raw) <= Math.max(...month);
      if (inside) return [undecided("market", name, `${found}，月末最后一周无此收盘价，所指日期不能确定，无法核验`)];
    }
    const ok = hit !== undefined;
    if (!ok && bare !== null && !from)
      return [undecided("market", name, `截至${m.lastBar}，${last + 1}年尚未结束，无法核验`)];
    if (hit) closes.push(hit);
    const out = [agreement(ok, name, hit ? `${hit.date} 收盘价 ${hit.close.toFixed(2)}元` : found)];
    // "…367元上车的兄弟已经躺赚近两成": the size after the price is the move from it to the last close; after two
    // dated prices ("2024年末140.04元→2025年末105.94元，下跌约24%") it is the move between them (below).
    const rest = t.slice(level.index + level[0].length);
    if (hit && s) out.push(...extremeSince(rest, hit, s));
    if (levels.length === 1 && hit && hit.date !== m.lastBar && shownPercent(rest))
      out.push(...checkChange(rest, `${hit.date}收盘以来股价`, change(m.close, hit.close), true));
    if (levels.length === 1) out.push(...priceNow(t.slice(0, level.index), rest, m));
    return out;
  });
  const [from, to] = closes;
  const last = levels.at(-1);
  if (levels.length !== 2 || !from || !to || !last) return out;
  // The direction and size written around the pair: before the first price ("2025年全年下跌约24%（…）") or after it.
  const before =
    t
      .slice(0, levels[0]!.index)
      .split(/[，,；;。]/)
      .at(-1) ?? "";
  const around = `${before}${t.slice(last.index + last[0].length)}`;
  return [...out, ...checkChange(around, `${from.date}至${to.date}收盘`, change(to.close, from.close))];
}
