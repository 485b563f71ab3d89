import { and, count, desc, eq } from "drizzle-orm";
import type { KeyRecord } from "../access/api-keys";
import type { AppDeps } from "../app-deps";
import { digestDeliveries, digests } from "../db/schema";
import { AppError } from "../shared/app-error";
import { getWatchlist } from "../watchlists/watchlist-store";
import { CHANNEL_ZH, channelTarget, type DigestChannel, type TargetInput } from "./channel-targets";
import { seal } from "./digest-crypto";
import type { DigestSettings } from "./digest-config";
import { newDigestId } from "./digest-id";
import { checkWebhookAddresses } from "./webhook-dns";
import { LOOPBACK_HOSTS } from "./webhook-url";

export type DigestRow = typeof digests.$inferSelect;

/** A digest as the API shows it: where it goes only as a masked hint. */
export function digestRecord(row: DigestRow) {
  return {
    id: row.id,
    watchlistId: row.watchlistId,
    channel: row.channel as DigestChannel,
    channelLabel: CHANNEL_ZH[row.channel as DigestChannel],
    hint: row.hint,
    schedule: { time: row.time, days: "trading" as const, timezone: "Asia/Shanghai" as const },
    linkBase: row.baseUrl,
    lastRunDate: row.lastRunDate,
    createdAt: row.createdAt,
  };
}

/** Another key's digest is answered exactly as a missing one. */
const missing = () => new AppError(404, "not_found", "没有这个推送（或它不属于这个密钥）");

export async function listDigests(deps: Pick<AppDeps, "db">, key: Pick<KeyRecord, "id">): Promise<DigestRow[]> {
  return deps.db.select().from(digests).where(eq(digests.keyId, key.id)).orderBy(desc(digests.createdAt)).all();
}

export async function getDigest(deps: Pick<AppDeps, "db">, key: Pick<KeyRecord, "id">, id: string): Promise<DigestRow> {
  const row = await deps.db
    .select()
    .from(digests)
    .where(and(eq(digests.id, id), eq(digests.keyId, key.id)))
    .get();
  if (!row) throw missing();
  return row;
}

/**
 * A new digest for one of the key's lists. The list, the per-list limit and the channel's target are all checked, and
 * the target sealed, before the one insert: a refused digest leaves nothing stored.
 */
export async function createDigest(
  deps: Pick<AppDeps, "db" | "now">,
  settings: DigestSettings,
  key: KeyRecord,
  input: TargetInput & { watchlistId: string; time: string; baseUrl: string },
): Promise<DigestRow> {
  const list = await getWatchlist(deps, key, input.watchlistId);
  const held = await deps.db.select({ n: count() }).from(digests).where(eq(digests.watchlistId, list.id)).get();
  const limit = key.quotas.digestsPerList;
  if ((held?.n ?? 0) >= limit)
    throw new AppError(422, "limit_exceeded", `每个自选列表最多 ${limit} 个推送：这个密钥的上限`, { limit });
  const { target, hint } = channelTarget(input, { allowLoopback: settings.allowLoopback });
  if (input.channel === "webhook" && settings.resolve && target.url) {
    const host = new URL(target.url).hostname;
    // A loopback fake let through by DIGEST_ALLOW_LOOPBACK is not resolved (it would be refused as loopback).
    if (!(settings.allowLoopback && LOOPBACK_HOSTS.has(host))) await checkWebhookAddresses(host, settings.resolve);
  }
  const id = newDigestId();
  const row: DigestRow = {
    id,
    keyId: key.id,
    watchlistId: list.id,
    channel: input.channel,
    target: await seal(settings.secretKey, JSON.stringify(target), id),
    hint,
    time: input.time,
    baseUrl: input.baseUrl,
    lastRunDate: null,
    lastStances: null,
    createdAt: deps.now().toISOString(),
  };
  await deps.db.insert(digests).values(row);
  return row;
}

/** Deletes the digest and its delivery log. */
export async function deleteDigest(deps: Pick<AppDeps, "db">, key: Pick<KeyRecord, "id">, id: string): Promise<void> {
  await getDigest(deps, key, id);
  await deps.db.batch([
    deps.db.delete(digestDeliveries).where(eq(digestDeliveries.digestId, id)),
    deps.db.delete(digests).where(eq(digests.id, id)),
  ]);
}
