import { desc, eq } from "drizzle-orm";
import type { Verdict } from "../agents/debate-types";
import type { Database } from "../db/client";
import { verdicts } from "../db/schema";

export interface CachedVerdict {
  debateId: string;
  ticker: string;
  companyName: string;
  protocol: string;
  asOf: string;
  dataVersion: number;
  verdict: Verdict;
  createdAt: string;
}

export const cachedVerdictKey = (ticker: string) => `verdict:${ticker}`;

/** The latest verdict for a ticker: the 2 h KV cache first, then D1's append-only history (marked stale). */
export async function latestVerdict(
  env: Env,
  db: Database,
  ticker: string,
  now: Date,
): Promise<{ source: "cache" | "history"; ageSeconds: number; stale: boolean; value: CachedVerdict } | null> {
  const hit = await env.CACHE.get<CachedVerdict>(cachedVerdictKey(ticker), "json");
  if (hit) return { source: "cache", ageSeconds: age(hit.createdAt, now), stale: false, value: hit };
  const row = await db.select().from(verdicts).where(eq(verdicts.ticker, ticker)).orderBy(desc(verdicts.id)).limit(1).get();
  if (!row) return null;
  const value: CachedVerdict = {
    debateId: row.debateId,
    ticker: row.ticker,
    companyName: "",
    protocol: row.protocol,
    asOf: row.asOf,
    dataVersion: row.dataVersion,
    verdict: row.verdict as unknown as Verdict,
    createdAt: row.createdAt,
  };
  return { source: "history", ageSeconds: age(row.createdAt, now), stale: true, value };
}

const age = (iso: string, now: Date) => Math.max(0, Math.round((now.getTime() - Date.parse(iso)) / 1000));
