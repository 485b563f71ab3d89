import { errorCodeOf, logEvent } from "../shared/log";
import { max } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client";
import { predictions } from "../db/schema";
import { readDirectoryVersion } from "../ingest/directory-version";
import { sha256Hex } from "../shared/hash";
import { secondsSince } from "../shared/dates";
import { BacktestResponse } from "../wire/wire-backtest";
import { BUNDLED_CSI300 } from "../track/index-series";
import type { Horizon } from "../track/score";
import type { TrackFilters } from "../track/track-record";

/**
 * How long a computed backtest is kept in KV. Every input it reads is in its key, so a change of ledger or of stored
 * prices is a new key at once; the lifetime only bounds what a new deployment of the simulation would still answer
 * from before it (and KV keeps nothing for less than 60 s).
 */
export const BACKTEST_TTL_S = 300;

/** What browsers may keep at most: short, so a verdict just recorded shows in the page's backtest within a minute. */
export const BACKTEST_MAX_AGE_S = 60;

/**
 * The Cache-Control max-age of an answer `ageSeconds` old (null: computed now): what is left of its lifetime, never
 * more than BACKTEST_MAX_AGE_S, so Age plus max-age never promises the answer past the server's own BACKTEST_TTL_S.
 */
export const backtestMaxAge = (ageSeconds: number | null): number =>
  Math.max(0, Math.min(BACKTEST_MAX_AGE_S, BACKTEST_TTL_S - (ageSeconds ?? 0)));

/** A KV entry: parsed on read, so an entry of an older shape (or a broken one) is a miss, never a wrong answer. */
const Stored = z.object({ createdAt: z.string().datetime(), answer: BacktestResponse });
type Stored = z.infer<typeof Stored>;

/** The entry under `key`, or null: a KV that fails to answer or an entry that does not parse is a miss. */
async function readStored(kv: KVNamespace, key: string): Promise<Stored | null> {
  let raw: unknown;
  try {
    raw = await kv.get(key, "json");
  } catch (error) {
    logEvent({ event: "backtest.cache_failed", op: "read", outcome: "failed", errorCode: errorCodeOf(error) });
    return null;
  }
  if (raw === null) return null;
  const parsed = Stored.safeParse(raw);
  if (parsed.success) return parsed.data;
  logEvent({ event: "backtest.cache_failed", op: "read", outcome: "failed", errorCode: "invalid_entry" });
  return null;
}

/**
 * The cache key of a backtest: the query (filters and horizon) and every stored input the simulation reads. The
 * ledger is append-only with AUTOINCREMENT ids, so its largest id alone names its contents (one index read: a row
 * count would scan, and bill, every row on every request); the stored bars and the share names (ST
 * limits) change only through ingest, which bumps the directory version; the CSI 300 series is the bundled one.
 * Today's date is not an input: the simulation reads no clock.
 */
export async function backtestKey(db: Database, f: TrackFilters, horizon: Horizon, now: () => Date): Promise<string> {
  const ledger = await db
    .select({ last: max(predictions.id) })
    .from(predictions)
    .get();
  const market = await readDirectoryVersion(db, now);
  const index = `${BUNDLED_CSI300.bars.length}:${BUNDLED_CSI300.bars.at(-1)![0]}`;
  const inputs = [f.protocol, f.model, f.from, f.to, horizon, ledger?.last ?? 0, market, index];
  return `backtest:${await sha256Hex(JSON.stringify(inputs.map((v) => v ?? "")))}`;
}

/**
 * The backtest under `key` from KV when it is younger than BACKTEST_TTL_S (the age is checked on read too: KV's
 * expiry is lazy; a KV failure or an unparsable entry is a miss), else `compute()`'s, stored. `ageSeconds` is null
 * for an answer computed now.
 */
export async function cachedBacktest(
  kv: KVNamespace,
  key: string,
  now: Date,
  compute: () => Promise<BacktestResponse>,
): Promise<{ answer: BacktestResponse; ageSeconds: number | null }> {
  const hit = await readStored(kv, key);
  if (hit) {
    const ageSeconds = secondsSince(hit.createdAt, now);
    if (ageSeconds < BACKTEST_TTL_S) return { answer: hit.answer, ageSeconds };
  }
  const answer = await compute();
  const stored: Stored = { createdAt: now.toISOString(), answer };
  try {
    await kv.put(key, JSON.stringify(stored), { expirationTtl: BACKTEST_TTL_S });
  } catch (error) {
    // The answer is computed: a cache that cannot keep it (KV's write limit per key) costs the next request, not this.
    logEvent({ event: "backtest.cache_failed", op: "write", outcome: "failed", errorCode: errorCodeOf(error) });
  }
  return { answer, ageSeconds: null };
}
