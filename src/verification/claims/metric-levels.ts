import { entry, type LexiconEntry } from "./metric-types";

/** The months that end a report period (一季度, 上半年, 前三季度, the year): a balance "at 6月末" is that period's. */
export const QUARTER_END_MONTHS = ["3", "6", "9", "12", "三", "六", "九", "十二"] as const;

/**
 * Cash named bare beside its figure ("现金516.91亿元", "账上仍有516.91亿元现金") is the cash held, written as the table
 * names it (账上现金). Not a flow, a payout or a payment: 现金流, 现金分红, 派发现金, 支付的现金 are other lines.
 */
export const CASH_SPELLINGS: readonly (readonly [RegExp, string])[] = [
  // Only where 现金 opens its words (a clause, a list item, after a year): "分红付息现金141亿元" names a payout line.
  [/(?<=^|[，,。；;：:、|\s]|\d年)现金(?=\s*(?:约|近|超|仅|只有|为|达)?\s*\d+(?:\.\d+)?\s*(?:万亿|亿))/g, "账上现金"],
  [
    /(?:有|握有|持有|拥有|趴着)\s*((?:约|近|超)?\s*\d+(?:\.\d+)?\s*(?:万亿|亿)元?)\s*(?:的)?\s*现金(?![流分红等])/g,
    "有账上现金$1",
  ],
];

/**
 * Lexicon entries of the balance sheet (assets, liabilities, working capital), valuation and the technical readings:
 * how writers name each and which stored series hold it.
 */
export const LEVEL_METRICS = {
  total_assets: entry({
    label: "总资产",
    aliases: ["总资产", "资产总额", "资产规模"],
    // "负债增速6.9%慢于资产增速12.8%", "增速慢于资产端": the balance sheet's assets beside its liabilities.
    weakAliases: ["资产"],
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
    // The balance sheet's own line: 归属于母公司所有者权益 (母公司所有者权益 as analysts shorten it).
    aliases: ["归母股东权益", "归母净资产", "归属于母公司所有者权益", "母公司所有者权益", "股东权益", "净资产"],
    series: ["parent_equity"],
    kind: "amount",
    polarity: 1,
    dimension: "risk",
    topic: "leverage",
  }),
  cash: entry({
    label: "货币资金",
    // "年末现金754亿", "6月末现金", "一季度末现金": cash at a report period's end or on hand is the cash held, not a
    // flow (现金流 is a longer name). Only a quarter's last month (3/6/9/12月末) ends a report period: "4月末现金"
    // or a bare "季末现金" names no period the data holds.
    aliases: [
      "货币资金",
      "账上现金",
      "现金储备",
      "年末现金",
      "期末现金",
      "年底现金",
      ...QUARTER_END_MONTHS.flatMap((m) => [`${m}月末现金`, `${m}月底现金`]),
      "季度末现金",
      "半年末现金",
      "在手现金",
      "账面现金",
      "现金余额",
    ],
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
    reportPeriod: true,
  }),
  pe_ttm: entry({
    label: "市盈率(TTM)",
    aliases: ["市盈率(TTM)", "静态市盈率", "市盈率", "PE(TTM)", "静态PE", "PE", "估值"],
    series: ["pe_ttm", "pe_static", "pe_ttm_close", "pe_static_cap", "pe_stated", "pe_snapshot"],
    kind: "multiple",
    polarity: 0,
    dimension: "valuation",
    topic: "valuation",
  }),
  pb: entry({
    label: "市净率",
    aliases: ["市净率", "PB"],
    series: ["pb", "pb_mrq", "pb_static"],
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
