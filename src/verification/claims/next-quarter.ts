import { figureCandidate, matchesFigure } from "../figure-match";
import type { BoundFigure } from "./binding";
import { periodName, yearOf } from "./check-series";
import type { Facts } from "./facts";
import type { Assertion } from "./parse-assertions";
import { sidePoints } from "./relation-values";

/**
 * "25年净利722亿增42%，Q1利润207亿": a quarter named with no year of its own, after a clause of a year's annual
 * figures, is that year's quarter by the carried year, but may be the next year's once that one is published (the
 * latest quarter, as a note written after it means). A figure that misses the carried year's quarter and is the next
 * year's is an ambiguous binding, not a wrong figure: 未能确定. One that is neither year's still fails.
 * `facts` is the clause's period view (period-view.ts): its points are the quarter's, one a year.
 */
export function nextYearQuarter(a: Assertion, f: BoundFigure, facts: Facts): string | null {
  const { kind, name } = a.period;
  if (kind === "annual" || kind === "ttm" || !a.yearsInherited || f.role !== "metric" || f.change) return null;
  if (!f.metric || f.year === null) return null;
  const next = sidePoints(facts, f.metric, "annual").find((p) => yearOf(p) === f.year! + 1);
  if (!next || !periodName(next).includes(name)) return null;
  if (!matchesFigure(f.n, figureCandidate({ label: "", value: next.value, unit: next.unit }), f.bound)) return null;
  return `“${f.n.raw}”与${f.year + 1}年${name}的数值相符，未能确定这里的${name}是哪一年的`;
}
