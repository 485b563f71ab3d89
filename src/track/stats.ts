/**
 * The statistics of the track record. Pure functions; every figure they return carries its n, so nothing is shown
 * without it.
 */

/** z for a two-sided 95 % interval. */
const Z95 = 1.959963984540054;

export interface Proportion {
  /** Successes and trials. */
  k: number;
  n: number;
  /** k / n, null when n = 0. */
  rate: number | null;
  /** Wilson score 95 % interval, null when n = 0. */
  low: number | null;
  high: number | null;
}

/**
 * The Wilson score interval (Wilson 1927): unlike the normal approximation it stays inside [0, 1] and is honest for
 * small n, which a young track record always has.
 */
export function wilson(k: number, n: number, z = Z95): Proportion {
  if (n === 0) return { k, n, rate: null, low: null, high: null };
  const p = k / n;
  const z2 = z * z;
  const denom = 1 + z2 / n;
  const centre = (p + z2 / (2 * n)) / denom;
  const half = (z * Math.sqrt((p * (1 - p)) / n + z2 / (4 * n * n))) / denom;
  return { k, n, rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}

export interface Forecast {
  /** The stated probability that the call is right, 0-1. */
  p: number;
  /** Whether it was. */
  hit: boolean;
}

/** Brier score: the mean squared difference between the stated probability and what happened (0 best, 1 worst). */
export function brier(forecasts: readonly Forecast[]): { n: number; score: number | null } {
  if (forecasts.length === 0) return { n: 0, score: null };
  const sum = forecasts.reduce((s, f) => s + (f.p - (f.hit ? 1 : 0)) ** 2, 0);
  return { n: forecasts.length, score: sum / forecasts.length };
}

export interface ReliabilityBin {
  /** The bin's probability range [from, to) (the last bin includes 1). */
  from: number;
  to: number;
  /** Mean stated probability in the bin, null when empty. */
  meanP: number | null;
  /** How often the calls in the bin were right, with its interval. */
  observed: Proportion;
}

/**
 * A reliability diagram's bins: calls grouped by stated probability, each with the share that came true. A calibrated
 * forecaster's bins lie on the diagonal. Bins of 0.1 from `from` (directional calls are made only above 0.5).
 */
export function reliabilityBins(forecasts: readonly Forecast[], from = 0.5, width = 0.1): ReliabilityBin[] {
  const bins: ReliabilityBin[] = [];
  const count = Math.round((1 - from) / width);
  for (let i = 0; i < count; i++) {
    const lo = round(from + i * width);
    const hi = round(lo + width);
    const last = i === count - 1;
    const these = forecasts.filter((f) => f.p >= lo && (f.p < hi || (last && f.p <= hi)));
    const meanP = these.length === 0 ? null : these.reduce((s, f) => s + f.p, 0) / these.length;
    bins.push({ from: lo, to: hi, meanP, observed: wilson(these.filter((f) => f.hit).length, these.length) });
  }
  return bins;
}

const round = (x: number) => Math.round(x * 1e6) / 1e6;

export function mean(xs: readonly number[]): { n: number; mean: number | null } {
  return { n: xs.length, mean: xs.length === 0 ? null : xs.reduce((s, x) => s + x, 0) / xs.length };
}
