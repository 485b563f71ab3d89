import type { Assertion } from "./assertion";

/**
 * A span's closing high and low listed across a comma: in "年内收盘高点107.63元出现在3月23日，低点87.05元在2月初"
 * and "2025年以来最高收盘140.80元，最低112.5元" the second extreme is over the span the first names, not the 52-week
 * one. The clause that opens on a bare extreme and its figure carries the span of the earlier clause of its sentence
 * (`extremeSpan`, read by check-dated-extremes.ts through check-price.ts); a clause naming a span of its own keeps it.
 */

/** "年内收盘高点", "2025年以来最高收盘", "今年收盘最低": a span (group 1) and its extreme close. */
const SPAN_EXTREME = new RegExp(
  String.raw`(\d{4}\s*年\s*(?:以来|至今)?|(?:今年|年内)(?:以来)?)\s*(?:的)?\s*(?:股价)?\s*` +
    String.raw`(?:(?:最高|最低)\s*收盘|收盘价?\s*(?:的)?\s*(?:最高|最低|高点|低点))`,
);
/** "低点87.05元", "最低112.5元", "而低点为56.33元": a clause opening on a bare extreme and its figure. */
const BARE_EXTREME =
  /^\s*(?:而|和|及|以及)?\s*(?:最高|最低|高点|低点)\s*(?:收盘价?)?\s*(?:为|是|在|达|报)?\s*(?:约)?\s*\d/;
/**
 * A span or reference of the clause's own: it is not the earlier clause's. A count of days ("20日") is a window, a
 * day of a month ("最低1323.69元（1月28日）", "最高107.63元在3月23日") only dates the extreme.
 */
const OWN_SPAN = /52周|五十二周|一年|年内|今年|以来|\d{4}\s*年|历史|前期|近\s*\d|(?<!月\s*\d*)\d+\s*(?:个交易)?日/;

export function carryExtremeSpans(assertions: readonly Assertion[]): Assertion[] {
  return assertions.map((a, i) => {
    if (a.from !== "claim" || !BARE_EXTREME.test(a.read) || OWN_SPAN.test(a.read)) return a;
    const prev = assertions[i - 1];
    if (!prev || prev.from !== "claim" || prev.sentence !== a.sentence) return a;
    const hit = SPAN_EXTREME.exec(prev.read);
    return hit ? { ...a, extremeSpan: `${hit[1]!.replace(/\s+/g, "")}收盘` } : a;
  });
}
