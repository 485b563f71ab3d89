import { type FactPoint, type Facts, currentAnnualYear } from "./facts";
import { NET_MARGIN_ON_TOTAL } from "./margin-readings";
import { MARKET_CAP_NOW, marketCapNow, valuationNow } from "./valuation-now";

/**
 * Series the checker derives from two stored ones, period by period (annual and quarterly alike), for the periods the
 * data does not store: 归母净利率 = 归母净利润 / 营业总收入, 销售净利率 = 净利润(含少数股东损益) / 营业收入,
 * 营业利润率 = 营业利润 / 营业收入, 资产负债率 = 总负债 / 总资产, 净现比 = 经营现金流 / 归母净利润 (a sample may hold
 * a period's inputs but not its ratio). Each derived point is public when both inputs are; a stored point always wins.
 */
export interface DerivedRatio {
  series: string;
  num: string;
  per: readonly string[];
  scale: number;
  unit: string;
  /** Derived only for the periods this stored series lacks: another reading of a name the store reports itself. */
  unheld?: string;
}

export const DERIVED: readonly DerivedRatio[] = [
  { series: "parent_net_margin", num: "net_profit", per: ["revenue", "operating_revenue"], scale: 100, unit: "%" },
  // 销售净利率 is the whole group's profit over 营业收入 (营业总收入 where that is all a period holds).
  { series: "net_margin", num: "net_income", per: ["operating_revenue", "revenue"], scale: 100, unit: "%" },
  // 净利润 / 营业总收入, the other standard reading of 净利率 ("2019年营业总收入888.54亿元…净利率49.49%"): a year the
  // store reports no 销售净利率 for leaves the writer's definition open; where it reports one, that is what is quoted.
  { series: NET_MARGIN_ON_TOTAL, num: "net_income", per: ["revenue"], scale: 100, unit: "%", unheld: "net_margin" },
  // 营业利润率 = 营业利润 / 营业收入 ("按营业收入计营业利润率约48%"); no vendor row carries it.
  { series: "operating_margin", num: "operating_profit", per: ["operating_revenue", "revenue"], scale: 100, unit: "%" },
  { series: "debt_ratio", num: "total_liabilities", per: ["total_assets"], scale: 100, unit: "%" },
  // 净现比 of a quarter's cumulative figures too ("一季度经营现金流约为同期归母净利润的0.33倍").
  { series: "cash_coverage", num: "operating_cash_flow", per: ["net_profit"], scale: 1, unit: "倍" },
];

/**
 * Static valuation from the last close (price facts) and the newest annual report public by asOf: 静态市盈率 = close /
 * 基本每股收益, 市净率 = close / 每股净资产, dated by the last bar. Used where no PE/PB reading is stored, and only
 * from the current report or the one before it (writers quote last year's EPS while the new one is not stored, and
 * say so): a 2026 price over 2019's EPS is a multiple nobody quotes.
 */
const VALUATION: readonly { series: string; per: string }[] = [
  { series: "pe_static", per: "basic_eps" },
  { series: "pb_static", per: "bps" },
];

/**
 * 市净率 on the newest reported 每股净资产 (MRQ: "PB≈0.85倍（2026Q1每股净资产44.90元）"), as vendors quote it: the last
 * close over a quarter-end BPS newer than the newest annual report's, dated by the last bar. Another reading of 市净率
 * beside the static one (metric-levels.ts lists it), never a replacement: writers quote either.
 */
const PB_MRQ = "pb_mrq";

function latestQuarterPb(facts: Facts, close: number, lastBar: string): FactPoint | null {
  const bps = facts.series.bps ?? [];
  const newest = bps.filter((p) => p.publicDate <= lastBar).at(-1);
  const annual = bps.filter((p) => p.publicDate <= lastBar && p.period.endsWith("-12-31")).at(-1);
  if (!newest || newest.value <= 0 || newest.period.endsWith("-12-31")) return null;
  if (annual && newest.period < annual.period) return null;
  return { period: lastBar, value: close / newest.value, unit: "倍", publicDate: lastBar };
}

export function withDerived(facts: Facts): Facts {
  const series = { ...facts.series };
  const market = facts.market;
  for (const v of market ? VALUATION : []) {
    const per = (facts.series[v.per] ?? []).filter((p) => p.period.endsWith("-12-31")).at(-1);
    if (!market || !per || per.value <= 0) continue;
    const current = currentAnnualYear(facts, market.lastBar);
    if (current === null || Number(per.period.slice(0, 4)) < current - 1) continue;
    const value = market.close / per.value;
    series[v.series] = [{ period: market.lastBar, value, unit: "倍", publicDate: market.lastBar }];
  }
  const mrq = market ? latestQuarterPb(facts, market.close, market.lastBar) : null;
  if (mrq) series[PB_MRQ] = [mrq];
  // The PEs of the last close's market value (valuation-now.ts): other readings of 市盈率 beside the close over an EPS,
  // which may lag a year the data holds the profit but not yet the EPS of.
  for (const [name, point] of Object.entries(valuationNow(facts))) if (!series[name]) series[name] = [point];
  // 总市值 at the last close ("以现价折算市值约6535亿元"): beside the snapshot's, which is of its own day.
  const capNow = marketCapNow(facts);
  if (capNow && !series[MARKET_CAP_NOW]) series[MARKET_CAP_NOW] = [capNow];
  for (const d of DERIVED) {
    const stored = series[d.series] ?? [];
    const num = facts.series[d.num] ?? [];
    const points: FactPoint[] = [...stored];
    const held = d.unheld ? (facts.series[d.unheld] ?? []) : [];
    for (const p of num) {
      if (stored.some((q) => q.period === p.period)) continue;
      if (held.some((q) => q.period === p.period)) continue;
      const per = d.per
        .map((s) => (facts.series[s] ?? []).find((q) => q.period === p.period))
        .find((q) => q && q.value !== 0);
      if (!per) continue;
      const publicDate = p.publicDate > per.publicDate ? p.publicDate : per.publicDate;
      points.push({ period: p.period, value: (p.value / per.value) * d.scale, unit: d.unit, publicDate });
    }
    if (points.length > 0) series[d.series] = points.sort((a, b) => (a.period < b.period ? -1 : 1));
  }
  return { ...facts, series };
}
