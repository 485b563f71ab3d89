import type { ExtractedNumber } from "../extract-numbers";
import { matchesFigure } from "../figure-match";
import type { BoundFigure } from "./binding";
import { type ClaimCheck, undecided } from "./check-series";
import { agreement } from "./market-change";
import type { MarketFacts } from "./market-facts";
import { namedDate } from "./session-dates";
import { checkWindowExtreme } from "./window-extreme";

/**
 * The highest or lowest close over a span of calendar time a clause names ("2025年以来最高收盘140.80元（3月14日）",
 * "2月19日收344.4元，是2019年以来的最高收盘", "2019年最高收盘92.34元"): read off each year's extremes and the sessions
 * kept (market-facts.ts), from the first session of the year named to the last bar, or to the day the clause names as
 * the extreme. A span the bars do not cover, or a highest close with no span, is undecided with the reason: never the
 * last close.
 */

/** "2019年以来的最高收盘", "今年以来最低收盘价", "2019年最高收盘": the span (year, since) and the extreme. */
const SPAN = String.raw`(?:(\d{4})\s*年\s*(以来|至今)?|(今年|年内)(?:以来)?)?\s*(?:的)?\s*(?:股价)?\s*`;
/** "今年以来收盘最高74.32元": the same with 收盘 first (its extreme in group 5). */
export const EXTREME_CLOSE = new RegExp(
  `${SPAN}(?:(最高|最低)\\s*收盘价?|收盘价?\\s*(?:的)?\\s*(最高|最低)(?![点位])(?:价)?)`,
);
/** "…最高74.32元(1月6日)、最低56.33元": a second extreme listed after the first, over the same span. */
const LISTED_EXTREME = /[、，,]\s*(最高|最低)\s*(?:收盘价?)?\s*(?:为|是|在|达|报)?\s*(?:约)?\s*$/;
const extremeWord = (hit: RegExpExecArray): string => hit[4] ?? hit[5]!;
/** The same, right before the figure it gives ("…最高收盘140.80元"). */
const EXTREME_BEFORE = new RegExp(`${EXTREME_CLOSE.source}\\s*(?:为|是|在|达|报)?\\s*(?:约)?\\s*$`);
/** "年内收盘低点56.33元", "今年收盘高点": the extreme close written as a 高点 or 低点 of the closes. */
const CLOSE_POINT_BEFORE = new RegExp(
  `${SPAN}收盘价?\\s*(?:的)?\\s*(高点|低点|最高点|最低点)\\s*(?:为|是|在|达|报)?\\s*(?:约)?\\s*$`,
);
/** "出现在3月17日", "（3月14日）": the day the extreme fell on. */
const ON_DAY = /^[^，,。；;]{0,12}?(?:出现在|发生在|在|于|[（(])\s*(?:(\d{4})\s*年\s*)?(\d{1,2})\s*月\s*(\d{1,2})\s*日/;
const DAY = /(?:(\d{4})\s*年\s*)?(\d{1,2})\s*月\s*(\d{1,2})\s*日/g;

type Extreme = { close: number; date: string; span: string };

/** The extreme close from `from` (a year's first day) to `end`, or why it cannot be told. */
export function extremeOver(m: MarketFacts, year: number, end: string, high: boolean): Extreme | string {
  const years = m.yearCloses ?? [];
  const first = years.find((y) => y.year === year);
  // The run must hold the year's first sessions (a year whose run starts after its first fortnight is partial).
  if (!first || first.first > `${year}-01-15`) return `连续日线不含${year}年初`;
  const endYear = Number(end.slice(0, 4));
  const picks: { close: number; date: string }[] = [];
  for (const y of years.filter((x) => x.year >= year && x.year <= endYear)) {
    const pick = high ? { close: y.high, date: y.highDate } : { close: y.low, date: y.lowDate };
    if (y.year < endYear || end >= m.lastBar || pick.date <= end) {
      picks.push(pick);
      continue;
    }
    // The end year up to a day before the last bar: off the sessions kept, when they reach back to its start.
    const s = m.sessions ?? [];
    if (!s[0] || s[0].date > y.first) return `存有的日线不含${y.year}年初至${end}的每日收盘`;
    const part = s.filter((x) => x.date >= y.first && x.date <= end);
    if (part.length === 0) return `存有的日线中没有${end}`;
    picks.push(part.reduce((a, b) => ((high ? b.close > a.close : b.close < a.close) ? b : a)));
  }
  const best = picks.reduce((a, b) => ((high ? b.close > a.close : b.close < a.close) ? b : a));
  return { ...best, span: `${year}年初至${end}` };
}

/** The span a clause's extreme is over: a year and its end (the last bar, or that year's last session). */
function spanOf(hit: RegExpExecArray, m: MarketFacts): { year: number; end: string } | null {
  const [, year, since, thisYear] = hit;
  if (thisYear) return { year: Number(m.lastBar.slice(0, 4)), end: m.lastBar };
  if (!year) return null;
  const end = since || year === m.lastBar.slice(0, 4) ? m.lastBar : `${year}-12-31`;
  return { year: Number(year), end };
}

const name = (hit: RegExpExecArray): string => hit[0].replace(/\s+/g, "");

/**
 * A close a figure gives as the highest or lowest of a span ("2025年以来最高收盘1637.86元"); null when the words
 * before it name no such close.
 */
export function checkExtremeFigure(
  n: ExtractedNumber,
  bound: BoundFigure["bound"],
  m: MarketFacts,
  before: string,
): ClaimCheck | null {
  const point = EXTREME_BEFORE.test(before) ? null : CLOSE_POINT_BEFORE.exec(before);
  const listed = LISTED_EXTREME.exec(before);
  const first = listed ? new RegExp(EXTREME_CLOSE.source).exec(before.slice(0, listed.index)) : null;
  // The listed one keeps the span of the first and names its own extreme.
  const carried = first
    ? (Object.assign([...first], { 4: listed![1], 5: undefined }) as unknown as RegExpExecArray)
    : null;
  const hit = EXTREME_BEFORE.exec(before) ?? point ?? carried;
  if (!hit) return null;
  const span = spanOf(hit, m);
  // "较2月19日收盘高点344.4元": a 收盘高点 with no span is a named day's close (check-price.ts).
  if (point && !span) return null;
  const extreme = /高/.test(point ? hit[4]! : extremeWord(hit)) ? "最高" : "最低";
  // "近60个交易日收盘最高110.77元": a window of sessions rather than of calendar time (window-extreme.ts).
  const sessions = span
    ? null
    : checkWindowExtreme(n, bound, m, before.slice(0, hit.index), extreme === "最高", name(hit));
  if (sessions) return sessions;
  if (!span) return undecided("number", name(hit), `未写明“${name(hit)}”的区间，无法核验“${n.raw}”`);
  const x = extremeOver(m, span.year, span.end, extreme === "最高");
  if (typeof x === "string") return undecided("number", name(hit), `${x}，无法核验“${n.raw}”`);
  const ok = matchesFigure(n, { value: x.close, kind: "amount" }, bound);
  const found = `${x.span}${extreme}收盘价 ${x.close.toFixed(2)}元（${x.date}）`;
  const reason = ok ? `“${n.raw}”与${found}相符` : `“${n.raw}”不是${found}`;
  return { kind: "number", ok, figure: n.raw, expected: name(hit), found, reason };
}

/** "97.08元是", "收盘97.08元，为": a price right before 是/为 (the extreme's words follow). */
const PRICE_CALLED = /(\d+(?:\.(\d+))?)\s*元?\s*[，,]?\s*(?:已?是|为|成为)\s*$/;

/**
 * "97.08元是2020年以来的最低收盘价": the price called the extreme is the last close when it is that close as written
 * (to its last digit); another price is not read here (the figure's own check binds it).
 */
function lastCloseCalled(before: string, m: MarketFacts): boolean {
  const hit = PRICE_CALLED.exec(before);
  if (!hit) return false;
  return Math.abs(Number(hit[1]) - m.close) <= 0.5 * 10 ** -(hit[2]?.length ?? 0) + 1e-9;
}

/**
 * The day an extreme fell on ("…最高收盘1637.86元出现在3月17日"), and a named day's close called the extreme
 * ("2月19日收344.4元，是2019年以来的最高收盘"); [] when the clause names neither.
 */
export function checkDatedExtremes(t: string, m: MarketFacts): ClaimCheck[] {
  const hit = EXTREME_CLOSE.exec(t);
  if (!hit) return [];
  const span = spanOf(hit, m);
  const high = extremeWord(hit) === "最高";
  const after = t.slice(hit.index + hit[0].length);
  const on = ON_DAY.exec(after);
  const dayBefore = [...t.slice(0, hit.index).matchAll(DAY)].at(-1);
  const last = !on && !dayBefore ? lastCloseCalled(t.slice(0, hit.index), m) : null;
  if (last) {
    if (!span) return [undecided("market", name(hit), `未写明“${name(hit)}”的区间，无法核验`)];
    const x = extremeOver(m, span.year, m.lastBar, high);
    if (typeof x === "string") return [undecided("market", name(hit), `${x}，无法核验`)];
    const found = `${x.span}${extremeWord(hit)}收盘价${x.close.toFixed(2)}元（${x.date}）`;
    return [agreement(Math.abs(m.close - x.close) < 0.005, `${m.lastBar}收盘为${name(hit)}`, found)];
  }
  if (!on && !(dayBefore && /是\s*(?:\d{4}\s*年|今年|年内)/.test(t.slice(dayBefore.index, hit.index + 8)))) return [];
  if (!span) return [undecided("market", name(hit), `未写明“${name(hit)}”的区间，无法核验`)];
  if (on) {
    const x = extremeOver(m, span.year, span.end, high);
    if (typeof x === "string") return [undecided("market", name(hit), `${x}，无法核验`)];
    // "出现在3月17日": a day without its year is the span's day of that date.
    const date = namedDate(on[1] ?? x.date.slice(0, 4), on[2]!, on[3]!, m.lastBar);
    const found = `${x.span}${extremeWord(hit)}收盘价${x.close.toFixed(2)}元（${x.date}）`;
    return [agreement(date === x.date, `${name(hit)}出现在${on[1] ? date : `${on[2]}月${on[3]}日`}`, found)];
  }
  // "2月19日收344.4元，是2019年以来的最高收盘": that day's close is the extreme of the span up to it.
  const d = dayBefore!;
  const date = namedDate(d[1], d[2]!, d[3]!, m.lastBar);
  const session = m.sessions?.find((x) => x.date === date);
  if (!session) return [undecided("market", name(hit), `存有的日线中没有${date}，无法核验`)];
  const x = extremeOver(m, span.year, date, high);
  if (typeof x === "string") return [undecided("market", name(hit), `${x}，无法核验`)];
  const ok = Math.abs(session.close - x.close) < 0.005;
  const found = `${x.span}${extremeWord(hit)}收盘价${x.close.toFixed(2)}元（${x.date}）`;
  return [agreement(ok, `${date}收盘为${name(hit)}`, found)];
}
