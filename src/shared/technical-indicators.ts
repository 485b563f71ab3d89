import { daysBetween } from "./dates";
/**
 * Technical indicators computed in code from daily closes (seed 003 §1.1: the technical analyst "describes the current
 * pattern"; the model only reads these numbers, it never computes them). Conventions, stated because vendors differ:
 * - EMA(n) is seeded with the simple average of its first n values (TA-Lib), then e_t = a·x_t + (1−a)·e_{t−1},
 *   a = 2/(n+1). Chinese terminals seed with the first close instead; the two converge after a few dozen bars.
 * - MACD(12,26,9): DIF = EMA12 − EMA26, DEA = EMA9 of DIF, histogram = DIF − DEA (terminals often plot 2×(DIF−DEA)).
 * - RSI(n) is Wilder's: the first average gain/loss is the simple mean of the first n changes, then smoothed by
 *   (prev·(n−1) + current)/n; no losses at all gives 100.
 * - Bollinger(20, 2) uses the population standard deviation (divide by n), as Bollinger specifies.
 * Series are aligned with the input: `null` until enough bars exist.
 */

export type Series = (number | null)[];

export function sma(values: readonly number[], n: number): Series {
  const out: Series = [];
  let sum = 0;
  for (let i = 0; i < values.length; i++) {
    sum += values[i]!;
    if (i >= n) sum -= values[i - n]!;
    out.push(i >= n - 1 ? sum / n : null);
  }
  return out;
}

/** EMA over a series that may start with nulls (e.g. DIF before EMA26 exists): seeding starts at the first value. */
export function ema(values: readonly (number | null)[], n: number): Series {
  const a = 2 / (n + 1);
  const out: Series = [];
  const seed: number[] = [];
  let prev: number | null = null;
  for (const v of values) {
    if (v === null) {
      out.push(null);
      continue;
    }
    if (prev === null) {
      seed.push(v);
      if (seed.length === n) prev = seed.reduce((s, x) => s + x, 0) / n;
      out.push(prev);
      continue;
    }
    prev = a * v + (1 - a) * prev;
    out.push(prev);
  }
  return out;
}

export interface Macd {
  dif: Series;
  dea: Series;
  hist: Series;
}

export function macd(closes: readonly number[], fast = 12, slow = 26, signal = 9): Macd {
  const f = ema(closes, fast);
  const s = ema(closes, slow);
  const dif = closes.map((_, i) => (f[i] != null && s[i] != null ? f[i]! - s[i]! : null));
  const dea = ema(dif, signal);
  const hist = dif.map((d, i) => (d !== null && dea[i] != null ? d - dea[i]! : null));
  return { dif, dea, hist };
}

export function rsi(closes: readonly number[], n = 14): Series {
  const out: Series = closes.map(() => null);
  if (closes.length <= n) return out;
  let gain = 0;
  let loss = 0;
  for (let i = 1; i <= n; i++) {
    const d = closes[i]! - closes[i - 1]!;
    if (d > 0) gain += d;
    else loss -= d;
  }
  gain /= n;
  loss /= n;
  const value = () => (loss === 0 ? 100 : 100 - 100 / (1 + gain / loss));
  out[n] = value();
  for (let i = n + 1; i < closes.length; i++) {
    const d = closes[i]! - closes[i - 1]!;
    gain = (gain * (n - 1) + Math.max(d, 0)) / n;
    loss = (loss * (n - 1) + Math.max(-d, 0)) / n;
    out[i] = value();
  }
  return out;
}

export interface Bollinger {
  middle: Series;
  upper: Series;
  lower: Series;
}

export function bollinger(closes: readonly number[], n = 20, k = 2): Bollinger {
  const middle = sma(closes, n);
  const upper: Series = [];
  const lower: Series = [];
  for (let i = 0; i < closes.length; i++) {
    const m = middle[i];
    if (m == null) {
      upper.push(null);
      lower.push(null);
      continue;
    }
    let ss = 0;
    for (let j = i - n + 1; j <= i; j++) ss += (closes[j]! - m) ** 2;
    const sd = Math.sqrt(ss / n);
    upper.push(m + k * sd);
    lower.push(m - k * sd);
  }
  return { middle, upper, lower };
}

export interface Bar {
  date: string;
  close: number;
  volume: number | null;
  /** The session's high and low, where stored (the 52-week range reads them). */
  high?: number | null;
  /** The session's open, where stored (a candle's body: 阳线 / 阴线, 高开 / 低开). */
  open?: number | null;
  low?: number | null;
}

/** Longer than any exchange holiday (Spring Festival closes about ten calendar days): a break in the stored bars. */
export const MAX_BAR_GAP_DAYS = 14;

/**
 * The unbroken run of bars that ends at `asOf`: the bars on or before it, back to the last break. Empty when the
 * newest such bar is itself a break before asOf, so nothing is computed from prices the market had long moved on from.
 */
export function currentRun<B extends Pick<Bar, "date">>(bars: readonly B[], asOf: string): B[] {
  const upTo = bars.filter((b) => b.date <= asOf);
  const last = upTo.at(-1);
  if (!last || daysBetween(last.date, asOf) > MAX_BAR_GAP_DAYS) return [];
  let start = upTo.length - 1;
  while (start > 0 && daysBetween(upTo[start - 1]!.date, upTo[start]!.date) <= MAX_BAR_GAP_DAYS) start--;
  return upTo.slice(start);
}

/** The averages whose order makes 多头/空头排列: MA5 > MA10 > MA20 > MA60 is bull, the reverse bear. */
export const MA_ORDER_WINDOWS = [5, 10, 20, 60] as const;

/** 多头排列 (bull), 空头排列 (bear) or mixed at the last close; null without 60 closes. One definition for all. */
export function maOrder(closes: readonly number[]): "bull" | "bear" | "mixed" | null {
  const i = closes.length - 1;
  const mas = MA_ORDER_WINDOWS.map((n) => sma(closes, n)[i] ?? null);
  if (i < 0 || mas.some((v) => v === null)) return null;
  const v = mas as number[];
  if (v.every((x, k) => k === 0 || v[k - 1]! > x)) return "bull";
  if (v.every((x, k) => k === 0 || v[k - 1]! < x)) return "bear";
  return "mixed";
}

/**
 * The latest value of every indicator, for the newest bar of `bars` (oldest first); null where history is too short.
 */
export interface IndicatorSnapshot {
  date: string;
  bars: number;
  close: number;
  sma20: number | null;
  sma60: number | null;
  /** MA5/10/20/60 order (maOrder). */
  maOrder: "bull" | "bear" | "mixed" | null;
  ema12: number | null;
  ema26: number | null;
  dif: number | null;
  dea: number | null;
  hist: number | null;
  rsi14: number | null;
  bollUpper: number | null;
  bollMiddle: number | null;
  bollLower: number | null;
  /** Close 20 bars earlier, for the 20-day return. */
  close20Ago: number | null;
  /**
   * Mean volume of the last 20 bars over the mean of the 60 before the last 20 bars' window ends; null without volumes.
   */
  volumeRatio: number | null;
}

export function indicatorSnapshot(bars: readonly Bar[]): IndicatorSnapshot | null {
  const last = bars.at(-1);
  if (!last) return null;
  const closes = bars.map((b) => b.close);
  const i = closes.length - 1;
  const m = macd(closes);
  const b = bollinger(closes);
  const vols = bars.map((x) => x.volume);
  const haveVolumes = vols.length >= 80 && vols.slice(-80).every((v) => v !== null && v > 0);
  const mean = (xs: (number | null)[]) => xs.reduce<number>((s, x) => s + (x ?? 0), 0) / xs.length;
  return {
    date: last.date,
    bars: bars.length,
    close: last.close,
    sma20: sma(closes, 20)[i] ?? null,
    sma60: sma(closes, 60)[i] ?? null,
    maOrder: maOrder(closes),
    ema12: ema(closes, 12)[i] ?? null,
    ema26: ema(closes, 26)[i] ?? null,
    dif: m.dif[i] ?? null,
    dea: m.dea[i] ?? null,
    hist: m.hist[i] ?? null,
    rsi14: rsi(closes, 14)[i] ?? null,
    bollUpper: b.upper[i] ?? null,
    bollMiddle: b.middle[i] ?? null,
    bollLower: b.lower[i] ?? null,
    close20Ago: i >= 20 ? closes[i - 20]! : null,
    volumeRatio: haveVolumes ? mean(vols.slice(-20)) / mean(vols.slice(-80, -20)) : null,
  };
}
