import { figureCandidate, matchesFigure } from "../figure-match";
import type { BoundFigure } from "./binding";
import { periodName, yearOf } from "./check-series";
import type { Facts } from "./facts";
import type { Assertion } from "./parse-assertions";
import { sidePoints } from "./relation-values";

/**
 * "25年净利722亿增42%，Q1利润207亿": a quarter named with no year of its own after a clause of a year's annual
 * figures is read as the next year's once that one is published (quarter-years.ts), else as the carried year's. A
 * figure that misses the quarter read but is the other year's is an ambiguous binding, not a wrong figure: 未能确定.
 * One that is neither year's still fails.
 * `facts` is the clause's period view (period-view.ts): its points are the quarter's, one a year.
 */
export function nextYearQuarter(a: Assertion, f: BoundFigure, facts: Facts): string | null {
  const { kind, name } = a.period;
  // Read as the next year's (quarter-years.ts), the carried year's quarter is the other reading, as doubtful.
  const anchor = a.quarterAnchor?.kind === "annual" ? a.quarterAnchor.year : null;
  const step = a.yearsInherited ? 1 : anchor !== null && a.years.join() === String(anchor + 1) ? -1 : 0;
  if (kind === "annual" || kind === "ttm" || step === 0 || f.role !== "metric" || f.change) return null;
  if (!f.metric || f.year === null) return null;
  const other = sidePoints(facts, f.metric, "annual").find((p) => yearOf(p) === f.year! + step);
  if (!other || !periodName(other).includes(name)) return null;
  if (!matchesFigure(f.n, figureCandidate({ label: "", value: other.value, unit: other.unit }), f.bound)) return null;
  return `“${f.n.raw}”与${f.year + step}年${name}的数值相符，未能确定这里的${name}是哪一年的`;
}
