import { QUARTER_ENDS } from "../../shared/dates";
import type { Assertion } from "./assertion";
import { entryOf } from "./check-series";
import type { ClaimMetric } from "./metric-lexicon";
import type { Facts } from "./facts";
import { FLOW_SERIES, latestReportPeriod } from "./period-facts";
import type { PeriodKind } from "./periods";

/**
 * "单季营收环比增长约10.6%", "单季度净利润同比下滑": 单季 naming no quarter (and no year) is the latest single quarter
 * public by the facts' date, as a report period naming no year is the latest one: written on 2025-10-31 it is the
 * third quarter, on 2026-04-10 (the annual report out, no first quarter yet) the fourth.
 */

const QUARTER_OF_END: Readonly<Record<string, { kind: PeriodKind; name: string }>> = {
  "03-31": { kind: "q1", name: "一季度" },
  "06-30": { kind: "q2s", name: "二季度" },
  "09-30": { kind: "q3s", name: "三季度" },
  "12-31": { kind: "q4s", name: "四季度" },
};

/** The clause with a bare 单季 read as the latest public single quarter; unchanged otherwise. */
export function latestSingleQuarter(a: Assertion, facts: Facts): Assertion {
  if (a.period.kind !== "qs" || a.years.length > 0) return a;
  // The newest report end of any flow series (营收, 利润): the quarter its figures are single-quarter values of.
  const ends = Object.keys(facts.series)
    .filter((name) => FLOW_SERIES.has(name))
    .map((name) => latestReportPeriod(facts, name))
    .filter((p): p is string => p !== null)
    .sort();
  const latest = ends.at(-1);
  const quarter = latest ? QUARTER_OF_END[latest.slice(5)] : undefined;
  return quarter ? { ...a, period: quarter } : a;
}

/**
 * The latest year holding a metric's single quarter q (0-3), by the facts: "Q4单季…为全年四个季度里最低" naming no
 * year, written on 2026-04-30, is 2025's fourth quarter (the latest public one), as a report period naming no year is.
 */
export function latestQuarterYear(facts: Facts, m: ClaimMetric, q: number): number | null {
  const years = entryOf(m).series.flatMap((s) => (facts.series[s] ?? []).map((p) => p.period));
  const held = years.filter((p) => p.slice(5) === QUARTER_ENDS[q]).map((p) => Number(p.slice(0, 4)));
  return held.length > 0 ? Math.max(...held) : null;
}
