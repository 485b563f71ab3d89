import type { ExtractedNumber } from "../extract-numbers";
import { type ClaimMetric, METRIC_LEXICON } from "./metric-lexicon";

/**
 * "每百元营收只剩不到2元净利", "每100元营收仅留下约4.2元净利，低于2024年的5.35元", "经营现金流…折合每股约4.99元": a
 * few 元 (no 万 or 亿), or a per-share figure, is a value per unit - per share, per hundred 元 of revenue - never a
 * company's total. Bound to a total (营收, 经营现金流) it is a quantity the reader did not compute, not a wrong value.
 */
const SMALL_TOTAL = 1e5;

export function perUnitDoubt(n: ExtractedNumber, m: ClaimMetric): string | null {
  const e = METRIC_LEXICON[m];
  if (e.kind !== "amount" || e.label.includes("每股")) return null;
  const small = n.kind === "amount" && Math.abs(n.value) < SMALL_TOTAL;
  if (n.kind !== "per_share" && !small) return null;
  return `“${n.raw}”是每股或每百元之类的单位数值，不是${e.label}的总额，未能确定它所指`;
}
