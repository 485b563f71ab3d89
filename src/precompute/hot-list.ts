import { asc } from "drizzle-orm";
import type { Database } from "../db/client";
import { hotTickers } from "../db/schema";
import type { PoliteFetch } from "../ingest/fetch/polite-fetch";
import { EASTMONEY_HOT_RANK, fetchEastmoneyHotRank } from "../ingest/sources/eastmoney-hot-rank";

export const HOT_TICKERS_SOURCE = "HOT_TICKERS";

export interface HotList {
  /** EASTMONEY_HOT_RANK, or HOT_TICKERS_SOURCE for the configured fallback. */
  source: string;
  /** Why the fallback was used, when it was. */
  error: string | null;
  entries: { code: string; rank: number }[];
}

/**
 * The top `topN` of Eastmoney's hot rank, or the configured HOT_TICKERS (in their order) when live sources are off or
 * the rank cannot be read; the reason is kept for the run record. The rank lists B shares and other codes too, but
 * only six-digit codes reach here (the adapter checks the market prefix).
 */
export async function fetchHotList(
  politeFetch: PoliteFetch | null,
  fallback: readonly string[],
  topN: number,
): Promise<HotList> {
  const configured = (error: string): HotList => ({
    source: HOT_TICKERS_SOURCE,
    error,
    entries: fallback.slice(0, topN).map((code, i) => ({ code, rank: i + 1 })),
  });
  if (!politeFetch) return configured("live sources are off (LIVE_SOURCES)");
  try {
    const ranked = await fetchEastmoneyHotRank(politeFetch, topN);
    if (ranked.length === 0) return configured(`${EASTMONEY_HOT_RANK}: the ranking came back empty`);
    return { source: EASTMONEY_HOT_RANK, error: null, entries: ranked.slice(0, topN) };
  } catch (e) {
    return configured(e instanceof Error ? e.message : String(e));
  }
}

/** Replaces the stored hot list in one batch, so readers never see half of an old list and half of a new one. */
export async function storeHotList(db: Database, list: HotList, at: Date): Promise<void> {
  const stamp = at.toISOString();
  await db.batch([
    db.delete(hotTickers),
    ...list.entries.map((e) =>
      db.insert(hotTickers).values({ ticker: e.code, rank: e.rank, source: list.source, updatedAt: stamp }),
    ),
  ]);
}

export async function storedHotList(db: Database) {
  return db.select().from(hotTickers).orderBy(asc(hotTickers.rank)).all();
}
