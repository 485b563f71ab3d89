import { BOOTSTRAP, type Estimate, quantile, seededRandom } from "../skill";

/**
 * The figures of an equity curve: total and annualised return, the annualised Sharpe ratio (daily returns, no
 * risk-free rate, √252) with a seeded bootstrap 95 % interval over the daily returns, and the maximum drawdown.
 */

export const SESSIONS_PER_YEAR = 252;

export interface CurveFigures {
  sessions: number;
  totalReturn: number;
  annualReturn: number;
  sharpe: Estimate;
  maxDrawdown: number;
}

/** Session-on-session returns of `values` (the first value is the start, before the first session). */
export function dailyReturns(values: readonly number[]): number[] {
  const out: number[] = [];
  for (let i = 1; i < values.length; i++) out.push(values[i]! / values[i - 1]! - 1);
  return out;
}

function sharpeOf(returns: readonly number[]): number | null {
  if (returns.length < 2) return null;
  const m = returns.reduce((s, r) => s + r, 0) / returns.length;
  const variance = returns.reduce((s, r) => s + (r - m) ** 2, 0) / (returns.length - 1);
  return variance > 0 ? (m / Math.sqrt(variance)) * Math.sqrt(SESSIONS_PER_YEAR) : null;
}

/** The Sharpe ratio with a percentile bootstrap interval: the daily returns resampled with replacement (seeded). */
export function sharpe(returns: readonly number[], opts: { resamples: number; seed: number } = BOOTSTRAP): Estimate {
  const value = sharpeOf(returns);
  if (value === null) return { value: null, low: null, high: null };
  const random = seededRandom(opts.seed);
  const draws: number[] = [];
  for (let b = 0; b < opts.resamples; b++) {
    const s = sharpeOf(returns.map(() => returns[Math.floor(random() * returns.length)]!));
    if (s !== null) draws.push(s);
  }
  draws.sort((a, b) => a - b);
  return { value, low: quantile(draws, 0.025), high: quantile(draws, 0.975) };
}

/** The largest fall from a running peak, as a fraction (0.25: a quarter of the peak's value lost). */
export function maxDrawdown(values: readonly number[]): number {
  let peak = Number.NEGATIVE_INFINITY;
  let worst = 0;
  for (const v of values) {
    peak = Math.max(peak, v);
    worst = Math.max(worst, 1 - v / peak);
  }
  return worst;
}

/** `values[0]` is the start (before the first session); each further value is one session's close. */
export function curveFigures(values: readonly number[]): CurveFigures {
  const sessions = values.length - 1;
  const totalReturn = sessions > 0 ? values.at(-1)! / values[0]! - 1 : 0;
  const annualReturn = sessions > 0 ? (1 + totalReturn) ** (SESSIONS_PER_YEAR / sessions) - 1 : 0;
  return {
    sessions,
    totalReturn,
    annualReturn,
    sharpe: sharpe(dailyReturns(values)),
    maxDrawdown: maxDrawdown(values),
  };
}
