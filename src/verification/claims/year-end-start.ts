import { figureCandidate, matchesFigure } from "../figure-match";
import type { Assertion } from "./assertion";
import { entryOf } from "./check-series";
import type { Facts } from "./facts";
import { FLOW_SERIES, periodValue } from "./period-facts";
import { KINDS } from "./period-view";
import type { PeriodKind } from "./periods";

/**
 * "一季度末货币资金…，但负债率也从61.94%小升到62.32%", "三季度末资产负债率由70.74%升至71.35%": a quarter-end balance
 * moving from a level written after 从/由, with no base named, moves from the year-end before when that level is the
 * year-end's and not the same quarter-end's a year earlier - as 较年初 says it. A flow has no level at a year's end.
 */

/** The level a move starts at: "从61.94%", "由约3335亿元". */
const FROM_LEVEL = /(?:从|由)\s*(?:约|近)?\s*(?=[-+−]?\d)/;
const QUARTER_ENDS: ReadonlySet<PeriodKind> = new Set(["q1", "h1", "q3", "q2s", "q3s"]);

/** Whether the clause's move starts at the year-end before the clause's quarter-end (its year given). */
export function startsAtYearEnd(a: Assertion, facts: Facts, year: number): boolean {
  const kind = a.period.kind;
  const end = QUARTER_ENDS.has(kind) ? KINDS[kind as "q1" | "h1" | "q3" | "q2s" | "q3s"]?.end : null;
  const from = FROM_LEVEL.exec(a.read);
  if (!end || !from || !a.metric) return false;
  const at = from.index + from[0].length;
  const n = a.numbers.find((x) => x.index === at || (x.index > from.index && x.index <= at + 1));
  if (!n) return false;
  return entryOf(a.metric).series.some((name) => {
    const points = facts.series[name] ?? [];
    if (FLOW_SERIES.has(name) || points.length === 0) return false;
    const yearEnd = periodValue(points, `${year - 1}-12-31`, "ytd", false);
    const yearAgo = periodValue(points, `${year - 1}-${end}`, "ytd", false);
    const is = (v: { value: number; unit: string } | null) =>
      v !== null && matchesFigure(n, figureCandidate({ label: "", value: v.value, unit: v.unit }));
    return is(yearEnd) && !is(yearAgo);
  });
}
