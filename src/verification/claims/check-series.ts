import { formatAmount } from "../../ingest/figures/number-format";
import { type FactPoint, type Facts, annualPoints } from "./facts";
import { type ClaimMetric, METRIC_LEXICON, type LexiconEntry } from "./metric-lexicon";
import type { Assertion } from "./parse-assertions";

/** What the checker reads off a series: the levels by period, the change into a period, the latest public period. */

export type CheckKind = "number" | "direction" | "magnitude" | "comparison" | "recency" | "polarity" | "level" | "rebuttal" | "market" | "event";

/** One check of a point: `ok: null` means the data cannot decide (未能核验); `reason` says why in Chinese. */
export interface ClaimCheck {
  kind: CheckKind;
  ok: boolean | null;
  expected: string;
  found: string;
  reason: string;
}

export const entryOf = (m: ClaimMetric): LexiconEntry => METRIC_LEXICON[m];

/** Market readings (RSI, PE, PB, 市值) are dated by trading day; everything else is read on annual reports. */
const isMarket = (e: LexiconEntry): boolean => e.kind === "index" || e.dimension === "valuation";

/** The metric's points known by asOf: the first of its series that has any, annual unless a market reading. */
export function pointsOf(facts: Facts, m: ClaimMetric): FactPoint[] {
  const e = entryOf(m);
  for (const name of e.series) {
    const raw = facts.series[name] ?? [];
    const points = isMarket(e) ? raw : annualPoints(raw);
    if (points.length > 0) return points;
  }
  return [];
}

/** Every series' points of the metric (营收 may be either stored revenue line), for number binding. */
export function allPointsOf(facts: Facts, m: ClaimMetric): FactPoint[] {
  const e = entryOf(m);
  return e.series.flatMap((name) => (isMarket(e) ? (facts.series[name] ?? []) : annualPoints(facts.series[name] ?? [])));
}

export const yearOf = (p: FactPoint): number => Number(p.period.slice(0, 4));

/** "2024年报" for a report, the date for a market reading. */
export const periodName = (p: FactPoint): string => (p.period.endsWith("-12-31") ? `${yearOf(p)}` : p.period);

/** A value as a reader expects it: 亿元 for amounts, % for ratios, 天, 倍. */
export function show(m: ClaimMetric, value: number): string {
  const e = entryOf(m);
  if (e.kind === "amount") return m === "basic_eps" || m === "bps" ? `${value.toFixed(2)}元` : formatAmount(value);
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
  sizeUnit: "个百分点" | "%";
}

export function changeInto(m: ClaimMetric, points: readonly FactPoint[], to: FactPoint): Change | null {
  const i = points.indexOf(to);
  const from = i > 0 ? points[i - 1] : undefined;
  if (!from) return null;
  // Annual reports must be consecutive years: a gap is not "同比".
  if (to.period.endsWith("-12-31") && yearOf(to) - yearOf(from) !== 1) return null;
  const delta = to.value - from.value;
  const percent = from.value === 0 ? null : (delta / Math.abs(from.value)) * 100;
  const ratio = entryOf(m).kind === "ratio";
  return { from, to, delta, percent, size: ratio ? Math.abs(delta) : percent === null ? null : Math.abs(percent), sizeUnit: ratio ? "个百分点" : "%" };
}

/**
 * The period a judgement speaks of: the year the clause names, or the one a figure or 同比 ties it to; a bare
 * judgement ("…，负债扩张") speaks of now, the latest period public by asOf.
 */
export function targetPoint(a: Assertion, points: readonly FactPoint[]): FactPoint | null {
  const anchored = a.years.length > 0 && (!a.yearsInherited || a.basis !== null || a.numbers.length > 0);
  if (!anchored) return points.at(-1) ?? null;
  const year = Math.max(...a.years);
  return [...points].reverse().find((p) => yearOf(p) === year) ?? null;
}

/** "资产负债率 2024→2025 由19.04%降至16.42%". */
export function describeChange(m: ClaimMetric, c: Change): string {
  const verb = c.delta > 0 ? "升至" : c.delta < 0 ? "降至" : "持平于";
  const size = c.size === null ? "" : `（${c.delta >= 0 ? "+" : "-"}${c.size.toFixed(2)}${c.sizeUnit}）`;
  return `${entryOf(m).label} ${periodName(c.from)}→${periodName(c.to)} 由${show(m, c.from.value)}${verb}${show(m, c.to.value)}${size}`;
}

/** The clause as quoted in a reason, kept short. */
export const quoted = (a: Assertion): string => `“${a.text.length > 24 ? `${a.text.slice(0, 24)}…` : a.text}”`;

export const undecided = (kind: CheckKind, expected: string, reason: string): ClaimCheck => ({ kind, ok: null, expected, found: "无数据", reason: `${reason}（未能核验）` });
