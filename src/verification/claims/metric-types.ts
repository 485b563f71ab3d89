/**
 * The shape of a metric lexicon entry (metric-lexicon.ts): what kind of quantity a metric is, which way is favourable,
 * which FinDebate dimension and rebuttal topic it belongs to.
 */

/**
 * amount: 元, changes read in % · ratio: a level in %, changes read in percentage points · days · multiple (倍) ·
 * index (RSI).
 */
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
  /**
   * Series of another definition writers give the same name (净利率 as 归母净利润 / 营收): a stated level of it passes,
   * but it is never shown, judged or changed over.
   */
  readings?: readonly string[];
  kind: MetricKind;
  polarity: Polarity;
  /** The FinDebate dimension, for rebuttal relevance. */
  dimension: "earnings" | "market" | "valuation" | "risk";
  /** What a rebuttal must stay on: a cash-flow point is not answered by revenue, though both are "earnings". */
  topic: Topic;
  /**
   * A report period's balance-sheet figure though read with valuations (每股净资产): a figure placed at a year
   * ("2025年末的43.43元") is that year-end's, which the facts may lack; another period's reading is not it.
   */
  reportPeriod?: boolean;
}

/** Typed at the table, kept literal in it (ClaimMetric is the tables' keys). */
export const entry = (e: LexiconEntry): LexiconEntry => e;

/** The multiples of a price over a report's figure (PE, PB), which a valuation reading names. */
export const PRICE_MULTIPLES: ReadonlySet<string> = new Set(["pe_ttm", "pb"]);
