import { desc, eq } from "drizzle-orm";
import type { Verdict } from "../debate/debate-types";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { companies, verdicts } from "../db/schema";
import type { CachedVerdict } from "../wire/wire-http";
import type { Protocol } from "../debate/debate-state";
import { modelConfigFor } from "../models/provider-registry";
import { debateSettings, settingsKey } from "./debate-settings";
import { secondsSince } from "../shared/dates";

export type { CachedVerdict };
// The slot's key is the room's, which writes the entry when a debate ends (src/room/verdict-cache-key.ts).
export { cachedVerdictKey, type CacheSlot } from "../room/verdict-cache-key";
import { cachedVerdictKey, type CacheSlot } from "../room/verdict-cache-key";

export { DEFAULT_PROTOCOL } from "../debate/protocols/registry";
import { DEFAULT_PROTOCOL } from "../debate/protocols/registry";

/** The settings key of a request that gives only the ticker and the protocol. */
export function usualSettingsKey(env: Env, config: Config, protocol: Protocol): Promise<string> {
  return settingsKey(debateSettings({ protocol }, { asOf: "", model: modelConfigFor(env, config) }));
}

/**
 * The cached verdict for a slot, with its age. KV expires entries by itself; the age check on top makes "older than
 * CACHE_TTL_S" exact (KV expiry is lazy and eventually consistent) and lets a fixed clock decide in tests.
 */
export async function cachedVerdict(
  env: Env,
  config: Config,
  slot: CacheSlot,
  now: Date,
): Promise<{ value: CachedVerdict; ageSeconds: number } | null> {
  const key = slot.settingsKey ?? (await usualSettingsKey(env, config, slot.protocol));
  const hit = await env.CACHE.get<CachedVerdict>(cachedVerdictKey({ ...slot, settingsKey: key }), "json");
  if (!hit) return null;
  const ageSeconds = secondsSince(hit.createdAt, now);
  if (ageSeconds >= config.CACHE_TTL_S) return null;
  return { value: hit, ageSeconds };
}

/**
 * The latest verdict for a ticker: the 2 h KV cache for its current data version first, then D1's append-only
 * history (marked stale). `dataVersion` defaults to the stored company's.
 */
export async function latestVerdict(
  env: Env,
  config: Config,
  db: Database,
  ticker: string,
  now: Date,
  opts: { protocol?: Protocol; dataVersion?: number } = {},
): Promise<{ source: "cache" | "history"; ageSeconds: number; stale: boolean; value: CachedVerdict } | null> {
  const dataVersion =
    opts.dataVersion ??
    (await db.select({ v: companies.dataVersion }).from(companies).where(eq(companies.code, ticker)).get())?.v;
  if (dataVersion !== undefined) {
    const hit = await cachedVerdict(
      env,
      config,
      { ticker, protocol: opts.protocol ?? DEFAULT_PROTOCOL, dataVersion },
      now,
    );
    if (hit) return { source: "cache", ageSeconds: hit.ageSeconds, stale: false, value: hit.value };
  }
  const row = await db
    .select()
    .from(verdicts)
    .where(eq(verdicts.ticker, ticker))
    .orderBy(desc(verdicts.id))
    .limit(1)
    .get();
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
  return { source: "history", ageSeconds: secondsSince(row.createdAt, now), stale: true, value };
}
