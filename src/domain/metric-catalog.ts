import { z } from "zod";

/** Evidence category (seed 000 §3.2/§5.2): what side of the debate a figure feeds. */
export const Category = z.enum(["growth", "risk", "neutral"]);
export type Category = z.infer<typeof Category>;

/** FinDebate analyst dimension (seed 001). */
export const Dimension = z.enum(["earnings", "market", "sentiment", "valuation", "risk"]);
export type Dimension = z.infer<typeof Dimension>;

/** Units are stored in base form: amounts in 元, ratios in %, periods in 天. */
export const Unit = z.enum(["元", "%", "天", "元/股", "倍"]);
export type Unit = z.infer<typeof Unit>;

export interface MetricDef {
  label: string;
  unit: Unit;
  category: Category;
  dimension: Dimension;
  /** Higher is worse (debt ratio, AR days): flips the sign used when classifying a change. */
  higherIsWorse?: boolean;
  /** A growth rate a report printed for this level, stored where the level is not: its value is the change itself. */
  rateOf?: string;
}

export const METRICS = {
  revenue: { label: "营业总收入", unit: "元", category: "growth", dimension: "earnings" },
  operating_revenue: { label: "营业收入", unit: "元", category: "growth", dimension: "earnings" },
  /**
   * The growth rate a report prints for 营业收入 where the data holds no level of the period (src/sample/README.md):
   * the only fact of that period's revenue, never a level.
   */
  operating_revenue_growth: {
    label: "营业收入同比增长率",
    unit: "%",
    category: "growth",
    dimension: "earnings",
    rateOf: "operating_revenue",
  },
  operating_cost: { label: "营业成本", unit: "元", category: "neutral", dimension: "earnings" },
  research_expense: { label: "研发费用", unit: "元", category: "growth", dimension: "earnings" },
  selling_expense: { label: "销售费用", unit: "元", category: "neutral", dimension: "earnings" },
  admin_expense: { label: "管理费用", unit: "元", category: "neutral", dimension: "earnings" },
  operating_profit: { label: "营业利润", unit: "元", category: "growth", dimension: "earnings" },
  total_profit: { label: "利润总额", unit: "元", category: "growth", dimension: "earnings" },
  net_income: { label: "净利润(含少数股东损益)", unit: "元", category: "growth", dimension: "earnings" },
  net_profit: { label: "归母净利润", unit: "元", category: "growth", dimension: "earnings" },
  deducted_net_profit: { label: "扣非归母净利润", unit: "元", category: "growth", dimension: "earnings" },
  basic_eps: { label: "基本每股收益", unit: "元/股", category: "growth", dimension: "earnings" },
  gross_margin: { label: "销售毛利率", unit: "%", category: "growth", dimension: "earnings" },
  net_margin: { label: "销售净利率", unit: "%", category: "growth", dimension: "earnings" },
  roe: { label: "净资产收益率(加权)", unit: "%", category: "growth", dimension: "earnings" },
  operating_cash_flow: { label: "经营活动现金流量净额", unit: "元", category: "neutral", dimension: "earnings" },
  investing_cash_flow: { label: "投资活动现金流量净额", unit: "元", category: "neutral", dimension: "earnings" },
  financing_cash_flow: { label: "筹资活动现金流量净额", unit: "元", category: "neutral", dimension: "earnings" },
  dividends_interest_paid: {
    label: "分配股利、利润或偿付利息支付的现金",
    unit: "元",
    category: "neutral",
    dimension: "earnings",
  },
  capex: { label: "购建长期资产支付的现金", unit: "元", category: "growth", dimension: "earnings" },
  total_assets: { label: "总资产", unit: "元", category: "neutral", dimension: "risk" },
  total_liabilities: { label: "总负债", unit: "元", category: "risk", dimension: "risk", higherIsWorse: true },
  parent_equity: { label: "归母股东权益", unit: "元", category: "neutral", dimension: "risk" },
  debt_ratio: { label: "资产负债率", unit: "%", category: "risk", dimension: "risk", higherIsWorse: true },
  cash: { label: "货币资金", unit: "元", category: "neutral", dimension: "risk" },
  accounts_receivable: { label: "应收账款", unit: "元", category: "risk", dimension: "risk", higherIsWorse: true },
  ar_days: { label: "应收账款周转天数", unit: "天", category: "risk", dimension: "risk", higherIsWorse: true },
  inventory: { label: "存货", unit: "元", category: "risk", dimension: "risk", higherIsWorse: true },
  goodwill: { label: "商誉", unit: "元", category: "risk", dimension: "risk", higherIsWorse: true },
  contract_liabilities: { label: "合同负债", unit: "元", category: "growth", dimension: "earnings" },
  bps: { label: "每股净资产", unit: "元/股", category: "neutral", dimension: "valuation" },
  ocf_per_share: { label: "每股经营现金流", unit: "元/股", category: "neutral", dimension: "earnings" },
  pe_ttm: { label: "市盈率(TTM)", unit: "倍", category: "neutral", dimension: "valuation" },
  pb: { label: "市净率", unit: "倍", category: "neutral", dimension: "valuation" },
  market_cap: { label: "总市值", unit: "元", category: "neutral", dimension: "valuation" },
} as const satisfies Record<string, MetricDef>;

export type MetricKey = keyof typeof METRICS;
export const MetricKey = z.enum(Object.keys(METRICS) as [MetricKey, ...MetricKey[]]);
