import type { FactPoint, Facts } from "./facts";
import { METRIC_LEXICON } from "./metric-lexicon";
import {
  FLOW_SERIES,
  type PeriodBasis,
  QUOTIENT_SERIES,
  factAt,
  latestReportPeriod,
  periodValue,
} from "./period-facts";
import type { PeriodKind } from "./periods";
import { QUARTER_ENDS, quarterIndex } from "../../shared/dates";

/**
 * The facts of one report period kind, shaped as annual series so that every check (level, 同比, streaks, extremes)
 * reads them unchanged: a clause about 前三季度 compares each year's Jan-Sep with the year before's. The values come
 * from period-facts.ts (cumulative as published, single quarters and TTM derived for flows only).
 */
export type ViewPoint = FactPoint & { label: string };

/** Each kind's report end and basis; `null` end: the latest report period of the series (单季, TTM). */
export const KINDS: Record<
  Exclude<PeriodKind, "annual">,
  { end: string | null; basis: PeriodBasis; name: string } | null
> = {
  q1: { end: "03-31", basis: "ytd", name: "一季度" },
  h1: { end: "06-30", basis: "ytd", name: "上半年" },
  q3: { end: "09-30", basis: "ytd", name: "前三季度" },
  q2s: { end: "06-30", basis: "quarter", name: "第二季度" },
  q3s: { end: "09-30", basis: "quarter", name: "第三季度" },
  q4s: { end: "12-31", basis: "quarter", name: "第四季度" },
  qs: { end: null, basis: "quarter", name: "单季" },
  ttm: { end: null, basis: "ttm", name: "TTM" },
  // 下半年 is not a reported period: a flow's is derived (the year less its first half), a balance has none.
  h2: { end: "12-31", basis: "h2", name: "下半年" },
};

/**
 * Market readings (RSI, PE, PB, 市值) are dated by trading day, not by report period; 每股净资产, though read with
 * valuations, is a report period's balance (its quarter-end level is "一季度末BPS").
 */
const MARKET: ReadonlySet<string> = new Set(
  Object.values(METRIC_LEXICON)
    .filter((e) => (e.kind === "index" || e.dimension === "valuation") && !("reportPeriod" in e && e.reportPeriod))
    .flatMap((e) => e.series),
);
const QUARTER_END = /-(?:03-31|06-30|09-30)$/;
/** A series of report periods with quarters: what a quarter's view is made of (not a market reading). */
export const quarterly = (name: string, points: readonly FactPoint[]): boolean =>
  !MARKET.has(name) && points.some((p) => QUARTER_END.test(p.period));
/**
 * Balances: a level at a date (资产负债率, 货币资金, 每股净资产), so a quarter's value is its level at its end
 * ("三季度末资产负债率"), while a ratio of a period's flows (毛利率, ROE) has no single quarter the data can derive.
 */
export const BALANCES: ReadonlySet<string> = new Set([
  "total_assets",
  "total_liabilities",
  "parent_equity",
  "debt_ratio",
  "cash",
  "accounts_receivable",
  "inventory",
  "goodwill",
  "contract_liabilities",
  "bps",
]);
/** The basis a series is read on for a kind: a balance's quarter is its level at the quarter's end. */
export const basisFor = (name: string, basis: PeriodBasis): PeriodBasis =>
  basis === "quarter" && BALANCES.has(name) ? "ytd" : basis;

type Kind = NonNullable<(typeof KINDS)[keyof typeof KINDS]>;

function viewOf(name: string, points: readonly FactPoint[], facts: Facts, kind: Kind): ViewPoint[] {
  const latest = latestReportPeriod(facts, name);
  const yearEnds = [...new Set(points.map((p) => `${p.period.slice(0, 4)}-${kind.end}`))];
  const ends = kind.end ? yearEnds : latest ? [latest] : [];
  // A latest-period view (单季, TTM) also needs the same period of earlier years, for its 同比.
  const first = Number(points[0]!.period.slice(0, 4));
  if (!kind.end && latest)
    for (let y = Number(latest.slice(0, 4)) - 1; y >= first; y--) ends.push(`${y}${latest.slice(4)}`);
  const out: ViewPoint[] = [];
  for (const period of ends.sort()) {
    const v = factAt(facts, name, period, basisFor(name, kind.basis));
    if (!v) continue;
    const year = Number(period.slice(0, 4));
    const label = kind.end ? `${year}年${kind.name}` : `${period.slice(0, 7)} ${kind.name}`;
    // A year earlier the data does not hold, as the report's published YoY implies it: the change is the vendor's.
    if (kind.end && v.yearAgo !== null && !out.some((p) => p.period === `${year - 1}-12-31`)) {
      const implied = `${year - 1}年${kind.name}（按${year}年${kind.name}报告所载同比推算）`;
      const { unit, publicDate } = v;
      out.push({ period: `${year - 1}-12-31`, value: v.yearAgo, unit, publicDate, label: implied });
    }
    out.push({ period: `${year}-12-31`, value: v.value, unit: v.unit, publicDate: v.publicDate, label });
  }
  return out;
}

/** The facts as annual-shaped series of `kind`; null when no series has a point of that kind (无季度数据). */
export function periodView(facts: Facts, kind: PeriodKind): Facts | null {
  if (kind === "annual") return facts;
  const spec = KINDS[kind];
  if (!spec) return null;
  const series: Record<string, FactPoint[]> = {};
  for (const [name, points] of Object.entries(facts.series)) {
    if (MARKET.has(name) || !points.some((p) => QUARTER_END.test(p.period))) continue;
    const view = viewOf(name, points, facts, spec);
    if (view.length > 0) series[name] = view;
  }
  if (Object.keys(series).length === 0) return null;
  // "三季度末BPS 43.21元，PB约0.97倍": a market reading in a quarter's clause is still of its trading day.
  for (const [name, points] of Object.entries(facts.series)) if (MARKET.has(name)) series[name] = points;
  return { ...facts, series };
}

const SINGLE_END: Partial<Record<PeriodKind, string>> = { q1: "03-31", q2s: "06-30", q3s: "09-30", q4s: "12-31" };

/** The quarter before a report period's single quarter: "2025-09-30" → "2025-06-30", "2026-03-31" → "2025-12-31". */
export function quarterBefore(period: string): string {
  const y = Number(period.slice(0, 4));
  const i = quarterIndex(period);
  return i === 0 ? `${y - 1}-12-31` : `${y}-${QUARTER_ENDS[i - 1]}`;
}

/**
 * 环比 of a single quarter: this quarter against the one before it, shaped as two consecutive "years" so that every
 * change-reading check compares them (the year of `year`, the quarter before one year earlier, labelled by name).
 */
export function sequentialView(facts: Facts, kind: PeriodKind, year: number | null): Facts | null {
  const end = SINGLE_END[kind];
  if (!end) return null;
  const series: Record<string, ViewPoint[]> = {};
  for (const [name, points] of Object.entries(facts.series)) {
    if (MARKET.has(name) || !points.some((p) => QUARTER_END.test(p.period))) continue;
    const ys = year !== null ? [year] : [...new Set(points.map((p) => Number(p.period.slice(0, 4))))].sort().reverse();
    for (const y of ys) {
      const period = `${y}-${end}`;
      // A balance (货币资金, 负债率) is its level at each quarter's end; a flow is the single quarter's.
      const basis = FLOW_SERIES.has(name) || QUOTIENT_SERIES.has(name) ? "quarter" : "ytd";
      const now = factAt(facts, name, period, basis);
      const prior = factAt(facts, name, quarterBefore(period), basis);
      if (!now || !prior) continue;
      const name2 = (p: string) => `${p.slice(0, 4)}年第${"一二三四"[quarterIndex(p)]}季度`;
      series[name] = [
        {
          period: `${y - 1}-12-31`,
          value: prior.value,
          unit: prior.unit,
          publicDate: prior.publicDate,
          label: name2(prior.period),
        },
        { period: `${y}-12-31`, value: now.value, unit: now.unit, publicDate: now.publicDate, label: name2(period) },
      ];
      break;
    }
  }
  return Object.keys(series).length > 0 ? { ...facts, series } : null;
}

/**
 * "创单季新高": every single quarter up to the clause's, oldest first, shaped as consecutive "years" ending in the
 * quarter judged (Q4 is the year minus its nine months), so the extreme check compares it with every earlier quarter
 * and not only with the same quarter of earlier years.
 */
export function quarterRunView(facts: Facts, kind: PeriodKind, year: number | null): Facts | null {
  const end = SINGLE_END[kind];
  const series: Record<string, ViewPoint[]> = {};
  for (const [name, points] of Object.entries(facts.series)) {
    if (!FLOW_SERIES.has(name) || !points.some((p) => QUARTER_END.test(p.period))) continue;
    const latest = latestReportPeriod(facts, name);
    const last = end && year !== null ? `${year}-${end}` : latest;
    if (!last) continue;
    const quarters = points
      .map((p) => p.period)
      .filter((p) => p <= last)
      .map((p) => ({ p, v: periodValue(points, p, "quarter", true) }))
      .filter((q): q is { p: string; v: NonNullable<typeof q.v> } => q.v !== null);
    if (quarters.at(-1)?.p !== last) continue;
    const lastYear = Number(last.slice(0, 4));
    const name2 = (p: string) => `${p.slice(0, 4)}年第${"一二三四"[quarterIndex(p)]}季度`;
    series[name] = quarters.map(({ p, v }, i) => ({
      period: `${lastYear - (quarters.length - 1 - i)}-12-31`,
      value: v.value,
      unit: v.unit,
      publicDate: v.publicDate,
      label: name2(p),
    }));
  }
  return Object.keys(series).length > 0 ? { ...facts, series } : null;
}
