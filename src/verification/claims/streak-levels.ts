import { type ClaimCheck, entryOf, quoted, show, undecided, within, yearOf } from "./check-series";
import type { FactPoint } from "./facts";
import type { ClaimMetric } from "./metric-lexicon";
import type { Assertion } from "./parse-assertions";

/**
 * "已经连续两年为负", "连续三年亏损": a level said of every year of a run holds only when each year of the run is in
 * the band; read on the last year alone, "自由现金流连续两年为负" would pass after one negative year.
 * Null when the clause is no streak or every year of it holds (the last year's check then speaks for it).
 */
export function streakLevel(
  a: Assertion,
  m: ClaimMetric,
  points: readonly FactPoint[],
  at: FactPoint,
  range: { min?: number; max?: number },
  word: string,
): ClaimCheck | null {
  const n = a.basis?.kind === "streak" ? a.basis.n : 1;
  // Only annual levels make a run of years; a market reading or a quarter is not one year of a streak.
  if (n < 2 || !at.period.endsWith("-12-31")) return null;
  const last = yearOf(at);
  const years = Array.from({ length: n - 1 }, (_, i) => last - n + 1 + i);
  const label = entryOf(m).label;
  const expected = `${years[0]}-${last}年每年${label}“${word}”`;
  for (const y of years) {
    const p = points.find((q) => yearOf(q) === y && q.period.endsWith("-12-31"));
    if (!p) return undecided("level", expected, `没有${y}年${label}的数据，无法核验${quoted(a)}（连续${n}年）`);
    if (!within(p.value, range)) {
      const found = `${label} ${y} ${show(m, p.value)}`;
      return { kind: "level", ok: false, expected, found, reason: `${found}，与${quoted(a)}不符（并非连续${n}年）` };
    }
  }
  return null;
}
