import { formatAmount } from "../../shared/number-format";
import { type FactPoint, type Facts, annualPoints } from "./facts";
import { type ClaimMetric, METRIC_LEXICON, type LexiconEntry } from "./metric-lexicon";
import type { Assertion } from "./parse-assertions";

/** What the checker reads off a series: the levels by period, the change into a period, the latest public period. */

/**
 * market/event: a price or announcement check (check-market.ts, check-events.ts) · scope: a clause no check could read
 * (a scenario, a quarter without data, a topic or metric the data lacks).
 */
export type CheckKind =
  | "number"
  | "direction"
  | "magnitude"
  | "comparison"
  | "recency"
  | "polarity"
  | "level"
  | "rebuttal"
  | "market"
  | "event"
  | "scope"
  // What a model stated as data (check-stated.ts), or the agreement of its prose with it.
  | "stated";

/** One check of a point: `ok: null` means the data cannot decide (未能核验); `reason` says why in Chinese. */
export interface ClaimCheck {
  kind: CheckKind;
  ok: boolean | null;
  expected: string;
  found: string;
  reason: string;
  /** For a number check: the figure as shown, so the point verifier need not look for it in the cited evidence too. */
  figure?: string;
}

export const entryOf = (m: ClaimMetric): LexiconEntry => METRIC_LEXICON[m];

/** A value inside a band of the judgement tables: at least `min`, under `max` (either may be open). */
export const within = (v: number, r: { min?: number; max?: number }): boolean =>
  (r.min === undefined || v >= r.min) && (r.max === undefined || v < r.max);

/** Market readings (RSI, PE, PB, 市值) are dated by trading day; everything else is read on annual reports. */
export const isMarket = (e: LexiconEntry): boolean => e.kind === "index" || e.dimension === "valuation";

/** The metric's points known by asOf: the first of its series that has any, annual unless a market reading. */
export function pointsOf(facts: Facts, m: ClaimMetric): FactPoint[] {
  const e = entryOf(m);
  if (isMarket(e)) return newestReading(e.series.map((name) => facts.series[name] ?? []));
  for (const [i, name] of e.series.entries()) {
    const points = annualPoints(facts.series[name] ?? []);
    if (points.length > 0) return withSameLine(points, e.series.slice(i + 1), facts);
  }
  return [];
}

/**
 * 营业总收入 of 2020 alone beside 营业收入 of 2019 and 2020 (an older report's lines): where the first series holds a
 * single year, a later series of the metric that is the same line (equal, to within rounding, on every period both
 * hold) lends the periods the first lacks, so that year still has its year before. Lines that differ anywhere (a
 * bank's 营业总收入 and 营业收入, 净利润 and 归母净利润) lend nothing; nor is a series with years of its own
 * stitched to another's (the two may be on different standards, as an insurer's before and after 2021).
 */
// A series with years of its own borrows only the year before a year both hold alike (营业收入 of 2025 equal to
// 营业总收入 of 2025, 2024 stored under 营业总收入 alone), and only inside its own span (its history starts where
// it starts): that year's change is then read whole from the one line.
const yearBefore = (period: string): string => `${Number(period.slice(0, 4)) - 1}${period.slice(4)}`;
function withSameLine(points: FactPoint[], others: readonly string[], facts: Facts): FactPoint[] {
  const byPeriod = new Map(points.map((p) => [p.period, p]));
  const own = new Set(byPeriod.keys());
  for (const name of others) {
    const other = annualPoints(facts.series[name] ?? []);
    const shared = other.filter((p) => own.has(p.period));
    const same = (p: FactPoint) => Math.abs(p.value - byPeriod.get(p.period)!.value) <= Math.abs(p.value) * 1e-4;
    if (shared.length === 0 || !shared.every(same)) continue;
    const gap = (p: FactPoint) => p.period > points[0]!.period && shared.some((q) => yearBefore(q.period) === p.period);
    const lent = points.length === 1 ? other : other.filter(gap);
    for (const p of lent) if (!byPeriod.has(p.period)) byPeriod.set(p.period, p);
  }
  return [...byPeriod.values()].sort((a, b) => a.period.localeCompare(b.period));
}

/**
 * A market reading is of its trading day, so the current one is the newest: a July snapshot's 市净率 is not the one of
 * November's close when the bars give that. On the same day the series listed first wins.
 */
function newestReading(series: readonly FactPoint[][]): FactPoint[] {
  let best: FactPoint[] = [];
  for (const points of series) {
    const last = points.at(-1);
    if (last && (best.length === 0 || last.period > best.at(-1)!.period)) best = points;
  }
  return best;
}

/** Every series' points of the metric (营收 may be either stored revenue line), for number binding. */
export function allPointsOf(facts: Facts, m: ClaimMetric): FactPoint[] {
  const e = entryOf(m);
  return e.series.flatMap((name) =>
    isMarket(e) ? (facts.series[name] ?? []) : annualPoints(facts.series[name] ?? []),
  );
}

/** The metric's points per stored series, preferred first (营业总收入 and 营业收入 are checked apart). */
export function seriesPointsOf(facts: Facts, m: ClaimMetric): FactPoint[][] {
  const e = entryOf(m);
  return e.series.map((name) => (isMarket(e) ? (facts.series[name] ?? []) : annualPoints(facts.series[name] ?? [])));
}

/** The points of the metric's other readings (LexiconEntry.readings), annual as its own series are. */
export function readingPointsOf(facts: Facts, m: ClaimMetric): FactPoint[][] {
  return (entryOf(m).readings ?? []).map((name) => annualPoints(facts.series[name] ?? []));
}

export const yearOf = (p: FactPoint): number => Number(p.period.slice(0, 4));

/** "2024" for an annual report, a quarter view's own name ("2025年前三季度"), the date for a market reading. */
export const periodName = (p: FactPoint & { label?: string }): string =>
  p.label ?? (p.period.endsWith("-12-31") ? `${yearOf(p)}` : p.period);

/** A value as a reader expects it: 亿元 for amounts, % for ratios, 天, 倍. */
export function show(m: ClaimMetric, value: number): string {
  const e = entryOf(m);
  const perShare = m === "basic_eps" || m === "bps" || m === "ocf_per_share";
  if (e.kind === "amount") return perShare ? `${value.toFixed(2)}元` : formatAmount(value);
  if (e.kind === "ratio") return `${value.toFixed(2)}%`;
  if (e.kind === "days") return `${value.toFixed(1)}天`;
  if (e.kind === "multiple") return `${value.toFixed(2)}倍`;
  return value.toFixed(2);
}

/** A change: relative in % of the earlier value (amounts, days, multiples), in percentage points for ratios. */
export interface Change {
  from: FactPoint;
  to: FactPoint;
  /** Signed: later − earlier. */
  delta: number;
  /** Relative change in %, signed; null from zero. */
  percent: number | null;
  /** The size that magnitude words read: pp for ratios, else |percent|. */
  size: number | null;
  sizeUnit: "个百分点" | "%" | "%/年";
}

export function changeInto(m: ClaimMetric, points: readonly FactPoint[], to: FactPoint): Change | null {
  const i = points.indexOf(to);
  const prev = i > 0 ? points[i - 1] : undefined;
  // "每股净资产升至43.43元": a year-end of a series that holds quarter-ends too (每股净资产, filed with the
  // valuations) moves from the year-end before, not from its own year's third quarter.
  const quarterBefore = prev && to.period.endsWith("-12-31") && /-(?:03-31|06-30|09-30)$/.test(prev.period);
  const from = quarterBefore
    ? [...points.slice(0, i)].reverse().find((p) => p.period.endsWith("-12-31") && yearOf(p) < yearOf(to))
    : prev;
  if (!from) return null;
  // Annual reports must be consecutive years: a gap is not "同比".
  if (to.period.endsWith("-12-31") && yearOf(to) - yearOf(from) !== 1) return null;
  return changeBetween(m, from, to);
}

/**
 * The change a clause states into `to`: from its base year when it names one (较2022年, 由2021年…), else from the
 * period before (同比).
 */
export function changeFor(
  a: Pick<Assertion, "baseYear" | "spanYears">,
  m: ClaimMetric,
  points: readonly FactPoint[],
  to: FactPoint,
): Change | null {
  const base = a.baseYear ?? (a.spanYears ? yearOf(to) - a.spanYears : null);
  if (base === null || base >= yearOf(to)) return changeInto(m, points, to);
  const from = points.find((p) => yearOf(p) === base && p.period.slice(4) === to.period.slice(4));
  return from ? changeBetween(m, from, to) : null;
}

export function changeBetween(m: ClaimMetric, from: FactPoint, to: FactPoint): Change {
  const delta = to.value - from.value;
  const percent = from.value === 0 ? null : (delta / Math.abs(from.value)) * 100;
  const ratio = entryOf(m).kind === "ratio";
  return {
    from,
    to,
    delta,
    percent,
    size: ratio ? Math.abs(delta) : percent === null ? null : Math.abs(percent),
    sizeUnit: ratio ? "个百分点" : "%",
  };
}

/**
 * The period a judgement speaks of: the year the clause or its sentence names; a judgement of no named year
 * ("负债扩张") speaks of now, the latest period public by asOf.
 */
export function targetPoint(a: Assertion, points: readonly FactPoint[]): FactPoint | null {
  // A year the clause or its sentence names anchors it ("2024年报净利润同比+15.38%，盈利保持增长" is about 2024).
  if (a.years.length === 0) return points.at(-1) ?? null;
  const year = Math.max(...a.years);
  return [...points].reverse().find((p) => yearOf(p) === year) ?? null;
}

/** "资产负债率 2024→2025 由19.04%降至16.42%". */
export function describeChange(m: ClaimMetric, c: Change): string {
  const verb = c.delta > 0 ? "升至" : c.delta < 0 ? "降至" : "持平于";
  const size = c.size === null ? "" : `（${c.delta >= 0 ? "+" : "-"}${c.size.toFixed(2)}${c.sizeUnit}）`;
  const span = `${periodName(c.from)}→${periodName(c.to)}`;
  return `${entryOf(m).label} ${span} 由${show(m, c.from.value)}${verb}${show(m, c.to.value)}${size}`;
}

/** The clause as quoted in a reason, kept short. */
export const quoted = (a: Assertion): string => `“${a.text.length > 24 ? `${a.text.slice(0, 24)}…` : a.text}”`;

export const undecided = (kind: CheckKind, expected: string, reason: string): ClaimCheck => ({
  kind,
  ok: null,
  expected,
  found: "无数据",
  reason: `${reason}（未能核验）`,
});

/** An undecided number check that keeps its figure, which the sentence's own figures may give (shown-arithmetic.ts). */
export const undecidedFigure = (expected: string, reason: string, figure: string): ClaimCheck => ({
  ...undecided("number", expected, reason),
  figure,
});
