import { FREE_CASH_FLOW, MINORITY_PROFIT } from "./derived-facts";
import { DERIVED } from "./derived-series";
import type { FactPoint, Facts } from "./facts";
import { QUARTER_ENDS, quarterIndex } from "../../shared/dates";

/**
 * The periods a claim can name, read off one fact series: the annual report, the cumulative year-to-date figure of a
 * report (一季报 Jan-Mar, 中报 Jan-Jun, 三季报 Jan-Sep, as published), the single quarter and the trailing twelve
 * months. Only the cumulative points are stored; single quarters and TTM are derived here, never stored, and only for
 * flows (an income or cash-flow line adds up over a year; a balance or a ratio does not).
 */

export type PeriodBasis = "annual" | "ytd" | "quarter" | "ttm" | "h2";

/** Income-statement and cash-flow lines: a quarter of them is the cumulative minus the previous cumulative. */
export const FLOW_SERIES: ReadonlySet<string> = new Set([
  "revenue",
  "operating_revenue",
  "operating_cost",
  "research_expense",
  "selling_expense",
  "admin_expense",
  "operating_profit",
  "total_profit",
  "net_income",
  "net_profit",
  "deducted_net_profit",
  "basic_eps",
  "operating_cash_flow",
  "investing_cash_flow",
  "financing_cash_flow",
  "dividends_interest_paid",
  "capex",
  "ocf_per_share",
  FREE_CASH_FLOW,
  MINORITY_PROFIT,
]);

/** A value of one period on one basis, with the same period a year earlier and the change in % when computable. */
export interface PeriodValue {
  period: string;
  basis: PeriodBasis;
  value: number;
  unit: string;
  /** The latest publication date among the points it is computed from. */
  publicDate: string;
  /** The same period a year earlier on the same basis, when the data holds it. */
  yearAgo: number | null;
  /** (value − yearAgo) / |yearAgo| × 100; null without a year-ago value or from zero. */
  yoy: number | null;
}

const REPORT_END = /^(\d{4})-(03-31|06-30|09-30|12-31)$/;

/** "2025-09-30" -> "2024-09-30". */
export const yearEarlier = (period: string): string => `${Number(period.slice(0, 4)) - 1}${period.slice(4)}`;

/** The report period before `period` in the same fiscal year ("2025-09-30" -> "2025-06-30"), null for Q1. */
function previousInYear(period: string): string | null {
  const i = quarterIndex(period);
  return i > 0 ? `${period.slice(0, 4)}-${QUARTER_ENDS[i - 1]}` : null;
}

const at = (points: readonly FactPoint[], period: string): FactPoint | undefined =>
  points.find((p) => p.period === period);
const later = (a: string, b: string): string => (a > b ? a : b);
const yoyOf = (value: number, base: number | null): number | null =>
  base === null || base === 0 ? null : ((value - base) / Math.abs(base)) * 100;

type Raw = { value: number; unit: string; publicDate: string };

function cumulativeRaw(points: readonly FactPoint[], period: string): Raw | null {
  const p = at(points, period);
  return p ? { value: p.value, unit: p.unit, publicDate: p.publicDate } : null;
}

function quarterRaw(points: readonly FactPoint[], period: string): Raw | null {
  const cum = at(points, period);
  if (!cum) return null;
  const prev = previousInYear(period);
  if (prev === null) return { value: cum.value, unit: cum.unit, publicDate: cum.publicDate };
  const before = at(points, prev);
  if (!before) return null;
  return { value: cum.value - before.value, unit: cum.unit, publicDate: later(cum.publicDate, before.publicDate) };
}

function ttmRaw(points: readonly FactPoint[], period: string): Raw | null {
  const cum = at(points, period);
  if (!cum) return null;
  if (period.endsWith("-12-31")) return { value: cum.value, unit: cum.unit, publicDate: cum.publicDate };
  const lastYear = at(points, `${Number(period.slice(0, 4)) - 1}-12-31`);
  const yearAgo = at(points, yearEarlier(period));
  if (!lastYear || !yearAgo) return null;
  const publicDate = [cum, lastYear, yearAgo].map((p) => p.publicDate).reduce(later);
  return { value: lastYear.value + cum.value - yearAgo.value, unit: cum.unit, publicDate };
}

/** 下半年 is no report of its own: a flow's second half is the year's total less the half-year report's. */
function secondHalfRaw(points: readonly FactPoint[], period: string): Raw | null {
  const year = at(points, period);
  const half = period.endsWith("-12-31") ? at(points, `${period.slice(0, 4)}-06-30`) : undefined;
  if (!year || !half) return null;
  return { value: year.value - half.value, unit: year.unit, publicDate: later(year.publicDate, half.publicDate) };
}

const RAW: Record<PeriodBasis, (points: readonly FactPoint[], period: string) => Raw | null> = {
  annual: (points, period) => (period.endsWith("-12-31") ? cumulativeRaw(points, period) : null),
  ytd: cumulativeRaw,
  quarter: quarterRaw,
  ttm: ttmRaw,
  h2: secondHalfRaw,
};

/**
 * The same period a year earlier as the report's own published YoY implies it (value / (1 + YoY)), where the data holds
 * no figure of it: only for a figure as published (a cumulative or annual one; a first quarter is its own cumulative).
 */
function impliedYearAgo(points: readonly FactPoint[], period: string, basis: PeriodBasis): number | null {
  const asPublished = basis === "ytd" || basis === "annual" || (basis === "quarter" && period.endsWith("-03-31"));
  const yoy = asPublished ? at(points, period)?.yoy : undefined;
  return yoy === undefined || yoy <= -100 ? null : at(points, period)!.value / (1 + yoy / 100);
}

/**
 * One series' value of `period` on `basis`, with its YoY against the same period a year earlier on the same basis.
 * Single quarters and TTM need a flow series (`flow`); a balance or a ratio has only its reported points.
 */
export function periodValue(
  points: readonly FactPoint[],
  period: string,
  basis: PeriodBasis,
  flow = true,
): PeriodValue | null {
  if (!REPORT_END.test(period)) return null;
  if (!flow && (basis === "quarter" || basis === "ttm" || basis === "h2")) return null;
  const now = RAW[basis](points, period);
  if (!now) return null;
  const base = RAW[basis](points, yearEarlier(period))?.value ?? impliedYearAgo(points, period, basis);
  const yoy = yoyOf(now.value, base);
  return { period, basis, value: now.value, unit: now.unit, publicDate: now.publicDate, yearAgo: base, yoy };
}

/**
 * Ratios of two flows (销售净利率, 归母净利率, 净现比; derived-series.ts defines them): a single quarter's or a
 * TTM's is the quotient of its inputs on that basis ("Q2单季净利率3.2%"), never a difference of two cumulative ratios.
 */
const QUOTIENTS = new Map(
  DERIVED.filter((d) => FLOW_SERIES.has(d.num) && d.per.every((s) => FLOW_SERIES.has(s))).map((d) => [d.series, d]),
);

/** The ratios whose single quarter is a quotient of single-quarter flows (a 环比 of them compares single quarters). */
export const QUOTIENT_SERIES: ReadonlySet<string> = new Set(QUOTIENTS.keys());

function quotientAt(facts: Facts, series: string, period: string, basis: PeriodBasis): PeriodValue | null {
  const q = QUOTIENTS.get(series);
  const num = q && facts.series[q.num];
  if (!q || !num) return null;
  const value = (p: string): { value: number; publicDate: string } | null => {
    const n = periodValue(num, p, basis, true);
    // The same denominator for the period and the year before: 营业收入 where both hold it, else 营业总收入.
    for (const name of q.per) {
      const d = periodValue(facts.series[name] ?? [], p, basis, true);
      if (n && d && d.value !== 0)
        return { value: (n.value / d.value) * q.scale, publicDate: later(n.publicDate, d.publicDate) };
    }
    return null;
  };
  const now = value(period);
  if (!now) return null;
  const base = value(yearEarlier(period))?.value ?? null;
  return {
    period,
    basis,
    value: now.value,
    unit: q.unit,
    publicDate: now.publicDate,
    yearAgo: base,
    yoy: yoyOf(now.value, base),
  };
}

/**
 * The named series' value of a period on a basis, from the facts (null when the series or the period is missing); a
 * ratio of two flows on a single quarter or TTM is the quotient of its inputs on that basis.
 */
export function factAt(facts: Facts, series: string, period: string, basis: PeriodBasis): PeriodValue | null {
  if ((basis === "quarter" || basis === "ttm" || basis === "h2") && QUOTIENTS.has(series))
    return quotientAt(facts, series, period, basis);
  const points = facts.series[series];
  if (!points || points.length === 0) return null;
  return periodValue(points, period, basis, FLOW_SERIES.has(series));
}

/** The latest report period of a series known by the facts' asOf (any report, annual or quarterly). */
export function latestReportPeriod(facts: Facts, series: string): string | null {
  const points = (facts.series[series] ?? []).filter((p) => REPORT_END.test(p.period));
  return points.at(-1)?.period ?? null;
}
