import { METRICS, type MetricKey } from "../domain/metric-catalog";
import { METRIC_LEXICON, findMetrics } from "../verification/claims/metric-lexicon";
import type { DebaterRole, EvidenceItem } from "../debate/debate-types";
import { type Family, familyOfDimension, METRIC_FAMILY } from "./families";
import { type Fragment, fragmentOf } from "./fragments";

/**
 * Reading one evidence item: its metric, family, main level and stated move, its claim fragment, and how hard it
 * pushes each side (the bull's and the bear's strength, discounted for older reports).
 */

/**
 * +1: a rise is good news for the company; -1: bad news; 0: a rise says nothing by itself (costs, cash flows of
 * investment and financing, valuation multiples). The claim checker's polarity table is the one definition.
 */
function polarity(metric: MetricKey): -1 | 0 | 1 {
  const claimMetric = findMetrics(METRICS[metric].label)[0]?.metric;
  return claimMetric === undefined ? 0 : METRIC_LEXICON[claimMetric].polarity;
}

/**
 * Longest catalogue labels first, so "扣非归母净利润" is not read as "归母净利润"; derived indicators add a few names.
 */
const LABELS = [
  ...(Object.keys(METRICS) as MetricKey[]).map((key) => ({ key, label: METRICS[key].label as string })),
  { key: "capex" as const, label: "资本开支" },
  { key: "operating_cash_flow" as const, label: "经营现金流" },
].sort((a, b) => b.label.length - a.label.length);

/** Figures that state a move rather than a level: YoY, trend changes, price returns and drawdowns. */
const CHANGE_LABEL = /同比|增长率|增速|变动|变化|涨跌幅|涨幅|回撤|yoy/i;

type Special = "ocf_coverage" | "goodwill_share" | null;

export interface Reading {
  item: EvidenceItem;
  metric: MetricKey | null;
  special: Special;
  family: Family;
  /** The item's main level figure, in its stated unit. */
  level: number | null;
  /** The item's first stated move (YoY in %, a trend change, a price return), when it states one. */
  change: number | null;
  /** Strength for each side; > 0 means the side can argue from it. */
  strength: Record<DebaterRole, number>;
  fragment: Fragment;
}

function metricOf(label: string): MetricKey | null {
  return LABELS.find((l) => label.includes(l.label))?.key ?? null;
}

function specialOf(label: string, unit: string): Special {
  if (label.includes("现金流") && label.includes("利润") && unit === "倍") return "ocf_coverage";
  if (label.includes("商誉") && label.includes("/") && unit === "%") return "goodwill_share";
  return null;
}

export function read(item: EvidenceItem, latestYear: number): Reading {
  const changes = item.figures.filter((f) => CHANGE_LABEL.test(f.label));
  const levels = item.figures.filter((f) => !CHANGE_LABEL.test(f.label));
  const specialFigure = levels.find((f) => specialOf(f.label, f.unit) !== null);
  const special = specialFigure === undefined ? null : specialOf(specialFigure.label, specialFigure.unit);
  const main = specialFigure ?? levels[0];
  const metric =
    (main === undefined ? null : metricOf(main.label)) ??
    (changes[0] === undefined ? null : metricOf(changes[0].label));
  const family: Family =
    special === "ocf_coverage"
      ? "cash"
      : special === "goodwill_share"
        ? "goodwill"
        : metric !== null
          ? METRIC_FAMILY[metric]
          : item.dimension === "market"
            ? "market"
            : item.figures.length === 0
              ? "event"
              : familyOfDimension(item.dimension);
  const reading: Reading = {
    item,
    metric,
    special,
    family,
    level: main?.value ?? null,
    change: changes[0]?.value ?? null,
    strength: { bull: 0, bear: 0 },
    fragment: fragmentOf(item.text),
  };
  const recency = recencyWeight(item, latestYear);
  reading.strength = {
    bull: round2(bullStrength(reading) * recency),
    bear: round2(bearStrength(reading) * recency),
  };
  return reading;
}

/** Newer reports speak more to the present: each year older than the newest item costs 15%. */
function recencyWeight(item: EvidenceItem, latestYear: number): number {
  const year = yearOf(item);
  if (year === null) return 1;
  return Math.max(0.55, 1 - 0.15 * (latestYear - year));
}

export function yearOf(item: EvidenceItem): number | null {
  const m = /^(\d{4})/.exec(item.period ?? item.publicDate);
  return m?.[1] === undefined ? null : Number(m[1]);
}

/** Direction of the change for the company: > 0 good news, < 0 bad news. */
export function goodness(r: Reading): number {
  if (r.change === null) return 0;
  if (r.metric !== null) return polarity(r.metric) * r.change;
  // Price returns and drawdowns: up is good news, a drawdown is already negative.
  return r.family === "market" ? r.change : 0;
}

/**
 * Scores for how hard an item pushes each side. A stated move dominates (a bull is growth-oriented, a bear hunts
 * deterioration): 2 points plus 1 per 5% of change, capped at 60%. Moves under one percent (or point) are noise.
 * Levels add less: a wide margin, a high ROE, cash flow covering profit, or for the bear a high debt ratio,
 * goodwill share or valuation.
 */
function moveScore(magnitude: number): number {
  return magnitude < 1 ? 0 : 2 + Math.min(magnitude, 60) / 5;
}

function bullStrength(r: Reading): number {
  if (r.family === "event") return r.item.category === "growth" ? 1 : 0;
  const good = goodness(r);
  let s = good > 0 ? moveScore(good) : -moveScore(-good);
  const v = r.level;
  if (v !== null) {
    if (r.special === "ocf_coverage") s += v >= 1 ? 1 + Math.min(v - 1, 1) * 3 : -2;
    else if (r.special === "goodwill_share") s += v < 5 ? 0.5 : -1;
    else if (r.metric === "gross_margin" || r.metric === "net_margin") s += v >= 30 ? 1 + (v - 30) / 40 : 0;
    else if (r.metric === "roe") s += v >= 15 ? 1 + Math.min(v - 15, 30) / 15 : 0;
    else if (r.metric === "debt_ratio") s += v < 40 ? (40 - v) / 20 : -1;
    else if (r.metric === "contract_liabilities" || r.metric === "cash") s += 0.5;
  }
  // Without a stated move the classifier's category (set from the prior-year comparison) is the signal.
  if (r.item.category === "growth") s += r.change === null ? 1 : 0.5;
  if (r.item.category === "risk" && good <= 0) s -= 1;
  return Math.max(0, s);
}

function bearStrength(r: Reading): number {
  if (r.family === "event") return r.item.category === "risk" ? 1.5 : 0;
  const good = goodness(r);
  let s = good < 0 ? moveScore(-good) : -moveScore(good);
  const v = r.level;
  if (v !== null) {
    if (r.special === "ocf_coverage") s += v < 1 ? 1 + (1 - Math.max(v, 0)) * 5 : -2;
    else if (r.special === "goodwill_share") s += 0.5 + Math.min(v, 50) / 5;
    else if (r.metric === "debt_ratio") s += v >= 50 ? 1 + (v - 50) / 10 : 0;
    else if (r.metric === "pe_ttm") s += v >= 25 ? 1 + Math.min(v - 25, 75) / 20 : 0;
    else if (r.metric === "pb") s += v >= 5 ? 1 + Math.min(v - 5, 20) / 5 : 0;
  }
  if (r.item.category === "risk") s += r.change === null ? 1 : 0.5;
  if (r.item.category === "growth" && good >= 0) s -= 1;
  return Math.max(0, s);
}

/** Stronger evidence, more confidence; kept inside [0.35, 0.95] because no single figure settles a debate. */
export function confidenceOf(strength: number): number {
  return round2(Math.min(0.95, Math.max(0.35, 0.45 + strength * 0.06)));
}

function round2(n: number): number {
  return Math.round(n * 100) / 100;
}

export function latestYearOf(items: readonly EvidenceItem[]): number {
  return items.reduce((max, item) => Math.max(max, yearOf(item) ?? 0), 0);
}
