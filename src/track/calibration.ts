/**
 * Walk-forward calibration: the probability that a call comes true, read from how often earlier calls with a similar
 * raw score (辩论质量综合分 / 100) came true. Fitted for each prediction only on predictions whose horizon had closed
 * by its asOf, so no later outcome ever enters it. The raw scores are bucketed by tenths, the buckets' hit rates made
 * monotone in the score (isotonic, pool-adjacent-violators weighted by n), and a bucket with fewer than 30 samples
 * is shrunk towards the base rate of the call's direction in proportion to what it lacks. Fitted per protocol and
 * model, pooled across them while that group is thin; with too few matured predictions there is no calibration.
 */

/** A matured directional prediction the calibration may learn from. */
export interface CalibrationSample {
  exitDate: string;
  /** Protocol and model: the calibration is fitted per group, pooled while the group is thin. */
  group: string;
  /** The raw score, 0-1. */
  score: number;
  hit: boolean;
}

export interface CalibrationQuery {
  asOf: string;
  group: string;
  score: number;
  /** The base rate of the call's direction at asOf (trailing-rates.ts): where a thin bucket is shrunk to. */
  ref: number;
}

export type Calibrated =
  | { p: number; samples: number; bucket: number; pooled: boolean }
  | { p: null; samples: number; reason: typeof TOO_FEW_ZH };

/** Fewer matured predictions than this: no calibration. */
export const MIN_SAMPLES = 30;
/** A bucket with fewer samples is shrunk to the base rate (weight n / 30 on its own rate). */
export const FULL_BUCKET = 30;
/** A protocol-and-model group with fewer matured predictions is pooled with the others. */
export const MIN_GROUP = 100;
export const TOO_FEW_ZH = "样本不足，未校准";
const BUCKETS = 10;

const bucketOf = (score: number) => Math.min(BUCKETS - 1, Math.max(0, Math.floor(score * BUCKETS)));

/** Pool-adjacent-violators: the non-decreasing sequence nearest `rates` in n-weighted squared error. */
export function isotonic(rates: readonly number[], weights: readonly number[]): number[] {
  const blocks: { sum: number; w: number; len: number }[] = [];
  rates.forEach((r, i) => {
    blocks.push({ sum: r * weights[i]!, w: weights[i]!, len: 1 });
    while (blocks.length > 1 && blocks.at(-2)!.sum / blocks.at(-2)!.w > blocks.at(-1)!.sum / blocks.at(-1)!.w) {
      const last = blocks.pop()!;
      const prev = blocks.at(-1)!;
      prev.sum += last.sum;
      prev.w += last.w;
      prev.len += last.len;
    }
  });
  return blocks.flatMap((b) => Array.from({ length: b.len }, () => b.sum / b.w));
}

/** The calibrated probability for `q` from the samples matured by its asOf. */
export function calibrate(samples: readonly CalibrationSample[], q: CalibrationQuery): Calibrated {
  const matured = samples.filter((s) => s.exitDate <= q.asOf);
  const own = matured.filter((s) => s.group === q.group);
  const pooled = own.length < MIN_GROUP;
  const train = pooled ? matured : own;
  if (train.length < MIN_SAMPLES) return { p: null, samples: train.length, reason: TOO_FEW_ZH };
  const n = new Array<number>(BUCKETS).fill(0);
  const k = new Array<number>(BUCKETS).fill(0);
  for (const s of train) {
    const b = bucketOf(s.score);
    n[b]!++;
    if (s.hit) k[b]!++;
  }
  const bucket = bucketOf(q.score);
  if (n[bucket] === 0) return { p: q.ref, samples: train.length, bucket, pooled };
  const filled = n.flatMap((c, b) => (c > 0 ? [b] : []));
  const fitted = isotonic(
    filled.map((b) => k[b]! / n[b]!),
    filled.map((b) => n[b]!),
  );
  const rate = fitted[filled.indexOf(bucket)]!;
  const w = Math.min(1, n[bucket]! / FULL_BUCKET);
  return { p: w * rate + (1 - w) * q.ref, samples: train.length, bucket, pooled };
}
