import { HEDGE_MARGIN } from "./phrase-words";

/**
 * A size nearly reached (接近翻倍, 几乎腰斩, 将近翻两番): short of the size by the margin of a hedge, and past it by
 * no more than twice that margin. Nearness bounds from above too: 营收 ×3.7 is no "接近翻倍", a −75 % fall no
 * "几乎腰斩". A size with its own upper bound keeps it.
 */
export function hedgedBand<T extends { min?: number; max?: number }>(band: T): T {
  if (band.min === undefined) return band;
  const m = HEDGE_MARGIN.relative;
  return { ...band, min: band.min * (1 - m), ...(band.max === undefined ? { max: band.min * (1 + 2 * m) } : {}) };
}

/**
 * A size said to be far off (离腰斩还远, 远未到翻倍): the change is short of the size by at least twice the margin of
 * a hedge, so a change nearly of the size ("接近腰斩" at −45 %) is no "far from" it. Only the low end is kept.
 */
export function farBand<T extends { min?: number; max?: number }>(band: T): { min?: number; max?: number } {
  return band.min === undefined ? {} : { min: band.min * (1 - 2 * HEDGE_MARGIN.relative) };
}
