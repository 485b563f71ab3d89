/**
 * "股价站在MA20、MA60和年线之上，收于436元，中期多头排列完好": a span word right before an order word (中期多头排列,
 * 长期空头排列) says which averages are in order - never the usual short four MA5/MA10/MA20/MA60, whose order a
 * medium-term reading does not claim. The averages the clause lists before it are those meant when all are medium or
 * long ones (MA20 and longer); else 中期 is MA20 over MA60, 中长期/长期 the stored averages from MA60, 短期 those up to
 * MA20.
 */
// "中期均线仍是空头排列": an adverb and a copula between them keep the span word the order's.
// "MA5/MA10/MA20依次为…，短均线呈空头排列": 短均线 and 长均线 are 短期/长期均线 in a trader's shorthand.
const SPAN_BEFORE_ORDER = new RegExp(
  String.raw`(短中期|中短期|中长期|短期|中期|长期|短(?=均线)|长(?=均线))` +
    String.raw`\s*(?:均线)?\s*(?:系统)?\s*(?:的)?\s*(?:仍然?|依然|还|已经?|继续|均|都)*` +
    String.raw`\s*(?:是|为|呈现?|形成|保持|维持|处于)?\s*$`,
);

export type OrderSpan = number[] | "short" | "long" | "shortMid";

/** The averages a span word right before the order word names; null when no span word stands there. */
export function orderSpan(before: string, listed: readonly number[][]): OrderSpan | null {
  const hit = SPAN_BEFORE_ORDER.exec(before);
  if (!hit) return null;
  const word = hit[1]!;
  if (word === "短期" || word === "短") return "short";
  if (word === "短中期" || word === "中短期") return "shortMid";
  const named = listed.findLast((ns) => ns.length >= 2 && ns.every((n) => n >= 20));
  if (named) return named;
  return word === "中期" ? [20, 60] : "long";
}
