import { and, desc, eq, gt, inArray, like, max } from "drizzle-orm";
import type { AppDeps } from "../app-deps";
import { chunks } from "../db/schema";
import { isAnnualPeriod } from "../ingest/figures/period-label";
import { type ChunkRow, publicBy } from "../retrieval/evidence-search";

/**
 * Which annual reports a pack is built around: the latest year public by asOf and the year before it, so a side can
 * argue a 同比 move and answer the latest year with the latest year. Labels that speak of "recent years" are made true
 * as of asOf here too.
 */

type Row = Pick<ChunkRow, "kind" | "period">;

/** The latest annual period ("2025-12-31") of the ticker's report figures public by asOf, or null. */
export async function latestAnnualPeriod(
  deps: Pick<AppDeps, "db">,
  ticker: string,
  asOf: string,
): Promise<string | null> {
  const row = await deps.db
    .select({ latest: max(chunks.period) })
    .from(chunks)
    .where(
      and(
        eq(chunks.ticker, ticker),
        inArray(chunks.kind, ["metric", "derived"]),
        like(chunks.period, "%-12-31"),
        publicBy(asOf),
      ),
    )
    .get();
  return row?.latest ?? null;
}

/** The annual periods a pack keeps first: the latest one and the year before it. */
export function keptAnnualPeriods(latest: string | null): string[] {
  if (latest === null) return [];
  const year = Number(latest.slice(0, 4));
  return [`${year}-12-31`, `${year - 1}-12-31`];
}

const isReport = (r: Row): boolean => r.kind === "metric" || r.kind === "derived";

/**
 * 0: a report figure of the latest two annual years; 1: an interim report of a year after them (the newest figures);
 * 2: anything else (announcements, prices, older interim reports); 3: an annual report older than the kept years, which
 * speaks of the present only through the newer years.
 */
export function recencyTier(r: Row, latest: string | null): 0 | 1 | 2 | 3 {
  if (!isReport(r) || r.period === null || latest === null) return 2;
  if (!isAnnualPeriod(r.period)) return r.period > latest ? 1 : 2;
  return keptAnnualPeriods(latest).includes(r.period) ? 0 : r.period < latest ? 3 : 2;
}

/** Rows in tier order, each tier in the order given (the retrieval's ranking): a stable sort. */
export function byRecencyTier<T extends Row>(rows: readonly T[], latest: string | null): T[] {
  return rows
    .map((r, i) => ({ r, i, tier: recencyTier(r, latest) }))
    .sort((a, b) => a.tier - b.tier || a.i - b.i)
    .map((x) => x.r);
}

/** Slots an annual-first pack leaves to the newest interim reports, prices and announcements, when it has them. */
const OTHER_SLOTS = 2;

/**
 * A pack of `size`: the kept annual years first (each level beside the year before, `withPriorYears`), leaving
 * OTHER_SLOTS to what comes after them in tier order; slots nothing else fills go back to the annual years.
 */
export function fillPack<T extends Figured>(
  rows: readonly T[],
  annual: readonly T[],
  latest: string | null,
  size: number,
): T[] {
  const ordered = withPriorYears(byRecencyTier(rows, latest), annual, latest);
  const kept = ordered.filter((r) => recencyTier(r, latest) === 0);
  const rest = ordered.filter((r) => recencyTier(r, latest) !== 0);
  const head = kept.slice(0, Math.max(0, size - Math.min(OTHER_SLOTS, rest.length)));
  return [...head, ...rest.slice(0, size - head.length), ...kept.slice(head.length)].slice(0, size);
}

/** The same period a year earlier ("2026-03-31" -> "2025-03-31"). */
const yearBefore = (period: string): string => `${Number(period.slice(0, 4)) - 1}${period.slice(4)}`;

/**
 * Report figures a pack is built around, public and current by asOf, of the given categories: the two kept annual
 * years, the interim reports of a year after them (the newest figures), and those interim reports' year-ago quarters,
 * so each figure's move can be argued from the pack itself.
 */
export async function keptAnnualRows(
  deps: Pick<AppDeps, "db">,
  ticker: string,
  asOf: string,
  latest: string | null,
  categories: ChunkRow["category"][],
): Promise<ChunkRow[]> {
  if (latest === null) return [];
  const scope = and(eq(chunks.ticker, ticker), inArray(chunks.kind, ["metric", "derived"]), publicBy(asOf));
  const newer = await deps.db
    .selectDistinct({ period: chunks.period })
    .from(chunks)
    .where(and(scope, gt(chunks.period, latest)))
    .all();
  const interims = newer.flatMap((r) => (r.period === null ? [] : [r.period, yearBefore(r.period)]));
  return deps.db
    .select()
    .from(chunks)
    .where(
      and(
        scope,
        inArray(chunks.period, [...keptAnnualPeriods(latest), ...interims]),
        inArray(chunks.category, categories),
      ),
    )
    .orderBy(desc(chunks.period), chunks.id)
    .all();
}

const RECENT_YEARS = /近([两三四五]|\d+)年/u;
const LISTED_YEAR = /(\d{4})年报/gu;

/**
 * "近三年销售毛利率：2021年报 …、2023年报 …" is true only when 2023 is the latest year public by asOf; otherwise the
 * window is named by its last report ("截至2023年报的三年销售毛利率"), so a debate as of 2026 does not read 2021-2023
 * as recent (a year range "2021—2023" would read 2021 as a figure).
 */
export function trueRecencyLabel(text: string, period: string | null, latest: string | null): string {
  const m = RECENT_YEARS.exec(text);
  if (m === null || period === null || latest === null || period >= latest) return text;
  const years = [...text.matchAll(LISTED_YEAR)].map((y) => Number(y[1]));
  if (years.length === 0) return text;
  return text.replace(RECENT_YEARS, (_, n: string) => `截至${Math.max(...years)}年报的${n}年`);
}

type Figured = Row & Pick<ChunkRow, "id" | "figures">;

/** The figure an item is about: its first, without a period the label may name. */
const subjectOf = (r: Figured): string | null => r.figures[0]?.label.replace(/^\d{4}年报/u, "") ?? null;

/**
 * Each level of the latest year (or of a newer interim report) followed by the same figure a year earlier (from
 * `annual`), so the move between them can be argued; an item that states its own 同比 carries the prior year already.
 */
export function withPriorYears<T extends Figured>(
  ordered: readonly T[],
  annual: readonly T[],
  latest: string | null,
): T[] {
  const out: T[] = [];
  const seen = new Set<string>();
  const push = (r: T) => {
    if (seen.has(r.id)) return;
    seen.add(r.id);
    out.push(r);
  };
  for (const r of ordered) {
    push(r);
    const newest = r.period !== null && latest !== null && r.period >= latest;
    if (!newest || !isReport(r) || r.figures.some((f) => f.label.includes("同比"))) continue;
    const subject = subjectOf(r);
    const prior = yearBefore(r.period!);
    const twin = annual.find((a) => a.period === prior && a.kind === r.kind && subjectOf(a) === subject);
    if (twin !== undefined) push(twin);
  }
  return out;
}
