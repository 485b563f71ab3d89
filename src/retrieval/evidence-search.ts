import { and, desc, eq, gt, inArray, isNull, lte, or, type SQL } from "drizzle-orm";
import type { AppDeps } from "../app-deps";
import { chunks } from "../db/schema";
import type { Category, Dimension } from "../domain/metric-catalog";
import type { VectorFilter } from "./vector-store";

export type ChunkRow = typeof chunks.$inferSelect;
export interface ScoredChunk extends ChunkRow {
  score: number | null;
}

export interface EvidenceQuery {
  ticker: string;
  query?: string;
  category?: Category;
  dimension?: Dimension;
  /** Nothing made public after this date (YYYY-MM-DD) is returned. */
  asOf?: string;
  topK: number;
}

export const dateNumber = (isoDate: string) => Number(isoDate.replaceAll("-", ""));

/**
 * SQL for "the version public by asOf": published by then and not yet superseded by a restatement
 * (src/ingest/figures/metric-versions.ts), so a figure restated later is read as it stood at asOf.
 */
export function publicBy(asOf: string): SQL {
  return and(lte(chunks.publicDate, asOf), or(isNull(chunks.supersededDate), gt(chunks.supersededDate, asOf)))!;
}

/** Semantic search when a query is given, else the most recent chunks; both honour category and as-of. */
export async function searchEvidence(
  deps: Pick<AppDeps, "db" | "embedder" | "vectors">,
  q: EvidenceQuery,
): Promise<ScoredChunk[]> {
  if (!q.query) {
    const where = [eq(chunks.ticker, q.ticker)];
    if (q.category) where.push(eq(chunks.category, q.category));
    if (q.dimension) where.push(eq(chunks.dimension, q.dimension));
    if (q.asOf) where.push(publicBy(q.asOf));
    const rows = await deps.db
      .select()
      .from(chunks)
      .where(and(...where))
      .orderBy(desc(chunks.publicDate), chunks.id)
      .limit(q.topK)
      .all();
    return rows.map((r) => ({ ...r, score: null }));
  }
  const filter: VectorFilter = {};
  if (q.category) filter.category = q.category;
  if (q.dimension) filter.dimension = q.dimension;
  if (q.asOf) filter.publicDate = { $lte: dateNumber(q.asOf) };
  const [vector] = await deps.embedder.embed([q.query]);
  if (!vector) return [];
  const matches = await deps.vectors.query(vector, { namespace: q.ticker, topK: q.topK, filter });
  if (matches.length === 0) return [];
  const rows = await deps.db
    .select()
    .from(chunks)
    .where(
      inArray(
        chunks.id,
        matches.map((m) => m.id),
      ),
    )
    .all();
  const byId = new Map(rows.map((r) => [r.id, r]));
  return matches.flatMap((m) => {
    const row = byId.get(m.id);
    // The index filters on publicDate only; a version restated by asOf is dropped here.
    if (!row || (q.asOf && row.supersededDate !== null && row.supersededDate <= q.asOf)) return [];
    return [{ ...row, score: m.score }];
  });
}
