import { and, asc, eq, gte, inArray, lt, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { apiKeys, batches, batchItems } from "../db/schema";
import { runBatch } from "../db/run-batch";

export type BatchRow = typeof batches.$inferSelect;
export type BatchItemRow = typeof batchItems.$inferSelect;

/**
 * Stores a batch and its tickers when the key has not yet started `limit` batches since `since`: the count and the
 * insert are one statement, so parallel requests cannot all pass a quota with one place left. False when over it.
 */
export async function insertBatch(
  db: Database,
  batch: BatchRow,
  codes: string[],
  quota: { since: string; limit: number },
): Promise<boolean> {
  const inserted = await db.run(sql`
    INSERT INTO batches (id, key_id, watchlist_id, protocol, rounds, status, created_at, started_at, finished_at)
    SELECT ${batch.id}, ${batch.keyId}, ${batch.watchlistId}, ${batch.protocol}, ${batch.rounds}, ${batch.status},
      ${batch.createdAt}, NULL, NULL
    WHERE (SELECT COUNT(*) FROM batches WHERE key_id = ${batch.keyId} AND created_at >= ${quota.since})
      < ${quota.limit}`);
  if ((inserted.meta.changes ?? 0) === 0) return false;
  const [first, ...rest] = codes.map((code, position) =>
    db.insert(batchItems).values({ batchId: batch.id, position, code, status: "queued" }),
  );
  if (first) await db.batch([first, ...rest]);
  return true;
}

export async function readBatch(db: Database, id: string): Promise<BatchRow | undefined> {
  return db.select().from(batches).where(eq(batches.id, id)).get();
}

export async function readItems(db: Database, id: string): Promise<BatchItemRow[]> {
  return db.select().from(batchItems).where(eq(batchItems.batchId, id)).orderBy(asc(batchItems.position)).all();
}

/** How many batches the key started since `since` (its daily quota). */
export async function batchesSince(db: Database, keyId: string, since: string): Promise<number> {
  const row = await db
    .select({ n: sql<number>`count(*)` })
    .from(batches)
    .where(and(eq(batches.keyId, keyId), gte(batches.createdAt, since)))
    .get();
  return row?.n ?? 0;
}

const STALE_REASON = "运行超过一天仍未结束，已视为中止";

/** Past this, a running batch is dead: 200 tickers, 2 at a time, 10 minutes each would take about 17 hours. */
const STALE_RUNNING_MS = 24 * 3_600_000;

/** Whether the key was revoked (a batch it started runs nothing more). */
export async function keyRevoked(db: Database, keyId: string): Promise<boolean> {
  const row = await db.select({ revokedAt: apiKeys.revokedAt }).from(apiKeys).where(eq(apiKeys.id, keyId)).get();
  return !row || row.revokedAt !== null;
}

/**
 * Moves a queued batch to running when a slot is free: no other running batch of its key, fewer than `maxRunning`
 * running in all. One conditional UPDATE, so two batches admitted at the same moment cannot both take the last slot.
 */
export async function admitBatch(db: Database, id: string, maxRunning: number, at: Date): Promise<boolean> {
  // A batch still "running" long after any debate could have ended lost its Workflow instance: freed first, so a
  // dead run can never hold its key's slot (or the deployment's) for good.
  // Through abandonBatch, so their unfinished tickers end failed with them.
  const stale = new Date(at.getTime() - STALE_RUNNING_MS).toISOString();
  const dead = await db
    .select({ id: batches.id })
    .from(batches)
    .where(and(eq(batches.status, "running"), lt(batches.startedAt, stale)))
    .all();
  for (const { id: deadId } of dead) await abandonBatch(db, deadId, STALE_REASON, at);
  const result = await db.run(sql`
    UPDATE batches SET status = 'running', started_at = ${at.toISOString()}
    WHERE id = ${id} AND status = 'queued'
      AND NOT EXISTS (
        SELECT 1 FROM batches AS other
        WHERE other.status = 'running' AND other.key_id = batches.key_id AND other.id <> batches.id)
      AND (SELECT COUNT(*) FROM batches AS other WHERE other.status = 'running') < ${maxRunning}`);
  return (result.meta.changes ?? 0) > 0;
}

export async function updateItem(
  db: Database,
  batchId: string,
  position: number,
  fields: Partial<Omit<BatchItemRow, "batchId" | "position" | "code">>,
): Promise<void> {
  await db
    .update(batchItems)
    .set(fields)
    .where(and(eq(batchItems.batchId, batchId), eq(batchItems.position, position)));
}

/** Writes a batch's successful end. A failed batch ends through abandonBatch, with its reason. */
export async function finishBatch(db: Database, id: string, at: Date): Promise<void> {
  await db.update(batches).set({ status: "done", finishedAt: at.toISOString(), error: null }).where(eq(batches.id, id));
}

/** The batches not yet ended (queued or running), oldest first: what the cron checks for a run that died. */
export async function openBatches(db: Database, limit: number): Promise<BatchRow[]> {
  return db
    .select()
    .from(batches)
    .where(inArray(batches.status, ["queued", "running"]))
    .orderBy(asc(batches.createdAt))
    .limit(limit)
    .all();
}

/** What a ticker that had not ended says when its batch is abandoned. */
const UNFINISHED = { running: "批量任务中止，未等到这场辩论的结果", queued: "批量任务中止，未开始辩论" };

/**
 * Ends a batch that its run can no longer end: failed, with the reason, and its tickers that had not ended failed
 * too (their rows, debate ids and links kept; a debate already started may still finish on its own page). Only a
 * batch still queued or running: an end its run wrote meanwhile stands. One transaction; true when this ended it.
 */
export async function abandonBatch(db: Database, id: string, reason: string, at: Date): Promise<boolean> {
  const stamp = at.toISOString();
  const [, ended] = await runBatch(db, [
    db
      .update(batchItems)
      .set({
        status: "failed",
        finishedAt: stamp,
        error: sql`CASE ${batchItems.status} WHEN 'running' THEN ${UNFINISHED.running} ELSE ${UNFINISHED.queued} END`,
      })
      .where(
        and(
          eq(batchItems.batchId, id),
          inArray(batchItems.status, ["queued", "running"]),
          sql`EXISTS (SELECT 1 FROM batches WHERE id = ${id} AND status IN ('queued', 'running'))`,
        ),
      ),
    db
      .update(batches)
      .set({ status: "failed", finishedAt: stamp, error: reason })
      .where(and(eq(batches.id, id), inArray(batches.status, ["queued", "running"]))),
  ]);
  return (ended ?? 0) > 0;
}
