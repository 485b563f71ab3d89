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
  // An amount's change is a per cent of it: points are never an amount's (pointsOnAmount).
  if (!ratio) return n.kind === "pp" ? moves.filter((v) => v.kind !== "percent") : [...moves];
  if (n.kind === "percent") return moves.filter((v) => v.kind !== "pp");
  return [...moves];
}

/**
 * "归母净利润40.85亿元，同比下降55.4个百分点" when it fell 55.4 %: an amount's relative change written in points is the
 * unit of a ratio's change put on an amount - an error, not another reading - so it fails, where points that match
 * nothing of the amount may be some share's change the reader did not place (❔).
 */
export function pointsOnAmount<T extends { kind: string; value: number }>(
  n: Pick<ExtractedNumber, "kind">,
  ratio: boolean,
  moves: readonly T[],
  fits: (move: T) => boolean,
): boolean {
  return !ratio && n.kind === "pp" && moves.some((v) => v.kind === "percent" && fits(v));
}
