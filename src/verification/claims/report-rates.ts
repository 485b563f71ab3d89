import type { Facts } from "./facts";
import { FLOW_SERIES, periodValue } from "./period-facts";
import { KINDS } from "./period-view";
import type { PeriodKind } from "./periods";
import { printedRateAt } from "./printed-growth";

/** A period's growth rate as a reason shows it: the period's label and the rate in %. */
export type Rate = { label: string; rate: number };

/** The growth rate of a flow over a period of a kind in a year, against the same period a year earlier. */
export function rateOf(facts: Facts, series: string, kind: PeriodKind | "annual", year: number): Rate | null {
  const points = facts.series[series] ?? [];
  const flow = FLOW_SERIES.has(series);
  // A stock's year (总资产) grows from one year-end to the next; its quarters' rates are not read.
  if (points.length === 0 || (!flow && kind !== "annual")) return null;
  if (kind === "annual") {
    const v = periodValue(points, `${year}-12-31`, "annual", flow);
    return v?.yoy != null ? { label: `${year}年`, rate: v.yoy } : null;
  }
  const spec = KINDS[kind];
  const end = spec?.end ?? points.at(-1)?.period.slice(5);
  if (!spec || !end) return null;
  const v = periodValue(points, `${year}-${end}`, spec.basis);
  // "上半年营收增速约9.1%，低于一季度的约10.5%": a report's own printed rate where the data holds no level of it.
  const printed = v?.yoy == null && spec.basis === "ytd" ? printedRateAt(facts, series, `${year}-${end}`) : null;
  const rate = v?.yoy ?? printed;
  return rate != null ? { label: `${year}年${spec.name}`, rate } : null;
}
