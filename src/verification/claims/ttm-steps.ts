import type { Assertion } from "./assertion";
import { entryOf } from "./check-series";
import type { Facts } from "./facts";
import { FLOW_SERIES, factAt, latestReportPeriod } from "./period-facts";
import { type ViewPoint, quarterBefore } from "./period-view";

/**
 * "近四个季度营收约7838亿元、归母净利润约275亿元，盈利能力仍在下行": a rolling twelve months' move named with no base
 * is its step from the twelve months a quarter before (after a first quarter, the last annual report), where the
 * twelve months a year before are not held: the window rolls one quarter at a time. A clause that shows a change in
 * per cent or says 同比 names the year before, and keeps reading it (未能核验 when it is not held).
 */
const YEAR_BEFORE = /同比|同期|去年|上年|yoy/i;

const label = (period: string): string => `${period.slice(0, 7)} TTM`;

/** The facts as the two last rolling windows of each flow, shaped as consecutive years; null when not this case. */
export function ttmStepView(a: Assertion, facts: Facts, view: Facts | null): Facts | null {
  const m = a.metric;
  if (a.period.kind !== "ttm" || !a.direction || a.direction.extreme || !m || YEAR_BEFORE.test(a.text)) return null;
  if (a.numbers.some((n) => n.kind === "percent")) return null;
  // The year-before window held: the move is read on it as before.
  if (entryOf(m).series.some((s) => (view?.series[s]?.length ?? 0) > 1)) return null;
  const series: Record<string, ViewPoint[]> = {};
  for (const name of Object.keys(facts.series)) {
    if (!FLOW_SERIES.has(name)) continue;
    const latest = latestReportPeriod(facts, name);
    if (!latest) continue;
    const prior = quarterBefore(latest);
    const [then, now] = [factAt(facts, name, prior, "ttm"), factAt(facts, name, latest, "ttm")];
    if (!then || !now) continue;
    const y = Number(latest.slice(0, 4));
    series[name] = [
      {
        period: `${y - 1}-12-31`,
        value: then.value,
        unit: then.unit,
        publicDate: then.publicDate,
        label: label(prior),
      },
      { period: `${y}-12-31`, value: now.value, unit: now.unit, publicDate: now.publicDate, label: label(latest) },
    ];
  }
  return entryOf(m).series.some((s) => series[s]) ? { ...facts, series } : null;
}
