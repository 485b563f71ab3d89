import { modelReplies } from "../db/schema";
import { createDb } from "../db/client";
import type { ArchiveRow } from "../models/reply-archive";

/** Rows per D1 batch: a debate archives a few to a few dozen replies, so one batch almost always; each stays small. */
const ROWS_PER_BATCH = 50;

/**
 * The debate's model replies on their way to the D1 archive (`model_replies`), kept in the object's own SQLite until
 * they are there. A reply is written here the moment it arrives, in the same storage as the paid-reply store, and the
 * whole debate's rows go to D1 in one batch when it ends (before the checkpoint that says it is done, so a replay or an
 * audit finds them) instead of one D1 round trip per reply in the middle of each step. If D1 refuses then, the rows
 * wait here: the persist retries them with backoff and a replay of the debate flushes them first. A restart loses
 * nothing, and the insert ignores rows D1 already has.
 */
export class ArchiveOutbox {
  constructor(private readonly sql: SqlStorage) {
    sql.exec("CREATE TABLE IF NOT EXISTS archive_outbox (hash TEXT PRIMARY KEY, row TEXT NOT NULL)");
  }

  /** One reply to archive; a second reply for the same request hash is the same row (D1's key is debate + hash). */
  put(row: ArchiveRow): void {
    this.sql.exec("INSERT OR IGNORE INTO archive_outbox (hash, row) VALUES (?, ?)", row.hash, JSON.stringify(row));
  }

  pending(): number {
    return this.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM archive_outbox").one().n;
  }

  /**
   * Writes every waiting row to D1 and forgets the written ones; throws when D1 refuses (the rows stay for the next
   * flush).
   */
  async flush(d1: D1Database): Promise<void> {
    const rows = this.sql
      .exec<{ hash: string; row: string }>("SELECT hash, row FROM archive_outbox ORDER BY rowid")
      .toArray();
    if (rows.length === 0) return;
    const db = createDb(d1);
    for (let i = 0; i < rows.length; i += ROWS_PER_BATCH) {
      const part = rows.slice(i, i + ROWS_PER_BATCH);
      const [first, ...rest] = part.map((r) =>
        db
          .insert(modelReplies)
          .values(JSON.parse(r.row) as ArchiveRow)
          .onConflictDoNothing(),
      );
      await db.batch([first!, ...rest]);
      for (const r of part) this.sql.exec("DELETE FROM archive_outbox WHERE hash = ?", r.hash);
    }
  }
}
