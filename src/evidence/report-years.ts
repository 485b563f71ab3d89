import { and, eq, inArray, like, max } from "drizzle-orm";
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
export async function latestAnnualPeriod(deps: Pick<AppDeps, "db">, ticker: string, asOf: string): Promise<string | null> {
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
 * 0: a report figure of the latest two annual years; 1: anything else (quarterly reports, announcements, prices);
 * 2: an annual report older than those, which speaks of the present only through the newer years.
 */
export function recencyTier(r: Row, latest: string | null): 0 | 1 | 2 {
  if (!isReport(r) || r.period === null || !isAnnualPeriod(r.period) || latest === null) return 1;
  return keptAnnualPeriods(latest).includes(r.period) ? 0 : r.period < latest ? 2 : 1;
}

/** Rows in tier order, each tier in the order given (the retrieval's ranking): a stable sort. */
export function byRecencyTier<T extends Row>(rows: readonly T[], latest: string | null): T[] {
  return rows
    .map((r, i) => ({ r, i, tier: recencyTier(r, latest) }))
    .sort((a, b) => a.tier - b.tier || a.i - b.i)
    .map((x) => x.r);
}

/** Report figures of the two kept annual years, public and current by asOf, of the given categories. */
export async function keptAnnualRows(
  deps: Pick<AppDeps, "db">,
  ticker: string,
  asOf: string,
  latest: string | null,
  categories: ChunkRow["category"][],
): Promise<ChunkRow[]> {
  const periods = keptAnnualPeriods(latest);
  if (periods.length === 0) return [];
  return deps.db
    .select()
    .from(chunks)
    .where(
      and(
        eq(chunks.ticker, ticker),
        inArray(chunks.kind, ["metric", "derived"]),
        inArray(chunks.period, periods),
        inArray(chunks.category, categories),
        publicBy(asOf),
      ),
    )
    .orderBy(chunks.period, chunks.id)
    .all();
}

const RECENT_YEARS = /近([两三四五]|\d+)年/u;
const LISTED_YEAR = /(\d{4})年报/gu;

/**
 * "近三年销售毛利率：2021年报 …、2023年报 …" is true only when 2023 is the latest year public by asOf; otherwise the
 * window is named by its years ("2021—2023年销售毛利率"), so a debate as of 2026 does not read 2021-2023 as recent.
 */
export function trueRecencyLabel(text: string, period: string | null, latest: string | null): string {
  const m = RECENT_YEARS.exec(text);
  if (m === null || period === null || latest === null || period >= latest) return text;
  const years = [...text.matchAll(LISTED_YEAR)].map((y) => Number(y[1]));
  if (years.length === 0) return text;
  return text.replace(RECENT_YEARS, `${Math.min(...years)}—${Math.max(...years)}年`);
}

type Figured = Row & Pick<ChunkRow, "id" | "figures">;

/** The figure an item is about: its first, without a period the label may name. */
const subjectOf = (r: Figured): string | null => r.figures[0]?.label.replace(/^\d{4}年报/u, "") ?? null;

/**
 * Each latest-year level followed by the same figure of the year before (from `annual`), so the move between them can
 * be argued; an item that states its own 同比 carries the prior year already.
 */
export function withPriorYears<T extends Figured>(ordered: readonly T[], annual: readonly T[], latest: string | null): T[] {
  const [, prior] = keptAnnualPeriods(latest);
  const out: T[] = [];
  const seen = new Set<string>();
  const push = (r: T) => {
    if (seen.has(r.id)) return;
    seen.add(r.id);
    out.push(r);
  };
  for (const r of ordered) {
    push(r);
    if (r.period !== latest || r.figures.some((f) => f.label.includes("同比"))) continue;
    const subject = subjectOf(r);
    const twin = annual.find((a) => a.period === prior && a.kind === r.kind && subjectOf(a) === subject);
    if (twin !== undefined) push(twin);
  }
  return out;
}
