import { type ClaimCheck, quoted, undecided } from "./check-series";
import type { FactPoint } from "./facts";
import type { Assertion } from "./parse-assertions";

/**
 * A bound said of every year of a run ("连续四年增速超过20%", "连续三年…均高于…") holds only when it holds in each
 * (the run's years: runYears in year-runs.ts); checked on the last year alone it would pass "连续四年增速超过20%"
 * when one of the four grew a few per cent.
 */

/** One year's two sides of the comparison, or null when the data lacks either. */
export type SidesAt = (p: FactPoint) => { left: number; right: number } | null;

/**
 * Whether the bound holds in every year of the streak: the first year it fails, else every year held; `missing`
 * when a year's data is absent (the streak cannot be confirmed).
 */
export function streakHolds(
  years: readonly number[],
  at: (year: number) => FactPoint | undefined,
  sides: SidesAt,
  holds: (left: number, right: number) => boolean,
): { failed: { year: number; left: number } | null; missing: number | null } {
  for (const y of years) {
    const p = at(y);
    const s = p ? sides(p) : null;
    if (!s) return { failed: null, missing: y };
    if (!holds(s.left, s.right)) return { failed: { year: y, left: s.left }, missing: null };
  }
  return { failed: null, missing: null };
}

/** The streak's comparison check, in Chinese. */
export function streakCheck(
  a: Assertion,
  years: readonly number[],
  r: ReturnType<typeof streakHolds>,
  what: string,
): ClaimCheck {
  const span = `${years[0]}-${years.at(-1)}年`;
  const expected = `${span}每年${what}${a.comparison?.word ?? ""}`;
  if (r.missing !== null)
    return undecided("comparison", expected, `没有${r.missing}年${what}的数据，无法核验${quoted(a)}`);
  if (r.failed) {
    const found = `${r.failed.year}年${what} ${r.failed.left.toFixed(2)}${what.endsWith("增速") ? "%" : ""}`;
    return { kind: "comparison", ok: false, expected, found, reason: `${found}，与${quoted(a)}不符（并非每年如此）` };
  }
  return { kind: "comparison", ok: true, expected, found: span, reason: `${span}每年都满足，与${quoted(a)}相符` };
}
