import type { MetricKey } from "../domain/metric-catalog";

/** Metric families: rebuttals answer on the same family, openings spread over different ones. */
export type Family =
  | "scale"
  | "profitability"
  | "cash"
  | "leverage"
  | "working_capital"
  | "goodwill"
  | "valuation"
  | "costs"
  | "market"
  | "event";

export const FAMILY_LABEL: Record<Family, string> = {
  scale: "成长性",
  profitability: "盈利能力",
  cash: "现金流质量",
  leverage: "偿债与杠杆",
  working_capital: "营运资本",
  goodwill: "商誉",
  valuation: "估值",
  costs: "成本费用",
  market: "市场表现",
  event: "公司事件",
};

/** The family each catalogue metric argues on. */
export const METRIC_FAMILY: Record<MetricKey, Family> = {
  revenue: "scale",
  operating_revenue: "scale",
  operating_revenue_growth: "scale",
  operating_profit: "scale",
  total_profit: "scale",
  net_income: "scale",
  net_profit: "scale",
  deducted_net_profit: "scale",
  basic_eps: "scale",
  gross_margin: "profitability",
  net_margin: "profitability",
  roe: "profitability",
  operating_cash_flow: "cash",
  investing_cash_flow: "cash",
  financing_cash_flow: "cash",
  dividends_interest_paid: "cash",
  capex: "cash",
  ocf_per_share: "cash",
  cash: "cash",
  total_assets: "leverage",
  total_liabilities: "leverage",
  parent_equity: "leverage",
  debt_ratio: "leverage",
  accounts_receivable: "working_capital",
  ar_days: "working_capital",
  inventory: "working_capital",
  contract_liabilities: "working_capital",
  goodwill: "goodwill",
  bps: "valuation",
  pe_ttm: "valuation",
  pb: "valuation",
  market_cap: "valuation",
  operating_cost: "costs",
  selling_expense: "costs",
  admin_expense: "costs",
  research_expense: "costs",
};

/** The family of an item that names no catalogue metric, from its dimension alone. */
export function familyOfDimension(dimension: string): Family {
  if (dimension === "valuation") return "valuation";
  if (dimension === "risk") return "leverage";
  if (dimension === "earnings") return "scale";
  return "event";
}
