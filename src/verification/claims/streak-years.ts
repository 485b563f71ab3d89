import { digitOrTen } from "../chinese-digits";
import { type ClaimCheck, quoted, undecided } from "./check-series";
import type { FactPoint } from "./facts";
import type { Assertion } from "./parse-assertions";

/**
 * The years a streak or an every-year bound covers: "2016-2019年…连续四年增速超过20%", "连续三年…均高于…",
 * "2022-2025年每年都…". A bound said of every year holds only when it holds in each; checked on the last year alone
 * it would pass "连续四年增速超过20%" when one of the four grew a few per cent.
 */
const STREAK = /连续|每年|逐年|年年|历年|各年|均|都/;
const RANGE = /(20\d{2})\s*(?:年)?\s*[-—–~～至到]\s*(20\d{2})\s*年/;
const RUN = /连续\s*([两二三四五六七八九十]|\d{1,2})\s*(?:个)?(?:会计|财)?年/;

/** The years, oldest first, ending at the year judged; null when the clause states no streak. */
export function streakYears(text: string, last: number): number[] | null {
  if (!STREAK.test(text)) return null;
  const range = RANGE.exec(text);
  const run = RUN.exec(text);
  const from = range ? Number(range[1]) : run ? last - (digitOrTen(run[1]!) ?? Number(run[1])) + 1 : null;
  const to = range ? Number(range[2]) : last;
  if (from === null || to - from < 1 || to - from > 20) return null;
  return Array.from({ length: to - from + 1 }, (_, i) => from + i);
}

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
