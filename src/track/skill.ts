/**
 * Probabilistic scores of the track record, each against a fair reference: the Brier skill score (1 − Brier / Brier of
 * the reference forecast) and the log loss, with a seeded bootstrap 95 % interval so the same ledger always gives the
 * same figures. A hard forecast (probability 1 on the call) scores 0.47-0.53 by construction; a constant forecast at
 * the base rate scores about 0.25, which is what a forecast has to beat to have any skill.
 */

/** One forecast: the probability `p` that the event comes true, and the reference's `ref` for the same event. */
export interface ScoredForecast {
  p: number;
  ref: number;
  hit: boolean;
}

/** A figure with its bootstrap 95 % interval; all null without forecasts (or, for skill, with a perfect reference). */
export interface Estimate {
  value: number | null;
  low: number | null;
  high: number | null;
}

export interface SkillScores {
  n: number;
  /** Brier score of the forecast (0 best). */
  brier: Estimate;
  /** Brier score of the reference forecast on the same rows. */
  referenceBrier: Estimate;
  /** 1 − brier / referenceBrier: above 0 beats the reference, 0 matches it, below 0 is worse. */
  skill: Estimate;
  /** Mean negative log-likelihood in nats (ln 2 ≈ 0.693 for a coin); probabilities clipped to [0.001, 0.999]. */
  logLoss: Estimate;
}

/** A probability of 0 or 1 would make one wrong call cost an infinite log loss: clipped, and the notes say so. */
export const LOG_LOSS_CLIP = 0.001;
export const BOOTSTRAP = { resamples: 1000, seed: 29 } as const;

/** mulberry32: a small seeded generator, so a bootstrap interval is the same on every run and every machine. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const clip = (p: number) => Math.min(1 - LOG_LOSS_CLIP, Math.max(LOG_LOSS_CLIP, p));
const sq = (p: number, hit: boolean) => (p - (hit ? 1 : 0)) ** 2;
const nll = (p: number, hit: boolean) => -Math.log(hit ? clip(p) : 1 - clip(p));

interface Sums {
  brier: number;
  ref: number;
  logLoss: number;
}

function sums(xs: readonly ScoredForecast[], pick: (i: number) => number): Sums {
  const s = { brier: 0, ref: 0, logLoss: 0 };
  for (let j = 0; j < xs.length; j++) {
    const f = xs[pick(j)]!;
    s.brier += sq(f.p, f.hit);
    s.ref += sq(f.ref, f.hit);
    s.logLoss += nll(f.p, f.hit);
  }
  return s;
}

const skillOf = (s: Sums) => (s.ref === 0 ? null : 1 - s.brier / s.ref);

/** The q-quantile of sorted values, linearly interpolated (type 7, as R and numpy default). */
export function quantile(sorted: readonly number[], q: number): number | null {
  if (sorted.length === 0) return null;
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return sorted[lo]! + (sorted[hi]! - sorted[lo]!) * (at - lo);
}

function estimate(value: number | null, draws: number[]): Estimate {
  if (value === null) return { value: null, low: null, high: null };
  const sorted = draws.filter(Number.isFinite).sort((a, b) => a - b);
  return { value, low: quantile(sorted, 0.025), high: quantile(sorted, 0.975) };
}

/**
 * Brier, the reference's Brier, the skill score and the log loss of `xs`, each with a percentile bootstrap 95 %
 * interval: the rows are resampled with replacement (forecast and reference together, so the skill's interval is of
 * the paired difference), `resamples` times from a generator seeded with `seed`.
 */
export function skillScores(
  xs: readonly ScoredForecast[],
  opts: { resamples: number; seed: number } = BOOTSTRAP,
): SkillScores {
  const n = xs.length;
  if (n === 0) {
    const none = { value: null, low: null, high: null };
    return { n, brier: none, referenceBrier: none, skill: none, logLoss: none };
  }
  const all = sums(xs, (j) => j);
  const random = seededRandom(opts.seed);
  const draws = { brier: [] as number[], ref: [] as number[], skill: [] as number[], logLoss: [] as number[] };
  for (let b = 0; b < opts.resamples; b++) {
    const s = sums(xs, () => Math.floor(random() * n));
    draws.brier.push(s.brier / n);
    draws.ref.push(s.ref / n);
    const k = skillOf(s);
    if (k !== null) draws.skill.push(k);
    draws.logLoss.push(s.logLoss / n);
  }
  return {
    n,
    brier: estimate(all.brier / n, draws.brier),
    referenceBrier: estimate(all.ref / n, draws.ref),
    skill: estimate(skillOf(all), draws.skill),
    logLoss: estimate(all.logLoss / n, draws.logLoss),
  };
}
