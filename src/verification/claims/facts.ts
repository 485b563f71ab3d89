import { z } from "zod";
import type { ChunkFigure } from "../../db/schema";
import { withDerivedFacts } from "./derived-facts";
import { EventFact } from "./event-facts";
import { MarketFacts } from "./market-facts";
import { FIGURE_SERIES } from "./metric-lexicon";

/**
 * The facts a claim is checked against: per fact series (a metric key of the catalogue or a computed ratio), its
 * values by period, each with the date it became public. Plain and serialisable, so a Durable Object can build it
 * once from what it reads and hand it to the pure checker.
 */
export const FactPoint = z.object({
  /** Report period end ("2024-12-31") or trading date for market readings. */
  period: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  value: z.number().finite(),
  unit: z.string(),
  publicDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /**
   * The YoY in % the report printed beside the figure, stored only where the data holds no figure of the same period a
   * year earlier (src/sample/README.md): the vendor's comparison is then the only one there is (period-facts.ts).
   */
  yoy: z.number().finite().optional(),
});
export type FactPoint = z.infer<typeof FactPoint>;

export const Facts = z.object({
  asOf: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  /** Oldest first, one point per period (its earliest publication). */
  series: z.record(z.string(), z.array(FactPoint)),
  /** Price facts from the daily bars known by asOf (market-facts.ts); absent or null without bars. */
  market: MarketFacts.nullable().optional(),
  /** Announcements known by asOf, classified (event-facts.ts); absent when none were read. */
  events: z.array(EventFact).optional(),
  /** The company's industry as stored ("银行", "保险"): level words follow its norms (industry-norms.ts). */
  industry: z.string().nullable().optional(),
  /** The company's code: another company named in a claim is a peer, not this one (company-names.ts). */
  company: z
    .string()
    .regex(/^\d{6}$/)
    .nullable()
    .optional(),
});
export type Facts = z.infer<typeof Facts>;

/** What a chunk contributes: its figures, the period they describe and when it became public. */
export interface FigureRow {
  period?: string | null;
  publicDate: string;
  figures?: readonly ChunkFigure[];
}

/** A reading computed elsewhere (RSI from daily closes), given directly as a series point. */
export interface IndicatorPoint extends FactPoint {
  series: string;
}

const REPORT_PREFIX = /^(\d{4})(年报|中报|三季报|一季报)/;
/** A chunk's published YoY of a figure is labelled with the figure's own label and 同比 (metric-chunks.ts). */
const YOY_SUFFIX = "同比";
const PREFIX_MONTH_DAY: Record<string, string> = { 年报: "12-31", 中报: "06-30", 三季报: "09-30", 一季报: "03-31" };

/**
 * Builds the facts known by `asOf` from chunk figures (`src/evidence/ticker-figures.ts` reads the same rows): a figure
 * whose label is a catalogue label (or the same prefixed with its report, "2024年报资产负债率") is a fact of that
 * series and period; changes, YoY and price windows are not, the checker derives changes from the levels.
 */
/** What a fact set carries besides the series, each known by asOf already. */
export type FactsExtra = Pick<Facts, "market" | "events" | "industry" | "company">;

export function factsFrom(
  rows: readonly FigureRow[],
  asOf: string,
  indicators: readonly IndicatorPoint[] = [],
  extra: FactsExtra = {},
): Facts {
  const byKey = new Map<string, Map<string, FactPoint>>();
  const add = (key: string, point: FactPoint): void => {
    if (point.publicDate > asOf || point.period > asOf) return;
    const s = byKey.get(key) ?? new Map<string, FactPoint>();
    // The earliest publication of a period's value wins: a trend chunk restates older levels with a later date.
    const had = s.get(point.period);
    if (!had || point.publicDate < had.publicDate) s.set(point.period, point);
    byKey.set(key, s);
  };
  for (const row of rows) {
    const figures = row.figures ?? [];
    for (const f of figures) {
      const prefixed = REPORT_PREFIX.exec(f.label);
      const label = prefixed ? f.label.slice(prefixed[0].length) : f.label;
      const key = FIGURE_SERIES.get(label);
      // A market reading has no report period: it is of the day it became public.
      const period = prefixed
        ? `${prefixed[1]}-${PREFIX_MONTH_DAY[prefixed[2] ?? "年报"]}`
        : (row.period ?? row.publicDate);
      if (!key || !period || !Number.isFinite(f.value)) continue;
      const yoy = prefixed ? undefined : figures.find((g) => g.label === `${label}${YOY_SUFFIX}`)?.value;
      const point = { period, value: f.value, unit: f.unit, publicDate: row.publicDate };
      add(key, yoy !== undefined && Number.isFinite(yoy) ? { ...point, yoy } : point);
    }
  }
  for (const { series, ...point } of indicators) add(series, point);
  const series: Record<string, FactPoint[]> = {};
  for (const [key, points] of byKey) series[key] = [...points.values()].sort((a, b) => (a.period < b.period ? -1 : 1));
  return { asOf, series: withDerivedFacts(series), ...extra };
}

/** Annual points only (trends compare annual reports; quarterly figures are cumulative). */
export const annualPoints = (points: readonly FactPoint[]): FactPoint[] =>
  points.filter((p) => p.period.endsWith("-12-31"));

/**
 * The year of the newest annual report public by `date`, over every series, or null when the data stops short of it:
 * A-share annual reports are due by 30 April of the next year, so on 2026-05-06 a FY2019 report is not current. A
 * valuation of a price on that date is of that report, never of an older one that merely happens to carry the input
 * (a 2026 price over 2019's EPS is not a PE anyone quotes).
 */
export function currentAnnualYear(facts: Facts, date: string): number | null {
  let year: number | null = null;
  for (const points of Object.values(facts.series)) {
    for (const p of points) {
      if (!p.period.endsWith("-12-31") || p.publicDate > date) continue;
      const y = Number(p.period.slice(0, 4));
      if (year === null || y > year) year = y;
    }
  }
  const due = Number(date.slice(0, 4)) - (date.slice(5) > "04-30" ? 1 : 2);
  return year !== null && year >= due ? year : null;
}
