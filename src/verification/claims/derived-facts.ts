import type { FactPoint } from "./facts";

/**
 * Fact series the stored figures define without a vendor printing them, one definition each, computed where the facts
 * are built (facts.ts) so that every check and period view reads them like a stored series:
 * 自由现金流 = 经营活动现金流量净额 − 购建长期资产支付的现金 (capex), period by period where both are stored. A
 * point is public when both inputs are; a stored point of the same series would win (none is stored today).
 * 少数股东损益 = 净利润(含少数股东) − 归母净利润: "净利润767.86亿元，其中归母722.01亿元，少数股东分走约46亿元".
 */
export const FREE_CASH_FLOW = "free_cash_flow";
export const MINORITY_PROFIT = "minority_profit";

export const DIFFERENCES: readonly { series: string; from: string; less: string }[] = [
  { series: FREE_CASH_FLOW, from: "operating_cash_flow", less: "capex" },
  { series: MINORITY_PROFIT, from: "net_income", less: "net_profit" },
];

const later = (a: string, b: string): string => (a > b ? a : b);

/** The series with each derived difference added, oldest first; the input series are left as they are. */
export function withDerivedFacts(series: Record<string, FactPoint[]>): Record<string, FactPoint[]> {
  const out = { ...series };
  for (const d of DIFFERENCES) {
    const stored = series[d.series] ?? [];
    const less = new Map((series[d.less] ?? []).map((p) => [p.period, p]));
    const points: FactPoint[] = [...stored];
    for (const p of series[d.from] ?? []) {
      const q = less.get(p.period);
      if (!q || stored.some((s) => s.period === p.period)) continue;
      points.push({
        period: p.period,
        value: p.value - q.value,
        unit: p.unit,
        publicDate: later(p.publicDate, q.publicDate),
      });
    }
    if (points.length > 0) out[d.series] = points.sort((a, b) => (a.period < b.period ? -1 : 1));
  }
  return out;
}
