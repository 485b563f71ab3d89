import type { MetricInput } from "../ingest-payload";
import type { MetricKey } from "../../domain/metric-catalog";
import { isAnnualPeriod } from "./period-label";

/** Per-period indicators cover this many recent annual reports. */
const RECENT_YEARS = 5;

/**
 * One annual figure per period. The source with most periods is the base; periods it lacks (typically the newest
 * report, from another vendor) are filled from the others, so the latest report's change is never silently missing.
 * Stored data keeps one basis per company (as first published), so filling gaps does not mix restated figures.
 */
export type Series = Map<string, MetricInput>;

export function pickSeries(metrics: MetricInput[], metric: MetricKey): Series {
  const bySource = new Map<string, MetricInput[]>();
  for (const m of metrics) {
    if (m.metric !== metric || !isAnnualPeriod(m.period)) continue;
    bySource.set(m.source, [...(bySource.get(m.source) ?? []), m]);
  }
  // Most periods first; ties go to the alphabetically first source so the choice is stable.
  const ranked = [...bySource.entries()].sort((a, b) => b[1].length - a[1].length || (a[0] < b[0] ? -1 : 1));
  const series: Series = new Map();
  for (const [, rows] of ranked) for (const m of rows) if (!series.has(m.period)) series.set(m.period, m);
  return series;
}

/** The newest `n` annual periods, oldest first. */
export const recentPeriods = (periods: Iterable<string>, n = RECENT_YEARS) => [...new Set(periods)].sort().slice(-n);
