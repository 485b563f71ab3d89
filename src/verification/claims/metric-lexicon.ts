import { METRICS } from "../../ingest/figures/metric-catalog";

/**
 * The metric lexicon of the claim checker: how analysts and models name a metric, which stored series stand for it,
 * what kind of quantity it is and which direction is favourable. One table; the checker has no per-company rule.
 */

/** amount: 元, changes read in % · ratio: a level in %, changes read in percentage points · days · multiple (倍) · index (RSI). */
export type MetricKind = "amount" | "ratio" | "days" | "multiple" | "index";
/** +1: up is favourable (毛利率) · −1: up is adverse (资产负债率, 应收/存货) · 0: neither (估值, 资本开支). */
export type Polarity = 1 | -1 | 0;
export type Topic =
  | "scale"
  | "cost"
  | "profit"
  | "profitability"
  | "cashflow"
  | "leverage"
  | "working_capital"
  | "assets_quality"
  | "valuation"
  | "technical";

export interface LexiconEntry {
  /** The name a reason shows ("资产负债率"). */
  label: string;
  /** How writers name it; matched longest first over the whole table. */
  aliases: readonly string[];
  /** Only when the clause names nothing else and no clause before it named a metric ("负债扩张" alone). */
  weakAliases?: readonly string[];
  /** Fact series that hold it, preferred first (营业收入 falls back to 营业总收入 where only that is stored). */
  series: readonly string[];
  kind: MetricKind;
  polarity: Polarity;
  /** The FinDebate dimension, for rebuttal relevance. */
  dimension: "earnings" | "market" | "valuation" | "risk";
  /** What a rebuttal must stay on: a cash-flow point is not answered by revenue, though both are "earnings". */
  topic: Topic;
}

const entry = (e: LexiconEntry): LexiconEntry => e;

export const METRIC_LEXICON = {
  revenue: entry({
    label: "营业总收入",
    aliases: ["营业总收入", "总营收", "营收", "收入规模", "收入"],
    series: ["revenue", "operating_revenue"],
    kind: "amount",
    polarity: 1,
    dimension: "earnings",
    topic: "scale",
  }),
  operating_revenue: entry({
    label: "营业收入",
    aliases: ["营业收入"],
    series: ["operating_revenue", "revenue"],
    kind: "amount",
    polarity: 1,
    dimension: "earnings",
    topic: "scale",
  }),
  operating_cost: entry({
    label: "营业成本",
    aliases: ["营业成本"],
    series: ["operating_cost"],
    kind: "amount",
    polarity: 0,
    dimension: "earnings",
    topic: "cost",
  }),
  research_expense: entry({
    label: "研发费用",
    aliases: ["研发费用", "研发投入", "研发支出"],
    series: ["research_expense"],
    kind: "amount",
    polarity: 1,
    dimension: "earnings",
    topic: "cost",
  }),
  selling_expense: entry({
    label: "销售费用",
    aliases: ["销售费用"],
    series: ["selling_expense"],
    kind: "amount",
    polarity: 0,
    dimension: "earnings",
    topic: "cost",
  }),
  admin_expense: entry({
    label: "管理费用",
    aliases: ["管理费用"],
    series: ["admin_expense"],
    kind: "amount",
    polarity: 0,
    dimension: "earnings",
    topic: "cost",
  }),
  operating_profit: entry({
    label: "营业利润",
    aliases: ["营业利润"],
    series: ["operating_profit"],
    kind: "amount",
    polarity: 1,
    dimension: "earnings",
    topic: "profit",
  }),
  total_profit: entry({
    label: "利润总额",
    aliases: ["利润总额"],
    series: ["total_profit"],
    kind: "amount",
    polarity: 1,
    dimension: "earnings",
    topic: "profit",
  }),
  deducted_net_profit: entry({
    label: "扣非归母净利润",
    aliases: ["扣非归母净利润", "扣非净利润", "扣非后净利润", "扣非利润"],
    series: ["deducted_net_profit"],
    kind: "amount",
    polarity: 1,
    dimension: "earnings",
    topic: "profit",
  }),
  net_profit: entry({
    label: "归母净利润",
    aliases: ["归母净利润", "归属于母公司股东的净利润", "归母利润", "净利润", "净利", "盈利规模"],
    weakAliases: ["利润"],
    series: ["net_profit", "net_income"],
    kind: "amount",
    polarity: 1,
    dimension: "earnings",
    topic: "profit",
  }),
  basic_eps: entry({
    label: "基本每股收益",
    aliases: ["基本每股收益", "每股收益", "EPS"],
    series: ["basic_eps"],
    kind: "amount",
    polarity: 1,
    dimension: "earnings",
    topic: "profit",
  }),
  gross_margin: entry({
    label: "销售毛利率",
    aliases: ["销售毛利率", "毛利率"],
    series: ["gross_margin"],
    kind: "ratio",
    polarity: 1,
    dimension: "earnings",
    topic: "profitability",
  }),
  // Derived where both are stored (derived-series.ts): 归母净利润 / 营业总收入, not the stored 销售净利率.
  parent_net_margin: entry({
    label: "归母净利率",
    aliases: ["归母净利率", "归母净利润率"],
    series: ["parent_net_margin"],
    kind: "ratio",
    polarity: 1,
    dimension: "earnings",
    topic: "profitability",
  }),
  net_margin: entry({
    label: "销售净利率",
    aliases: ["销售净利率", "净利率"],
    series: ["net_margin"],
    kind: "ratio",
    polarity: 1,
    dimension: "earnings",
    topic: "profitability",
  }),
  roe: entry({
    label: "净资产收益率",
    aliases: ["净资产收益率", "ROE"],
    series: ["roe"],
    kind: "ratio",
    polarity: 1,
    dimension: "earnings",
    topic: "profitability",
  }),
  cash_coverage: entry({
    label: "经营现金流/归母净利润",
    aliases: [
      "经营现金流/归母净利润",
      "经营现金流/净利润",
      "经营活动现金流/净利润",
      "净现比",
      "净利润现金含量",
      "利润现金含量",
      "利润含金量",
      "盈利含金量",
      "现金含量",
      "含金量",
    ],
    series: ["cash_coverage"],
    kind: "multiple",
    polarity: 1,
    dimension: "earnings",
    topic: "cashflow",
  }),
  // A per-share figure is its own metric: 每股经营现金流 is not 经营现金流 (longest alias first).
  ocf_per_share: entry({
    label: "每股经营现金流",
    aliases: ["每股经营活动现金流量净额", "每股经营现金流", "每股经营性现金流", "每股经营活动现金流"],
    series: ["ocf_per_share"],
    kind: "amount",
    polarity: 1,
    dimension: "earnings",
    topic: "cashflow",
  }),
  operating_cash_flow: entry({
    label: "经营活动现金流量净额",
    aliases: [
      "经营活动现金流量净额",
      "经营活动产生的现金流量净额",
      "经营活动现金流",
      "经营性现金流",
      "经营现金流",
      "经营净现金流",
      "OCF",
    ],
    series: ["operating_cash_flow"],
    kind: "amount",
    polarity: 1,
    dimension: "earnings",
    topic: "cashflow",
  }),
  investing_cash_flow: entry({
    label: "投资活动现金流量净额",
    aliases: ["投资活动现金流量净额", "投资活动现金流", "投资现金流"],
    series: ["investing_cash_flow"],
    kind: "amount",
    polarity: 0,
    dimension: "earnings",
    topic: "cashflow",
  }),
  financing_cash_flow: entry({
    label: "筹资活动现金流量净额",
    aliases: ["筹资活动现金流量净额", "筹资活动现金流", "筹资现金流"],
    series: ["financing_cash_flow"],
    kind: "amount",
    polarity: 0,
    dimension: "earnings",
    topic: "cashflow",
  }),
  dividends_interest_paid: entry({
    label: "分配股利、利润或偿付利息支付的现金",
    aliases: [
      "分配股利、利润或偿付利息支付的现金",
      "分配股利、利润及偿付利息支付的现金",
      "分配股利及偿付利息支付的现金",
      "分配股利和偿付利息支付的现金",
      "分红及付息现金",
      "分红付息",
    ],
    series: ["dividends_interest_paid"],
    kind: "amount",
    polarity: 0,
    dimension: "earnings",
    topic: "cashflow",
  }),
  capex: entry({
    label: "资本开支",
    aliases: ["购建长期资产支付的现金", "资本开支", "资本性支出", "capex"],
    series: ["capex"],
    kind: "amount",
    polarity: 0,
    dimension: "earnings",
    topic: "cashflow",
  }),
  total_assets: entry({
    label: "总资产",
    aliases: ["总资产", "资产总额", "资产规模"],
    series: ["total_assets"],
    kind: "amount",
    polarity: 0,
    dimension: "risk",
    topic: "leverage",
  }),
  debt_ratio: entry({
    label: "资产负债率",
    aliases: ["资产负债率", "负债率", "杠杆率"],
    series: ["debt_ratio"],
    kind: "ratio",
    polarity: -1,
    dimension: "risk",
    topic: "leverage",
  }),
  total_liabilities: entry({
    label: "总负债",
    aliases: ["总负债", "负债总额", "负债规模"],
    weakAliases: ["负债"],
    series: ["total_liabilities"],
    kind: "amount",
    polarity: -1,
    dimension: "risk",
    topic: "leverage",
  }),
  parent_equity: entry({
    label: "归母股东权益",
    aliases: ["归母股东权益", "归母净资产", "股东权益", "净资产"],
    series: ["parent_equity"],
    kind: "amount",
    polarity: 1,
    dimension: "risk",
    topic: "leverage",
  }),
  cash: entry({
    label: "货币资金",
    aliases: ["货币资金", "账上现金", "现金储备"],
    series: ["cash"],
    kind: "amount",
    polarity: 1,
    dimension: "risk",
    topic: "cashflow",
  }),
  ar_days: entry({
    label: "应收账款周转天数",
    aliases: ["应收账款周转天数", "应收周转天数", "回款周期"],
    series: ["ar_days"],
    kind: "days",
    polarity: -1,
    dimension: "risk",
    topic: "working_capital",
  }),
  accounts_receivable: entry({
    label: "应收账款",
    aliases: ["应收账款", "应收款"],
    series: ["accounts_receivable"],
    kind: "amount",
    polarity: -1,
    dimension: "risk",
    topic: "working_capital",
  }),
  inventory: entry({
    label: "存货",
    aliases: ["存货", "库存"],
    series: ["inventory"],
    kind: "amount",
    polarity: -1,
    dimension: "risk",
    topic: "working_capital",
  }),
  goodwill: entry({
    label: "商誉",
    aliases: ["商誉"],
    series: ["goodwill"],
    kind: "amount",
    polarity: -1,
    dimension: "risk",
    topic: "assets_quality",
  }),
  contract_liabilities: entry({
    label: "合同负债",
    aliases: ["合同负债", "预收款"],
    series: ["contract_liabilities"],
    kind: "amount",
    polarity: 1,
    dimension: "earnings",
    topic: "scale",
  }),
  bps: entry({
    label: "每股净资产",
    aliases: ["每股净资产", "BPS"],
    series: ["bps"],
    kind: "amount",
    polarity: 1,
    dimension: "valuation",
    topic: "valuation",
  }),
  pe_ttm: entry({
    label: "市盈率(TTM)",
    aliases: ["市盈率(TTM)", "静态市盈率", "市盈率", "PE(TTM)", "静态PE", "PE", "估值"],
    series: ["pe_ttm", "pe_static"],
    kind: "multiple",
    polarity: 0,
    dimension: "valuation",
    topic: "valuation",
  }),
  pb: entry({
    label: "市净率",
    aliases: ["市净率", "PB"],
    series: ["pb", "pb_static"],
    kind: "multiple",
    polarity: 0,
    dimension: "valuation",
    topic: "valuation",
  }),
  market_cap: entry({
    label: "总市值",
    aliases: ["总市值", "市值"],
    series: ["market_cap"],
    kind: "amount",
    polarity: 0,
    dimension: "valuation",
    topic: "valuation",
  }),
  rsi: entry({
    label: "RSI",
    aliases: ["RSI(14)", "RSI14", "RSI", "相对强弱指标"],
    series: ["rsi"],
    kind: "index",
    polarity: 0,
    dimension: "market",
    topic: "technical",
  }),
} as const satisfies Record<string, LexiconEntry>;

export type ClaimMetric = keyof typeof METRIC_LEXICON;

/**
 * Stored figure labels (chunk figures) → fact series: the catalogue's labels, plus the computed ratios the ingest
 * writes under their own names. Labels not here (changes, YoY, price windows) are not facts: the checker computes
 * changes from the levels itself.
 */
export const FIGURE_SERIES: ReadonlyMap<string, string> = new Map<string, string>([
  ...Object.entries(METRICS).map(([key, def]): [string, string] => [def.label, key]),
  ["经营现金流/归母净利润", "cash_coverage"],
  ["RSI(14)", "rsi"],
]);

/** Longest first; each alias upper-cased once here, since every point of every turn is searched for all of them. */
const ALIASES: readonly { alias: string; needle: string; latin: boolean; metric: ClaimMetric; weak: boolean }[] =
  Object.entries(METRIC_LEXICON)
    .flatMap(([metric, e]) => [
      ...e.aliases.map((alias) => ({ alias, metric: metric as ClaimMetric, weak: false })),
      ...((e as LexiconEntry).weakAliases ?? []).map((alias) => ({ alias, metric: metric as ClaimMetric, weak: true })),
    ])
    .sort((a, b) => b.alias.length - a.alias.length)
    .map((a) => ({ ...a, needle: a.alias.toUpperCase(), latin: /^[A-Z]/.test(a.alias.toUpperCase()) }));

export interface MetricMention {
  metric: ClaimMetric;
  index: number;
  end: number;
  weak: boolean;
}

/** Every metric named in a text, longest alias first, no overlaps, in reading order. */
export function findMetrics(text: string): MetricMention[] {
  const upper = text.toUpperCase();
  const taken: MetricMention[] = [];
  for (const a of ALIASES) {
    const { needle } = a;
    for (let i = upper.indexOf(needle); i >= 0; i = upper.indexOf(needle, i + 1)) {
      const end = i + needle.length;
      // Latin aliases stand alone ("PE" not inside "PEG"); Chinese ones need no boundary.
      if (a.latin && (/[A-Z]/.test(upper[i - 1] ?? "") || /[A-Z]/.test(upper[end] ?? ""))) continue;
      if (taken.some((t) => i < t.end && t.index < end)) continue;
      taken.push({ metric: a.metric, index: i, end, weak: a.weak });
    }
  }
  return taken.sort((a, b) => a.index - b.index);
}
