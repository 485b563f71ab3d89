import { errorCodeOf, logEvent } from "../../shared/log";
import { count, max } from "drizzle-orm";
import type { Database } from "../../db/client";
import { predictions } from "../../db/schema";
import { readDirectoryVersion } from "../../ingest/directory-version";
import { sha256Hex } from "../../shared/hash";
import type { BacktestResponse } from "../../wire/wire-backtest";
import { BUNDLED_CSI300 } from "../index-series";
import type { Horizon } from "../score";
import type { TrackFilters } from "../track-record";

/**
 * How long a computed backtest is kept in KV. Every input it reads is in its key, so a change of ledger or of stored
 * prices is a new key at once; the lifetime only bounds what a new deployment of the simulation would still answer
 * from before it (and KV keeps nothing for less than 60 s).
 */
export const BACKTEST_TTL_S = 300;

/** What browsers may keep: short, so a verdict just recorded shows in the page's backtest within a minute. */
export const BACKTEST_MAX_AGE_S = 60;

interface Stored {
  createdAt: string;
  answer: BacktestResponse;
}

/**
 * The cache key of a backtest: the query (filters and horizon) and every stored input the simulation reads. The
 * ledger is append-only, so its last id and row count name its contents; the stored bars and the share names (ST
 * limits) change only through ingest, which bumps the directory version; the CSI 300 series is the bundled one.
 * Today's date is not an input: the simulation reads no clock.
 */
export async function backtestKey(db: Database, f: TrackFilters, horizon: Horizon, now: () => Date): Promise<string> {
  const ledger = await db
    .select({ last: max(predictions.id), rows: count() })
    .from(predictions)
    .get();
  const market = await readDirectoryVersion(db, now);
  const index = `${BUNDLED_CSI300.bars.length}:${BUNDLED_CSI300.bars.at(-1)![0]}`;
  const inputs = [f.protocol, f.model, f.from, f.to, horizon, ledger?.last ?? 0, ledger?.rows ?? 0, market, index];
  return `backtest:${await sha256Hex(JSON.stringify(inputs.map((v) => v ?? "")))}`;
}

/**
 * The backtest under `key` from KV when it is younger than BACKTEST_TTL_S (the age is checked on read too: KV's
 * expiry is lazy), else `compute()`'s, stored. `ageSeconds` is null for an answer computed now.
 */
export async function cachedBacktest(
  kv: KVNamespace,
  key: string,
  now: Date,
  compute: () => Promise<BacktestResponse>,
): Promise<{ answer: BacktestResponse; ageSeconds: number | null }> {
  const hit = await kv.get<Stored>(key, "json");
  if (hit) {
    const ageSeconds = Math.max(0, Math.floor((now.getTime() - Date.parse(hit.createdAt)) / 1000));
    if (ageSeconds < BACKTEST_TTL_S) return { answer: hit.answer, ageSeconds };
  }
  const answer = await compute();
  const stored: Stored = { createdAt: now.toISOString(), answer };
  try {
    await kv.put(key, JSON.stringify(stored), { expirationTtl: BACKTEST_TTL_S });
  } catch (error) {
    // The answer is computed: a cache that cannot keep it (KV's write limit per key) costs the next request, not this.
    console.error(JSON.stringify({ event: "backtest.cache_write_failed", error: String(error) }));
  }
  return { answer, ageSeconds: null };
}
