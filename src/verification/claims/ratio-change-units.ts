import type { ExtractedNumber } from "../extract-numbers";

/**
 * A ratio's change (毛利率, 净利率, ROE, 负债率) is written in points when the writer means the difference
 * ("下降1.2个百分点", "-0.8pct") and in % when the writer means the relative change ("净利率4.1%，同比下降6%": six
 * per cent of the last year's level). So a % figure on a ratio's change is read as the relative change only; a
 * figure in points as the difference only. A % that also fits the difference still passes when it fits the relative
 * change, the one reading analysts give it.
 */
export function ratioChangeReadings<T extends { kind: string }>(
  n: Pick<ExtractedNumber, "kind">,
  ratio: boolean,
  moves: readonly T[],
): T[] {
  if (!ratio) return [...moves];
  if (n.kind === "percent") return moves.filter((v) => v.kind !== "pp");
  return [...moves];
}
