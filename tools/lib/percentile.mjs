/** The p-th percentile (0-100) of ascending `sorted` by the nearest-rank method: always one of the measured values. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}
