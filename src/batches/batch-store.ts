import { and, asc, eq, gte, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { batches, batchItems } from "../db/schema";

export type BatchRow = typeof batches.$inferSelect;
export type BatchItemRow = typeof batchItems.$inferSelect;

export async function insertBatch(db: Database, batch: BatchRow, codes: string[]): Promise<void> {
  await db.batch([
    db.insert(batches).values(batch),
    ...codes.map((code, position) =>
      db.insert(batchItems).values({ batchId: batch.id, position, code, status: "queued" }),
    ),
  ]);
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

/**
 * Moves a queued batch to running when a slot is free: no other running batch of its key, fewer than `maxRunning`
 * running in all. One conditional UPDATE, so two batches admitted at the same moment cannot both take the last slot.
 */
export async function admitBatch(db: Database, id: string, maxRunning: number, at: Date): Promise<boolean> {
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

export async function finishBatch(db: Database, id: string, status: "done" | "failed", at: Date): Promise<void> {
  await db.update(batches).set({ status, finishedAt: at.toISOString() }).where(eq(batches.id, id));
}
