import { type Change, changeInto, entryOf, periodName, pointsOf, undecided, yearOf } from "./check-series";
import type { ClaimCheck } from "./check-series";
import type { FactPoint, Facts } from "./facts";
import type { ClaimMetric } from "./metric-lexicon";
import { periodView } from "./period-view";
import type { PeriodKind } from "./periods";

/**
 * What the relation readers (a share of a total, two metrics' moves compared, a rank within a window) read off the
 * stored series: one metric's value of one period, on the report basis the clause names (annual, 前三季度, 单季…).
 */

/** Where a side of a relation stands: the metric, its report period kind and year (null: the latest stored). */
export interface Side {
  metric: ClaimMetric;
  kind: PeriodKind;
  year: number | null;
  /** A sum of amounts of one period ("销售费用、管理费用，两项合计…"): its metrics, `metric` the first of them. */
  parts?: readonly ClaimMetric[];
}

/** The metric's points on the side's basis, annual-shaped (period-view.ts); empty when the data holds none. */
export function sidePoints(facts: Facts, metric: ClaimMetric, kind: PeriodKind): FactPoint[] {
  const view = periodView(facts, kind);
  return view ? pointsOf(view, metric) : [];
}

/** The side's point: its year's, else the latest. */
export function sidePoint(facts: Facts, s: Side): FactPoint | null {
  if (s.parts) return summedPoint(facts, s, s.parts);
  const points = sidePoints(facts, s.metric, s.kind);
  if (s.year === null) return points.at(-1) ?? null;
  return points.find((p) => yearOf(p) === s.year) ?? null;
}

/** A sum's point: its parts' points of the side's year (else the latest year all hold) added, null if one lacks it. */
function summedPoint(facts: Facts, s: Side, parts: readonly ClaimMetric[]): FactPoint | null {
  const each = parts.map((m) => sidePoint(facts, { metric: m, kind: s.kind, year: s.year }));
  const year = each[0] ? yearOf(each[0]) : null;
  if (each.some((p) => !p || yearOf(p) !== year)) return null;
  const points = each as FactPoint[];
  return { ...points[0]!, value: points.reduce((t, p) => t + p.value, 0) };
}

/** The side's change from the same period a year earlier (同比). */
export function sideChange(facts: Facts, s: Side): Change | null {
  const points = sidePoints(facts, s.metric, s.kind);
  const to = s.year === null ? points.at(-1) : points.find((p) => yearOf(p) === s.year);
  return to ? changeInto(s.metric, points, to) : null;
}

/** "2025年前三季度归母净利润" as a reader reads the side. */
export const sideName = (s: Side, p: FactPoint): string =>
  `${periodName(p)}${(s.parts ?? [s.metric]).map((m) => entryOf(m).label).join("+")}`;

/** The relation's check; `ok: null` with the reason when the data cannot decide it. */
export function relationCheck(ok: boolean, expected: string, found: string, clause: string): ClaimCheck {
  const reason = `${found}，与“${clause}”${ok ? "相符" : "不符"}`;
  return { kind: "comparison", ok, expected, found, reason };
}

export const relationUndecided = (expected: string, reason: string): ClaimCheck =>
  undecided("comparison", expected, reason);
