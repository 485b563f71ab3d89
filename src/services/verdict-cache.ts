import { desc, eq } from "drizzle-orm";
import type { Verdict } from "../debate/debate-types";
import { readConfig } from "../config";
import type { Database } from "../db/client";
import { companies, verdicts } from "../db/schema";
import { beijingDate } from "../shared/dates";
import type { CachedVerdict } from "../wire/wire-http";
import { defaultAsOf } from "./default-as-of";

export type { CachedVerdict };

export interface CacheSlot {
  ticker: string;
  protocol: string;
  /** `companies.data_version` when the debate read its evidence: new data means a new slot, so old verdicts miss. */
  dataVersion: number;
  /**
   * Graph protocols: false when the debate ran without memory. A verdict made with past situations in view is not an
   * answer to a request that turned them off (nor the reverse), so each has its own slot; undefined = no memory setting.
   */
  memory?: boolean | undefined;
  /** True when the models read placeholders (memorisation control): a named verdict does not answer it, nor the reverse. */
  anonymize?: boolean | undefined;
}

export { DEFAULT_PROTOCOL } from "../debate/protocols/registry";
import { DEFAULT_PROTOCOL } from "../debate/protocols/registry";

/**
 * `verdict:<ticker>:<protocol>:v<data version>`, with `:nomem` after the protocol for a debate run without memory and
 * `:anon` for one whose models read placeholders.
 */
export const cachedVerdictKey = (slot: CacheSlot) =>
  `verdict:${slot.ticker}:${slot.protocol}${slot.memory === false ? ":nomem" : ""}${slot.anonymize ? ":anon" : ""}:v${slot.dataVersion}`;

export function cacheTtlSeconds(env: Pick<Env, "CACHE_TTL_S">): number {
  return readConfig(env).CACHE_TTL_S;
}

/**
 * Only debates over the data as it stands on the day they run are cached (asOf = the default date that day: today in
 * Beijing, or the sample's debate date on the bundled sample): a verdict "as of" some other date answers a different
 * question than "what about this stock now".
 */
export function isCurrentDebate(env: Env, ticker: string, asOf: string, createdAt: string): boolean {
  return asOf === defaultAsOf(env, beijingDate(new Date(createdAt)), ticker);
}

/**
 * The cached verdict for a slot, with its age. KV expires entries by itself; the age check on top makes "older than
 * CACHE_TTL_S" exact (KV expiry is lazy and eventually consistent) and lets a fixed clock decide in tests.
 */
export async function cachedVerdict(
  env: Pick<Env, "CACHE" | "CACHE_TTL_S">,
  slot: CacheSlot,
  now: Date,
): Promise<{ value: CachedVerdict; ageSeconds: number } | null> {
  const hit = await env.CACHE.get<CachedVerdict>(cachedVerdictKey(slot), "json");
  if (!hit) return null;
  const ageSeconds = age(hit.createdAt, now);
  if (ageSeconds >= cacheTtlSeconds(env)) return null;
  return { value: hit, ageSeconds };
}

/**
 * The latest verdict for a ticker: the 2 h KV cache for its current data version first, then D1's append-only
 * history (marked stale). `dataVersion` defaults to the stored company's.
 */
export async function latestVerdict(
  env: Env,
  db: Database,
  ticker: string,
  now: Date,
  opts: { protocol?: string; dataVersion?: number } = {},
): Promise<{ source: "cache" | "history"; ageSeconds: number; stale: boolean; value: CachedVerdict } | null> {
  const dataVersion =
    opts.dataVersion ?? (await db.select({ v: companies.dataVersion }).from(companies).where(eq(companies.code, ticker)).get())?.v;
  if (dataVersion !== undefined) {
    const hit = await cachedVerdict(env, { ticker, protocol: opts.protocol ?? DEFAULT_PROTOCOL, dataVersion }, now);
    if (hit) return { source: "cache", ageSeconds: hit.ageSeconds, stale: false, value: hit.value };
  }
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
