// Price indicators, computed from the unbroken run of daily closes that ends at asOf (definitions in README.md).
// EMA seeding is computed both ways (simple average of the first n values, and the first close) so that a claim whose
// truth depends on the seeding convention is reported as fragile instead of being labelled by accident.

export function sma(xs, n, i = xs.length - 1) {
  if (i + 1 < n) return null;
  let s = 0;
  for (let j = i - n + 1; j <= i; j++) s += xs[j];
  return s / n;
}

function ema(xs, n, seed) {
  const a = 2 / (n + 1);
  const out = [];
  let prev = null;
  const buf = [];
  for (const x of xs) {
    if (x === null) {
      out.push(null);
      continue;
    }
    if (prev === null) {
      if (seed === "first") {
        prev = x;
        out.push(prev);
        continue;
      }
      buf.push(x);
      if (buf.length < n) {
        out.push(null);
        continue;
      }
      prev = buf.reduce((s, v) => s + v, 0) / n;
      out.push(prev);
      continue;
    }
    prev = a * x + (1 - a) * prev;
    out.push(prev);
  }
  return out;
}

export function macd(closes, seed = "sma") {
  const f = ema(closes, 12, seed);
  const s = ema(closes, 26, seed);
  const dif = closes.map((_, i) => (f[i] !== null && s[i] !== null ? f[i] - s[i] : null));
  const dea = ema(dif, 9, seed);
  return { dif, dea };
}

export function rsi(closes, n = 14) {
  if (closes.length <= n) return null;
  let gain = 0;
  let loss = 0;
  for (let i = 1; i <= n; i++) {
    const d = closes[i] - closes[i - 1];
    gain += Math.max(d, 0);
    loss += Math.max(-d, 0);
  }
  gain /= n;
  loss /= n;
  for (let i = n + 1; i < closes.length; i++) {
    const d = closes[i] - closes[i - 1];
    gain = (gain * (n - 1) + Math.max(d, 0)) / n;
    loss = (loss * (n - 1) + Math.max(-d, 0)) / n;
  }
  return loss === 0 ? 100 : 100 - 100 / (1 + gain / loss);
}

/** Bars (of the run) whose date is after asOf minus 365 days: the 52-week window. */
export function window52(run) {
  if (!run.length) return [];
  const from = Date.parse(run.at(-1).date) - 365 * 86_400_000;
  return run.filter((b) => Date.parse(b.date) > from);
}

/** Index of the last cross within the last `days` bars: DIF crossing above (golden) or below (death) DEA. */
export function lastCross(dif, dea, kind, days) {
  const n = dif.length;
  for (let i = n - 1; i >= Math.max(1, n - days); i--) {
    if ([dif[i], dea[i], dif[i - 1], dea[i - 1]].some((v) => v === null)) return -1;
    const up = dif[i - 1] <= dea[i - 1] && dif[i] > dea[i];
    const down = dif[i - 1] >= dea[i - 1] && dif[i] < dea[i];
    if ((kind === "golden" && up) || (kind === "death" && down)) return i;
  }
  return -1;
}
