import { type Category, type Dimension, METRICS, type MetricKey } from "../../domain/metric-catalog";

/**
 * Which side of the debate a chunk feeds (seed 000 §5.2: bulls get growth figures, bears get risk figures) and which
 * FinDebate analyst reads it (seed 001). The catalogue gives each metric's default; a change can override it,
 * because a revenue decline is a bear's argument even though revenue is a "growth" metric.
 */
export interface Classification {
  category: Category;
  dimension: Dimension;
}

export type DerivedIndicator =
  | "yoy"
  | "gross_margin"
  | "gross_margin_trend"
  | "ocf_to_profit"
  | "debt_ratio"
  | "debt_ratio_trend"
  | "ar_days"
  | "ar_days_trend"
  | "goodwill_to_equity"
  | "inventory_vs_revenue"
  | "capex_intensity";

export type ChunkSignal =
  /** `change`: the source's YoY in %, or the change against the previous annual period; null when unknown. */
  | { kind: "metric"; metric: MetricKey; change: number | null }
  /** `value` is the indicator itself; `change` its move against the previous year or across the trend window. */
  | { kind: "derived"; indicator: DerivedIndicator; metric?: MetricKey; value: number; change: number | null }
  /** Titles carry the signal; body text is boilerplate-heavy (risk disclaimers appear in good news too). */
  | { kind: "announcement"; title: string; category?: string }
  /** Returns in %: `return60` over sixty trading days; `drawdown` from the 52-week high (<= 0). */
  | { kind: "quote"; view: "month_end"; return60: number | null }
  | { kind: "quote"; view: "valuation" }
  | { kind: "quote"; view: "range"; drawdown: number };

/** A margin or ratio moving by less than this many percentage points is "stable", not a signal either way. */
const TREND_THRESHOLD_POINTS = 0.5;
/** Goodwill above this share of parent equity is an impairment risk worth a bear's attention. */
const GOODWILL_RISK_SHARE = 10;
/** Inventory growing this many points faster than revenue suggests stock piling up. */
const INVENTORY_GAP_POINTS = 10;
/** A 52-week drawdown at least this deep (in %) is a market risk. */
const DRAWDOWN_RISK = -20;
/** A sixty-day move at least this large (in %) is momentum one side can cite. */
const MOMENTUM_POINTS = 10;

/** Ordered: the first rule whose pattern matches decides, so exceptions come before the broad words. */
const ANNOUNCEMENT_RULES: { pattern: RegExp; category: Category }[] = [
  { pattern: /不减持|终止减持|减持计划.*(终止|取消)/, category: "growth" },
  { pattern: /解除质押|质押解除|解押/, category: "neutral" },
  { pattern: /终止回购|回购.*终止|取消分红|不分红|不进行利润分配/, category: "risk" },
  {
    pattern: new RegExp(
      "减持|问询函|监管函|关注函|警示函|立案|处罚|诉讼|仲裁|质押|冻结|商誉减值|计提.*减值|" +
        "预亏|预减|首亏|亏损|违规|退市|风险提示|业绩下滑|下修",
    ),
    category: "risk",
  },
  {
    pattern: /回购|增持|分红|派息|现金红利|利润分配|权益分派|中标|预增|扩产|投产|产能|重大合同|签订.*合同/,
    category: "growth",
  },
];

function classifyAnnouncement(title: string, category?: string): Category {
  const subject = `${title} ${category ?? ""}`;
  return ANNOUNCEMENT_RULES.find((r) => r.pattern.test(subject))?.category ?? "neutral";
}

/** +1 when up is good, -1 when up is bad, 0 when a move says nothing by itself. */
function goodDirection(metric: MetricKey): -1 | 0 | 1 {
  const def = METRICS[metric];
  if ("higherIsWorse" in def && def.higherIsWorse) return -1;
  if (def.category === "growth" || metric === "operating_cash_flow") return 1;
  return 0;
}

/**
 * Better -> growth, worse -> risk, a move within `threshold` -> neutral; an improving risk metric is merely neutral,
 * not a bull argument by itself. Without a change the catalogue default stands.
 */
function byChange(metric: MetricKey, change: number | null, threshold = 0): Category {
  const def = METRICS[metric];
  const direction = goodDirection(metric);
  if (change === null || direction === 0) return def.category;
  if (Math.abs(change) <= threshold) return "neutral";
  const better = change * direction > 0;
  if (better) return def.category === "risk" ? "neutral" : "growth";
  return "risk";
}

export function classifyMetric(metric: MetricKey, change: number | null): Classification {
  return { category: byChange(metric, change), dimension: METRICS[metric].dimension };
}

function classifyDerived(s: Extract<ChunkSignal, { kind: "derived" }>): Classification {
  switch (s.indicator) {
    case "yoy": {
      const metric = s.metric ?? "revenue";
      return { category: byChange(metric, s.value), dimension: METRICS[metric].dimension };
    }
    case "gross_margin":
      return {
        category: s.change === null ? "neutral" : byChange("gross_margin", s.change, TREND_THRESHOLD_POINTS),
        dimension: "earnings",
      };
    case "gross_margin_trend":
      return { category: byChange("gross_margin", s.change, TREND_THRESHOLD_POINTS), dimension: "earnings" };
    case "ocf_to_profit":
      return s.value < 1 ? { category: "risk", dimension: "risk" } : { category: "neutral", dimension: "earnings" };
    case "debt_ratio":
      return {
        category: s.change === null ? "neutral" : byChange("debt_ratio", s.change, TREND_THRESHOLD_POINTS),
        dimension: "risk",
      };
    case "debt_ratio_trend":
      return { category: byChange("debt_ratio", s.change, TREND_THRESHOLD_POINTS), dimension: "risk" };
    case "ar_days":
      // Under one day of movement is rounding noise for an end-of-year balance.
      return { category: s.change === null ? "neutral" : byChange("ar_days", s.change, 1), dimension: "risk" };
    case "ar_days_trend":
      return { category: byChange("ar_days", s.change, 1), dimension: "risk" };
    case "goodwill_to_equity":
      return { category: s.value >= GOODWILL_RISK_SHARE ? "risk" : "neutral", dimension: "risk" };
    case "inventory_vs_revenue":
      return { category: s.value >= INVENTORY_GAP_POINTS ? "risk" : "neutral", dimension: "risk" };
    case "capex_intensity":
      // Rising investment intensity is capacity being built (a bull's 在建产能); flat or falling says little.
      return { category: s.change !== null && s.change > 0 ? "growth" : "neutral", dimension: "earnings" };
  }
}

function classifyQuote(s: Extract<ChunkSignal, { kind: "quote" }>): Classification {
  switch (s.view) {
    case "valuation":
      return { category: "neutral", dimension: "valuation" };
    case "range":
      return { category: s.drawdown <= DRAWDOWN_RISK ? "risk" : "neutral", dimension: "market" };
    case "month_end": {
      const r = s.return60;
      const category: Category =
        r === null ? "neutral" : r >= MOMENTUM_POINTS ? "growth" : r <= -MOMENTUM_POINTS ? "risk" : "neutral";
      return { category, dimension: "market" };
    }
  }
}

export function classifyChunk(signal: ChunkSignal): Classification {
  switch (signal.kind) {
    case "metric":
      return classifyMetric(signal.metric, signal.change);
    case "derived":
      return classifyDerived(signal);
    case "announcement":
      return { category: classifyAnnouncement(signal.title, signal.category), dimension: "sentiment" };
    case "quote":
      return classifyQuote(signal);
  }
}
