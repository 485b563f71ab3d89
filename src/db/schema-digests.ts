import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

// The digests' tables: split from schema.ts, which re-exports it, so drizzle-kit and every importer read one schema.
/**
 * A watchlist's pre-open digest (src/digests/): where it goes (the channel's secrets AES-GCM encrypted as one
 * `target`, only a masked `hint` readable), when (Beijing time on trading days) and what the last one said per ticker.
 */
export const digests = sqliteTable(
  "digests",
  {
    id: text("id").primaryKey(),
    keyId: text("key_id").notNull(),
    watchlistId: text("watchlist_id").notNull(),
    channel: text("channel").notNull(),
    target: text("target").notNull(),
    hint: text("hint").notNull(),
    time: text("time").notNull(),
    baseUrl: text("base_url").notNull(),
    lastRunDate: text("last_run_date"),
    lastStances: text("last_stances", { mode: "json" }).$type<Record<string, string>>(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("digests_key").on(t.keyId, t.createdAt), index("digests_list").on(t.watchlistId)],
);

/** One message part sent (or not) for a digest: the text is kept whatever happened, so nothing is lost. */
export const digestDeliveries = sqliteTable(
  "digest_deliveries",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    digestId: text("digest_id").notNull(),
    keyId: text("key_id").notNull(),
    sendId: text("send_id").notNull(),
    kind: text("kind", { enum: ["scheduled", "test"] }).notNull(),
    part: integer("part").notNull(),
    parts: integer("parts").notNull(),
    status: text("status", { enum: ["sent", "dead_letter"] }).notNull(),
    attempts: text("attempts", { mode: "json" })
      .$type<{ attempt: number; at: string; responseCode: number | null; error: string | null }[]>()
      .notNull(),
    message: text("message").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("digest_deliveries_digest").on(t.digestId, t.id), index("digest_deliveries_key").on(t.keyId, t.kind)],
);
