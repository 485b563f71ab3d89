import type { FactPoint } from "./facts";

/**
 * "2024年较峰值减少约2436亿元", "比低点回升了约40%": a change measured from the series' extreme, not from the year
 * before. The extreme is the highest (or lowest) level stored up to the period judged, which is what 峰值/低点 name
 * when the sentence gives no other year for it.
 */
const FROM_PEAK = /(?:较|比|相比|相较|距离?|离)\s*(?:此前的?|之前的?|历史)?\s*(?:峰值|高峰|顶峰|巅峰|最高点|高点|高位)/;
const FROM_TROUGH = /(?:较|比|相比|相较|距离?|离)\s*(?:此前的?|之前的?|历史)?\s*(?:谷底|低谷|最低点|低点|低位)/;

/** The year of the extreme a clause's change is measured from, or null when the clause names none. */
export function extremeBaseYear(
  text: string,
  series: readonly FactPoint[],
  to: FactPoint | undefined,
  yearOf: (p: FactPoint) => number,
): number | null {
  const high = FROM_PEAK.test(text);
  if (!to || (!high && !FROM_TROUGH.test(text))) return null;
  const earlier = series.filter((p) => p.period < to.period);
  if (earlier.length === 0) return null;
  const pick = earlier.reduce((best, p) => ((high ? p.value > best.value : p.value < best.value) ? p : best));
  return yearOf(pick);
}
