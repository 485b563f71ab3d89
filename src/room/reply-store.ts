import type { ReplyCache } from "../models/call-model";
import type { ModelReply } from "../models/model-provider";

/** Model replies by request hash, written the moment they arrive: a step redone after eviction pays nothing twice. */
export class ReplyStore implements ReplyCache {
  constructor(private readonly sql: SqlStorage) {
    sql.exec("CREATE TABLE IF NOT EXISTS replies (hash TEXT PRIMARY KEY, reply TEXT NOT NULL)");
  }

  get(hash: string): ModelReply | undefined {
    const row = this.sql.exec<{ reply: string }>("SELECT reply FROM replies WHERE hash = ?", hash).toArray()[0];
    return row ? (JSON.parse(row.reply) as ModelReply) : undefined;
  }

  put(hash: string, reply: ModelReply): void {
    this.sql.exec("INSERT OR REPLACE INTO replies (hash, reply) VALUES (?, ?)", hash, JSON.stringify(reply));
  }

  count(): number {
    return this.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM replies").one().n;
  }
}
