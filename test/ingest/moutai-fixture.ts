import type { MetricInput } from "../../src/ingest/ingest-payload";
import type { MetricKey, Unit } from "../../src/domain/metric-catalog";

/**
 * 贵州茅台 (600519) annual figures FY2022-FY2024 exactly as Eastmoney F10 publishes them
 * (reference files em_f10_income_annual_600519_600028_600036.csv and em_f10_600519_annual_balance_cashflow.csv).
 */
export const MOUTAI = { code: "600519", name: "贵州茅台" };
export const EM = "东方财富F10";

const DISCLOSED: Record<string, string> = {
  "2024-12-31": "2025-04-03",
  "2023-12-31": "2024-04-03",
  "2022-12-31": "2023-03-31",
};

export function metric(period: string, key: MetricKey, value: number, extra: Partial<MetricInput> = {}): MetricInput {
  const unit: Unit = key === "basic_eps" ? "元/股" : "元";
  return {
    ticker: "600519",
    period,
    metric: key,
    value,
    unit,
    yoy: null,
    source: EM,
    disclosureDate: DISCLOSED[period] ?? period,
    ...extra,
  };
}

const FIGURES: Record<string, Partial<Record<MetricKey, number>>> = {
  "2024-12-31": {
    revenue: 174144069958.25,
    operating_revenue: 170899152276.34,
    operating_cost: 13789482367.98,
    net_profit: 86228146421.62,
    deducted_net_profit: 86240905977.42,
    basic_eps: 68.64,
    total_assets: 298944579918.7,
    total_liabilities: 56933264798.1,
    parent_equity: 233105984399.47,
    accounts_receivable: 18974192.75,
    inventory: 54343285157.47,
    operating_cash_flow: 92463692168.43,
    capex: 4678712053.56,
  },
  "2023-12-31": {
    revenue: 150560330316.45,
    operating_revenue: 147693604994.14,
    operating_cost: 11867273851.78,
    net_profit: 74734071550.75,
    deducted_net_profit: 74752564425.52,
    basic_eps: 59.49,
    total_assets: 272699660092.25,
    total_liabilities: 49043190797.43,
    parent_equity: 215668571607.43,
    accounts_receivable: 60373410.41,
    inventory: 46435185061.53,
    operating_cash_flow: 66593247721.09,
    capex: 2619755888.79,
  },
  "2022-12-31": {
    revenue: 127553959355.97,
    operating_revenue: 124099843771.99,
    operating_cost: 10093468616.63,
    net_profit: 62717467870.12,
    deducted_net_profit: 62792896829.57,
    basic_eps: 49.93,
    total_assets: 254500826096.02,
    total_liabilities: 49562744832.16,
    parent_equity: 197480041239.46,
    accounts_receivable: 20937144.0,
    inventory: 38824374236.24,
    operating_cash_flow: 36698595830.03,
    capex: 5306546416.54,
  },
};

export const moutaiMetrics = (): MetricInput[] =>
  Object.entries(FIGURES).flatMap(([period, values]) =>
    Object.entries(values).map(([key, value]) => metric(period, key as MetricKey, value)),
  );
