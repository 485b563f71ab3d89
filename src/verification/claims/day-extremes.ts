import { type ClaimCheck, undecided } from "./check-series";
import { extremeOver } from "./check-dated-extremes";
import { agreement } from "./market-change";
import type { MarketFacts } from "./market-facts";
import { namedDate } from "./session-dates";

/**
 * A named day's close called the highest or lowest of a span that runs to now: "3月3日收盘7.82元为年内最高",
 * "4月27日的5.34元是年内最低", "2月19日收344.4元，为2025年以来最高". The day's close must be the span's extreme
 * close up to the last bar (each year's extremes, market-facts.ts); a day not kept or after the last bar is undecided.
 */
const DAY_EXTREME = new RegExp(
  String.raw`(?:(\d{4})\s*年\s*)?(\d{1,2})\s*月\s*(\d{1,2})\s*[日号][^，,。；;]{0,10}?\d+(?:\.\d+)?\s*元` +
    // "1月6日收盘74.32元是今年高点" (今年 written as the last bar's year): 高点 and 低点 of a close are its extremes.
    String.raw`[^，,。；;\d]{0,4}?(?:为|是|创下?|乃)\s*(?:(\d{4})\s*年\s*以来|(今年|年内)(?:以来)?|(\d{4})\s*年)\s*` +
    String.raw`(?:的)?\s*(?:收盘)?\s*(最高|最低|高点|低点)`,
);

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
  const x = extremeOver(m, Number(hit[4] ?? m.lastBar.slice(0, 4)), m.lastBar, high);
  if (typeof x === "string") return [undecided("market", span, `${x}，无法核验`)];
  const found = `${x.span}${word}收盘价${x.close.toFixed(2)}元（${x.date}）`;
  return [agreement(Math.abs(session.close - x.close) < 0.005, `${date}收盘为${span}`, found)];
}
