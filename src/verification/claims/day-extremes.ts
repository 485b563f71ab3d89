import { type ClaimCheck, undecided } from "./check-series";
import { extremeOver } from "./check-dated-extremes";
import { agreement } from "./market-change";
import type { MarketFacts } from "./market-facts";
import { namedDate } from "./session-dates";
import { CLOSE_VERBS } from "./market-words";

/**
 * A named day's close called the highest or lowest of a span that runs to now: "3月3日收盘7.82元为年内最高",
 * "4月27日的5.34元是年内最低", "2月19日收344.4元，为2025年以来最高". The day's close must be the span's extreme
 * close up to the last bar (each year's extremes, market-facts.ts); a day not kept or after the last bar is undecided.
 */
const DAY_EXTREME = new RegExp(
  String.raw`(?:(\d{4})\s*年\s*)?(\d{1,2})\s*月\s*(\d{1,2})\s*[日号][^，,。；;]{0,10}?` +
    // "1月6日收盘74.32元是今年高点" (今年 written as the last bar's year): 高点 and 低点 of a close are its extremes.
    String.raw`(?:\d+(?:\.\d+)?\s*元[^，,。；;\d]{0,4}?(?:为|是|创下?|乃)` +
    // "4月30日收于年内最低", "2月2日收盘创年内新低", "收在年内最低位": the close verb names the day's close.
    `|(?:${CLOSE_VERBS}|收盘价?)` +
    String.raw`\s*(?:为|是|创下?|创出|刷新|落在|处于|在)?)` +
    String.raw`\s*(?:(\d{4})\s*年\s*以来|(今年|年内)(?:以来)?|(\d{4})\s*年)\s*` +
    // "创年内收盘新低": 新高 and 新低 are the extreme up to that day, not up to the last bar.
    String.raw`(?:的)?\s*(?:收盘)?\s*(最高|最低|高点|低点|新高|新低)`,
);
/**
 * "4月30日五粮液收于97.08元，创年内收盘新低": the extreme in the clause after the one giving the day's close, read as
 * one clause with it.
 */
const CALLED = /^\s*(?:这|并|且|也|又|再)?\s*(?:为|是|创下?|创出|刷新)\s*(?:\d{4}\s*年\s*以来|今年|年内)/;
const DAY_CLOSE = new RegExp(
  String.raw`(?:\d{4}\s*年\s*)?\d{1,2}\s*月\s*\d{1,2}\s*[日号][^，,。；;]{0,10}?(?:${CLOSE_VERBS}|收盘价?)`,
);
export const withDayClosed = (text: string, previous: string | null): string =>
  previous && CALLED.test(text) && !/\d\s*月\s*\d/.test(text) && DAY_CLOSE.test(previous) ? `${previous}${text}` : text;

/** Whether a clause calls a named day's close the extreme of a span ("4月30日收于年内最低"). */
export const namesDayExtreme = (t: string): boolean => DAY_EXTREME.test(t);

export function checkDayExtremes(t: string, m: MarketFacts): ClaimCheck[] {
  const hit = DAY_EXTREME.exec(t);
  // A bare year is this year only: "是2025年高点" said in 2026 is another year's extreme, not one up to now.
  if (!hit || (hit[6] && hit[6] !== m.lastBar.slice(0, 4))) return [];
  const date = namedDate(hit[1], hit[2]!, hit[3]!, m.lastBar);
  const high = hit[7]!.includes("高");
  const word = high ? "最高" : "最低";
  const span = hit[4] ? `${hit[4]}年以来${word}` : `${hit[5] ?? "年内"}${word}`;
  if (date > m.lastBar) return [undecided("market", span, `${date}晚于最后一根日线（${m.lastBar}），无法核验`)];
  const session = m.sessions?.find((x) => x.date === date);
  if (!session) return [undecided("market", span, `存有的日线中没有${date}，无法核验`)];
  const x = extremeOver(m, Number(hit[4] ?? m.lastBar.slice(0, 4)), hit[7]!.includes("新") ? date : m.lastBar, high);
  if (typeof x === "string") return [undecided("market", span, `${x}，无法核验`)];
  const found = `${x.span}${word}收盘价${x.close.toFixed(2)}元（${x.date}）`;
  return [agreement(Math.abs(session.close - x.close) < 0.005, `${date}收盘为${span}`, found)];
}
