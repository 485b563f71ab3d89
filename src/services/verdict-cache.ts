import { desc, eq } from "drizzle-orm";
import type { Verdict } from "../debate/debate-types";
import type { Config } from "../config";
import type { Database } from "../db/client";
import { companies, verdicts } from "../db/schema";
import { beijingDate } from "../shared/dates";
import type { CachedVerdict } from "../wire/wire-http";
import type { Protocol } from "../debate/debate-state";
import { modelConfigFor } from "../models/provider-registry";
import { debateSettings, settingsKey } from "./debate-settings";
import { defaultAsOf } from "./default-as-of";

export type { CachedVerdict };

export interface CacheSlot {
  ticker: string;
  protocol: Protocol;
  /** `companies.data_version` when the debate read its evidence: new data means a new slot, so old verdicts miss. */
  dataVersion: number;
  /**
   * The debate's settings key (src/services/debate-settings.ts: rounds, memory, anonymisation, protocol parameters,
   * models): a verdict answers only a request with the same settings. Absent: the settings of a request that names
   * nothing but the ticker (and protocol), as the hot list and the pre-compute ask.
   */
  settingsKey?: string | undefined;
}

export { DEFAULT_PROTOCOL } from "../debate/protocols/registry";
import { DEFAULT_PROTOCOL } from "../debate/protocols/registry";

/** `verdict:<ticker>:<protocol>:v<data version>:<settings key>`. */
export const cachedVerdictKey = (slot: CacheSlot & { settingsKey: string }) =>
  `verdict:${slot.ticker}:${slot.protocol}:v${slot.dataVersion}:${slot.settingsKey}`;

/** The settings key of a request that gives only the ticker and the protocol. */
export function usualSettingsKey(env: Env, config: Config, protocol: Protocol): Promise<string> {
  return settingsKey(debateSettings({ protocol }, { asOf: "", model: modelConfigFor(env, config) }));
}

/**
 * Only debates over the data as it stands on the day they run are cached (asOf = the default date that day: today in
 * Beijing, or the sample's debate date on the bundled sample): a verdict "as of" some other date answers a different
 * question than "what about this stock now".
 */
export function isCurrentDebate(config: Config, ticker: string, asOf: string, createdAt: string): boolean {
  return asOf === defaultAsOf(config, beijingDate(new Date(createdAt)), ticker);
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
  const ageSeconds = age(hit.createdAt, now);
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
  return { source: "history", ageSeconds: age(row.createdAt, now), stale: true, value };
}

const age = (iso: string, now: Date) => Math.max(0, Math.round((now.getTime() - Date.parse(iso)) / 1000));
