import { index, integer, primaryKey, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * The API keys' tables (src/batches/): keys, their watchlists and the batches run from them. Split from schema.ts,
 * which re-exports it, so drizzle-kit and every importer still read one schema.
 */

/**
 * API keys the operator issues (POST /api/admin/keys): only the SHA-256 of a key is stored (a key is 160 random bits,
 * so a plain hash cannot be reversed by guessing); `hint` is its first characters, shown in lists.
 */
export const apiKeys = sqliteTable(
  "api_keys",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    hash: text("hash").notNull(),
    hint: text("hint").notNull(),
    scopes: text("scopes", { mode: "json" }).$type<string[]>().notNull(),
    quotas: text("quotas", { mode: "json" }).$type<Record<string, number | null>>().notNull(),
    createdAt: text("created_at").notNull(),
    revokedAt: text("revoked_at"),
    lastUsedAt: text("last_used_at"),
  },
  (t) => [uniqueIndex("api_keys_hash").on(t.hash)],
);

/** A key's lists of tickers, each debated with its own protocol and rounds (batches, digests). */
export const watchlists = sqliteTable(
  "watchlists",
  {
    id: text("id").primaryKey(),
    keyId: text("key_id").notNull(),
    name: text("name").notNull(),
    protocol: text("protocol").notNull(),
    rounds: integer("rounds"),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
  },
  (t) => [index("watchlists_key").on(t.keyId, t.createdAt)],
);

export const watchlistItems = sqliteTable(
  "watchlist_items",
  {
    watchlistId: text("watchlist_id").notNull(),
    code: text("code").notNull(),
    addedAt: text("added_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.watchlistId, t.code] })],
);

/**
 * A batch run: a key's tickers (or a watchlist's) debated one durable Workflow step at a time. `status`: queued (waits
 * for a free slot: one running batch per key, a few globally), running, done (every ticker ended), failed.
 */
export const batches = sqliteTable(
  "batches",
  {
    id: text("id").primaryKey(),
    keyId: text("key_id").notNull(),
    watchlistId: text("watchlist_id"),
    protocol: text("protocol").notNull(),
    rounds: integer("rounds").notNull(),
    status: text("status", { enum: ["queued", "running", "done", "failed"] }).notNull(),
    createdAt: text("created_at").notNull(),
    startedAt: text("started_at"),
    finishedAt: text("finished_at"),
    /** Why a failed batch ended early, in Chinese for its owner (e.g. its Workflow run died); null otherwise. */
    error: text("error"),
  },
  (t) => [index("batches_key").on(t.keyId, t.createdAt), index("batches_status").on(t.status)],
);

/** One ticker of a batch: its debate (or the cached verdict that answered it) and how it ended. */
export const batchItems = sqliteTable(
  "batch_items",
  {
    batchId: text("batch_id").notNull(),
    position: integer("position").notNull(),
    code: text("code").notNull(),
    status: text("status", { enum: ["queued", "running", "done", "failed"] }).notNull(),
    debateId: text("debate_id"),
    /** True when a cached verdict answered (no new debate was run). */
    cached: integer("cached", { mode: "boolean" }).notNull().default(false),
    error: text("error"),
    startedAt: text("started_at"),
    finishedAt: text("finished_at"),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.position] })],
);
