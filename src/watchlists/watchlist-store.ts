import { and, asc, count, desc, eq, inArray } from "drizzle-orm";
import type { KeyRecord } from "../access/api-keys";
import type { AppDeps } from "../app-deps";
import { digestDeliveries, digests, watchlistItems, watchlists } from "../db/schema";
import { DEFAULT_PROTOCOL } from "../debate/protocols/registry";
import { AppError } from "../shared/app-error";
import { randomId } from "../shared/random-id";
import { resolveTickers } from "./resolve-tickers";

export type WatchlistRow = typeof watchlists.$inferSelect;

export interface WatchlistItem {
  code: string;
  addedAt: string;
}

export interface Watchlist extends WatchlistRow {
  /** In the order they were added. */
  items: WatchlistItem[];
  tickers: string[];
}

const withItems = (row: WatchlistRow, items: WatchlistItem[]): Watchlist => ({
  ...row,
  items,
  tickers: items.map((i) => i.code),
});

/** Another key's list is answered exactly as a missing one: a key cannot learn which ids exist. */
const missing = () => new AppError(404, "not_found", "没有这个自选列表（或它不属于这个密钥）");

const tooMany = (what: string, limit: number) =>
  new AppError(422, "limit_exceeded", `${what}最多 ${limit} 个：这个密钥的上限，需要更多请向运营方申请`, { limit });

async function itemsOf(deps: Pick<AppDeps, "db">, id: string): Promise<WatchlistItem[]> {
  return deps.db
    .select({ code: watchlistItems.code, addedAt: watchlistItems.addedAt })
    .from(watchlistItems)
    .where(eq(watchlistItems.watchlistId, id))
    .orderBy(asc(watchlistItems.addedAt), asc(watchlistItems.code))
    .all();
}

export async function listWatchlists(deps: Pick<AppDeps, "db">, key: KeyRecord): Promise<Watchlist[]> {
  const rows = await deps.db
    .select()
    .from(watchlists)
    .where(eq(watchlists.keyId, key.id))
    .orderBy(desc(watchlists.createdAt))
    .all();
  return Promise.all(rows.map(async (r) => withItems(r, await itemsOf(deps, r.id))));
}

/** The key's own list, or 404. */
export async function getWatchlist(
  deps: Pick<AppDeps, "db">,
  key: Pick<KeyRecord, "id">,
  id: string,
): Promise<Watchlist> {
  const row = await deps.db
    .select()
    .from(watchlists)
    .where(and(eq(watchlists.id, id), eq(watchlists.keyId, key.id)))
    .get();
  if (!row) throw missing();
  return withItems(row, await itemsOf(deps, row.id));
}

/** Every ticker is resolved and every limit checked before anything is stored: a refused list leaves no row. */
export async function createWatchlist(
  deps: Pick<AppDeps, "db" | "now">,
  key: KeyRecord,
  input: { name: string; tickers: string[]; protocol?: string; rounds?: number },
): Promise<Watchlist> {
  const held = await deps.db.select({ n: count() }).from(watchlists).where(eq(watchlists.keyId, key.id)).get();
  if ((held?.n ?? 0) >= key.quotas.watchlists) throw tooMany("自选列表", key.quotas.watchlists);
  const codes = await resolveTickers(deps, input.tickers);
  if (codes.length > key.quotas.tickersPerList) throw tooMany("每个列表的股票", key.quotas.tickersPerList);
  const at = deps.now().toISOString();
  const row: WatchlistRow = {
    id: randomId("w_", 12),
    keyId: key.id,
    name: input.name,
    protocol: input.protocol ?? DEFAULT_PROTOCOL,
    rounds: input.rounds ?? null,
    createdAt: at,
    updatedAt: at,
  };
  // Each item a millisecond apart, so the order added is the order read back.
  const items = codes.map((code, i) => ({ code, addedAt: new Date(Date.parse(at) + i).toISOString() }));
  await deps.db.batch([
    deps.db.insert(watchlists).values(row),
    ...items.map((item) => deps.db.insert(watchlistItems).values({ watchlistId: row.id, ...item })),
  ]);
  return withItems(row, items);
}

export async function updateWatchlist(
  deps: Pick<AppDeps, "db" | "now">,
  key: KeyRecord,
  id: string,
  change: { name?: string; protocol?: string; rounds?: number | null; add: string[]; remove: string[] },
): Promise<Watchlist> {
  const list = await getWatchlist(deps, key, id);
  const add = (await resolveTickers(deps, change.add)).filter((c) => !list.tickers.includes(c));
  const remove = new Set(await resolveTickers(deps, change.remove));
  const at = deps.now();
  const added = add.map((code, i) => ({ code, addedAt: new Date(at.getTime() + i).toISOString() }));
  const items = [...list.items.filter((i) => !remove.has(i.code)), ...added];
  if (items.length > key.quotas.tickersPerList) throw tooMany("每个列表的股票", key.quotas.tickersPerList);
  const fields = {
    ...(change.name !== undefined ? { name: change.name } : {}),
    ...(change.protocol !== undefined ? { protocol: change.protocol } : {}),
    ...(change.rounds !== undefined ? { rounds: change.rounds } : {}),
    updatedAt: at.toISOString(),
  };
  await deps.db.batch([
    deps.db.update(watchlists).set(fields).where(eq(watchlists.id, id)),
    ...(remove.size > 0
      ? [
          deps.db
            .delete(watchlistItems)
            .where(and(eq(watchlistItems.watchlistId, id), inArray(watchlistItems.code, [...remove]))),
        ]
      : []),
    ...added.map((item) => deps.db.insert(watchlistItems).values({ watchlistId: id, ...item })),
  ]);
  return withItems({ ...list, ...fields }, items);
}

/** Deletes the list, and its digests with their delivery logs (a digest of no list has nothing to say). */
export async function deleteWatchlist(deps: Pick<AppDeps, "db">, key: KeyRecord, id: string): Promise<void> {
  await getWatchlist(deps, key, id);
  const itsDigests = deps.db.select({ id: digests.id }).from(digests).where(eq(digests.watchlistId, id));
  await deps.db.batch([
    deps.db.delete(digestDeliveries).where(inArray(digestDeliveries.digestId, itsDigests)),
    deps.db.delete(digests).where(eq(digests.watchlistId, id)),
    deps.db.delete(watchlistItems).where(eq(watchlistItems.watchlistId, id)),
    deps.db.delete(watchlists).where(eq(watchlists.id, id)),
  ]);
}
