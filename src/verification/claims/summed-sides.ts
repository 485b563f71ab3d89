import { figureCandidate, matchesFigure } from "../figure-match";
import type { Assertion } from "./assertion";
import { type ClaimCheck, entryOf, quoted, show, undecided, yearOf } from "./check-series";
import type { FactPoint } from "./facts";

/**
 * A comparison whose side is a sum of years or its base the level of the period it names itself:
 * - "2019年以来…累计七年合计超过4400亿元": the left side is the sum of the span's years, not the last year's level;
 * - "远高于2022、2023两年的约1694亿元": the base is a sum of the years after the word; the side compared with it is
 *   another clause's sum, which this clause does not hold (未能核验, never the last year's level against the sum);
 * - "但不及2024年下半年的约266亿元": the base is the level of the period the clause names (266.23亿元), so the side
 *   compared is another period's, named in another clause (未能核验, never the period against its own level).
 */

/** A sum word before the comparison word: the compared side is a sum. */
const SUM_LEFT = /合计|累计|总计|共计|加总|加起来/;
/** "2022、2023两年的约1694亿元", "此前三年合计…": a sum of years written as the base. */
// Not "略高于24年的3374.88亿元": a two-digit year is a year, not a count of them.
const SUM_BASE = /(?:[两二三四五六七八九十]|(?<!\d)[2-9])年(?:的|合计|累计|共)|合计|累计|总计|共计/;
/** "2019年以来", "2019-2025年", "2023年起至2025年": the years between the two named are summed too. */
const SPANNED = /\d{4}\s*年?\s*(?:起|开始)?\s*(?:至|到|-|—|~)\s*\d{4}|以来/;

export function summedComparison(
  a: Assertion,
  points: readonly FactPoint[],
  to: FactPoint,
  holds: (left: number, right: number) => boolean,
): ClaimCheck[] | null {
  const cmp = a.comparison;
  const m = cmp?.left;
  const against = cmp?.against;
  if (!cmp || !m || !against || typeof against !== "object" || entryOf(m).kind !== "amount") return null;
  const at = a.read.indexOf(cmp.word);
  if (at < 0 || against.index < at) return null;
  const label = entryOf(m).label;
  const expected = `${label}${cmp.word}${against.raw}`;
  const base = a.read.slice(at + cmp.word.length, against.index);
  if (SUM_BASE.test(base))
    return [undecided("comparison", expected, `${quoted(a)}的比较基准是几年的合计，比较的另一方不在本句中`)];
  // "…两项费用合计约150亿元，高于上年的约144亿元": the base is the sum's own earlier level (checked as a figure), so
  // the side compared is the sum, not the first part named.
  if (a.figures.some((f) => f.role === "sum" && f.n.index === against.index))
    return [undecided("comparison", expected, `${quoted(a)}比较的是前面几项的合计，未逐项核验`)];
  const own = matchesFigure(against, figureCandidate({ label: "", value: to.value, unit: to.unit }));
  if (own && a.years.length > 0 && !a.yearsInherited && /\d{4}\s*年/.test(base))
    return [
      undecided("comparison", expected, `${against.raw}即${yearOf(to)}年${label}本身，比较的另一方所在时期未写明`),
    ];
  // "招行2019年和2025年的净利润合计": two years named apart are those two, not every year between.
  const listed = a.spanYears || SPANNED.test(a.read) || a.years.length < 2 ? null : [...new Set(a.years)];
  const named = a.years.length >= 2 ? Math.max(...a.years) - Math.min(...a.years) + 1 : null;
  const n = listed?.length ?? a.spanYears ?? named;
  if (!SUM_LEFT.test(a.read.slice(0, at)) || !n || n < 2 || !to.period.endsWith("-12-31")) return null;
  const years = points.filter(
    (p) =>
      p.period.endsWith("-12-31") &&
      (listed ? listed.includes(yearOf(p)) : yearOf(p) > yearOf(to) - n && p.period <= to.period),
  );
  if (years.length !== n)
    return [undecided("comparison", expected, `没有${label}连续${n}年的数据，无法核验${quoted(a)}`)];
  const sum = years.reduce((s, p) => s + p.value, 0);
  const ok = holds(sum, against.value);
  const found = `${yearOf(years[0]!)}-${yearOf(to)}年${label}合计${show(m, sum)}，比较基准 ${against.raw}`;
  return [{ kind: "comparison", ok, expected, found, reason: `${found}，与${quoted(a)}${ok ? "相符" : "不符"}` }];
}
