import type { ClauseParts } from "./binding";
import { type ClaimMetric, findMetrics } from "./metric-lexicon";

/**
 * "9748亿元的资产里有3335亿元是现金", "7833亿元总资产中约1500亿元为货币资金": a whole sized by a figure, then a part
 * inside it (里/中/当中) sized by a figure of its own and named after 是/为. The first figure is the whole's level
 * (资产 is the balance sheet's total), the second the part's: the metric named after it (负债 too), or 货币资金 for
 * 现金 with no 流 after it (cash on hand, not a flow). A part named by no metric leaves the clause to the ordinary
 * binding.
 */
const WHOLE_PART = new RegExp(
  String.raw`^[^\d]{0,12}?(?:约|近)?\d[\d,.]*\s*(?:万亿|亿)元?\s*的?\s*(总资产|资产)\s*(?:里|中|当中)\s*[，,]?\s*` +
    String.raw`(?:有|约有)?\s*(?:约|近|超过?|逾)?\d[\d,.]*\s*(?:万亿|亿)元?\s*(?:是|为|属于)\s*([^，,。；;]{1,8})`,
);
const CASH_ON_HAND = /^(?:账上)?现金(?!流|分红|等价物净)/;

export function wholeAndPart(p: Pick<ClauseParts, "text" | "numbers">): (ClaimMetric | undefined)[] | null {
  if (p.numbers.length !== 2) return null;
  const m = WHOLE_PART.exec(p.text);
  if (!m?.[2]) return null;
  const named = findMetrics(m[2]).find((x) => x.index === 0)?.metric;
  const part = named ?? (CASH_ON_HAND.test(m[2]) ? "cash" : null);
  return part ? ["total_assets", part] : null;
}
