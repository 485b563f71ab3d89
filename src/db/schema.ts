import { sql } from "drizzle-orm";
import { blob, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/** Every row that can become evidence carries the date it became public, so "as of D" never looks ahead. */

export const companies = sqliteTable("companies", {
  code: text("code").primaryKey(),
  exchange: text("exchange", { enum: ["SH", "SZ", "BJ"] }).notNull(),
  name: text("name").notNull(),
  aliases: text("aliases", { mode: "json" }).$type<string[]>().notNull().default(sql`'[]'`),
  industry: text("industry"),
  /** Bumped whenever an ingest changes this ticker's data: cached verdicts key on it. */
  dataVersion: integer("data_version").notNull().default(0),
  updatedAt: text("updated_at").notNull(),
});

export const financialMetrics = sqliteTable(
  "financial_metrics",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    ticker: text("ticker").notNull(),
    period: text("period").notNull(),
    metric: text("metric").notNull(),
    value: real("value").notNull(),
    unit: text("unit").notNull(),
    yoy: real("yoy"),
    source: text("source").notNull(),
    sourceUrl: text("source_url"),
    /** When the period's report was first published (披露日). */
    disclosureDate: text("disclosure_date").notNull(),
    /**
     * Point in time: the date this value became public. A row is one version of (ticker, period, metric, source);
     * a restated value is a new row dated by its revision, and the older row stays for earlier as-of dates. (The
     * default only lets SQLite add the column; the migration backfills it and the pipeline always sets it.)
     */
    publicDate: text("public_date").notNull().default(""),
  },
  (t) => [
    // One row per distinct value of a version: two values public the same day are both kept
    // (src/ingest/metric-versions.ts).
    uniqueIndex("financial_metrics_value").on(t.ticker, t.period, t.metric, t.source, t.publicDate, t.value, t.unit),
    index("financial_metrics_ticker").on(t.ticker, t.disclosureDate),
  ],
);

export const announcements = sqliteTable(
  "announcements",
  {
    id: text("id").notNull(),
    ticker: text("ticker").notNull(),
    title: text("title").notNull(),
    date: text("date").notNull(),
    category: text("category"),
    url: text("url"),
    text: text("text"),
    source: text("source").notNull(),
  },
  (t) => [primaryKey({ columns: [t.ticker, t.id] }), index("announcements_ticker_date").on(t.ticker, t.date)],
);

export const dailyQuotes = sqliteTable(
  "daily_quotes",
  {
    ticker: text("ticker").notNull(),
    date: text("date").notNull(),
    open: real("open"),
    high: real("high"),
    low: real("low"),
    close: real("close").notNull(),
    volume: real("volume"),
    peTtm: real("pe_ttm"),
    pb: real("pb"),
    marketCap: real("market_cap"),
    source: text("source").notNull(),
  },
  (t) => [primaryKey({ columns: [t.ticker, t.date] })],
);

/** A figure a chunk states, kept structured so the verifier can match numbers without parsing prose. */
export interface ChunkFigure {
  label: string;
  value: number;
  unit: string;
}

export const chunks = sqliteTable(
  "chunks",
  {
    /** Stable: derived from (ticker, kind, key), so re-ingesting the same fact keeps the id. */
    id: text("id").primaryKey(),
    ticker: text("ticker").notNull(),
    kind: text("kind", { enum: ["metric", "derived", "announcement", "quote"] }).notNull(),
    category: text("category", { enum: ["growth", "risk", "neutral"] }).notNull(),
    dimension: text("dimension", { enum: ["earnings", "market", "sentiment", "valuation", "risk"] }).notNull(),
    text: text("text").notNull(),
    period: text("period"),
    publicDate: text("public_date").notNull(),
    source: text("source").notNull(),
    sourceUrl: text("source_url"),
    figures: text("figures", { mode: "json" }).$type<ChunkFigure[]>().notNull().default(sql`'[]'`),
    /** When a restated value replaced what this chunk states: an as-of view at or after it reads the newer chunk. */
    supersededDate: text("superseded_date"),
    contentHash: text("content_hash").notNull(),
  },
  (t) => [index("chunks_ticker").on(t.ticker, t.category, t.publicDate)],
);

/** The local vector index (VECTOR_STORE=local): exact cosine search with Vectorize's filter semantics. */
export const localVectors = sqliteTable(
  "local_vectors",
  {
    id: text("id").notNull(),
    namespace: text("namespace").notNull(),
    values: blob("values", { mode: "buffer" }).$type<ArrayBuffer>().notNull(),
    metadata: text("metadata", { mode: "json" }).$type<Record<string, string | number | boolean>>().notNull(),
  },
  (t) => [primaryKey({ columns: [t.namespace, t.id] })],
);

/**
 * One row per local-index namespace (a company): a random token replaced by every write to its vectors, so an isolate
 * holding the namespace's vectors in memory knows with one small read whether they are still current. Random, not a
 * counter, so a database restored to an earlier point cannot repeat a token that named other contents.
 */
export const localVectorNamespaces = sqliteTable("local_vector_namespaces", {
  namespace: text("namespace").primaryKey(),
  version: text("version").notNull(),
});

export const debates = sqliteTable(
  "debates",
  {
    id: text("id").primaryKey(),
    ticker: text("ticker").notNull(),
    protocol: text("protocol").notNull(),
    asOf: text("as_of").notNull(),
    rounds: integer("rounds").notNull(),
    status: text("status").notNull(),
    provider: text("provider").notNull(),
    createdAt: text("created_at").notNull(),
    updatedAt: text("updated_at").notNull(),
    /**
     * Every setting the debate was created with (src/services/debate-settings.ts), so a request for its slot with other
     * settings is told which differ instead of joining it. Null for rows written before the rule.
     */
    settings: text("settings", { mode: "json" }).$type<Record<string, unknown>>(),
    /** The API key that started it (`api_keys.id`); null when started anonymously or by the cron. */
    keyId: text("key_id"),
  },
  (t) => [
    index("debates_ticker").on(t.ticker, t.createdAt),
    index("debates_key").on(t.keyId, t.createdAt),
    // At most one live debate per (ticker, protocol, asOf): a duplicate POST gets the running one.
    uniqueIndex("debates_active")
      .on(t.ticker, t.protocol, t.asOf)
      .where(sql`status IN ('queued', 'running', 'judging')`),
  ],
);

/** Append-only: a verdict is never updated or deleted. */
export const verdicts = sqliteTable(
  "verdicts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    debateId: text("debate_id").notNull(),
    ticker: text("ticker").notNull(),
    protocol: text("protocol").notNull(),
    asOf: text("as_of").notNull(),
    stance: text("stance", { enum: ["bullish", "bearish", "neutral"] }).notNull(),
    overall: real("overall").notNull(),
    factuality: real("factuality").notNull(),
    dataVersion: integer("data_version").notNull(),
    verdict: text("verdict", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [uniqueIndex("verdicts_debate").on(t.debateId), index("verdicts_ticker").on(t.ticker, t.createdAt)],
);

export const hotTickers = sqliteTable("hot_tickers", {
  ticker: text("ticker").primaryKey(),
  rank: integer("rank").notNull(),
  source: text("source").notNull(),
  updatedAt: text("updated_at").notNull(),
});

/** Small key/value facts about the database itself, e.g. which sample dataset version is loaded. */
export const meta = sqliteTable("meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/** One row per pre-compute run (cron or admin), including runs skipped for weekends and market holidays. */
export const precomputeRuns = sqliteTable(
  "precompute_runs",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    /** The cron expression that fired, or "manual" for POST /api/admin/precompute. */
    trigger: text("trigger").notNull(),
    /** The Beijing trading date the run is for; the daily token budget is counted per tradeDate. */
    tradeDate: text("trade_date").notNull(),
    status: text("status", { enum: ["running", "done", "skipped", "failed"] }).notNull(),
    /** Why a run was skipped or failed, e.g. "weekend", "market holiday 2026-10-01". */
    note: text("note"),
    /** Where the hot list came from: "eastmoney-hot-rank", or "HOT_TICKERS" when the source failed or is off. */
    hotSource: text("hot_source"),
    hotError: text("hot_error"),
    tried: integer("tried").notNull().default(0),
    debated: integer("debated").notNull().default(0),
    cached: integer("cached").notNull().default(0),
    skipped: integer("skipped").notNull().default(0),
    failed: integer("failed").notNull().default(0),
    tokensUsed: integer("tokens_used").notNull().default(0),
    /** Per ticker: rank, data refresh outcome, what happened and why. */
    tickers: text("tickers", { mode: "json" }).$type<PrecomputeTickerRecord[]>().notNull().default(sql`'[]'`),
    startedAt: text("started_at").notNull(),
    finishedAt: text("finished_at"),
  },
  (t) => [index("precompute_runs_date").on(t.tradeDate, t.startedAt)],
);

export interface PrecomputeTickerRecord {
  ticker: string;
  rank: number;
  /** The live-data refresh: "off" when live sources are disabled, else a one-line outcome. */
  refresh: { ok: boolean; summary: string } | "off";
  outcome: "debated" | "cached" | "skipped" | "failed";
  reason?: string;
  debateId?: string;
  tokens?: number;
  ms?: number;
}

/**
 * Every model reply by (debate, request hash): what lets a finished debate be replayed without a model call, and
 * answers an identical request within REPLY_CACHE_TTL_S. Rows are only ever added.
 */
export const modelReplies = sqliteTable(
  "model_replies",
  {
    debateId: text("debate_id").notNull(),
    /** SHA-256 of provider, model, role, schema, messages and parameters (src/models/call-model.ts requestHash). */
    hash: text("hash").notNull(),
    role: text("role").notNull(),
    provider: text("provider").notNull(),
    model: text("model").notNull(),
    reply: text("reply", { mode: "json" })
      .$type<{ text: string; promptTokens: number; completionTokens: number; estimated: boolean }>()
      .notNull(),
    /** True when this debate got the reply from the archive rather than from the model. */
    cached: integer("cached", { mode: "boolean" }).notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.debateId, t.hash] }), index("model_replies_hash").on(t.hash, t.createdAt)],
);

/**
 * Memory and reflection (seed 003 §3.3): one row per past verdict and horizon once that horizon has passed by the
 * stored prices. Returns are absolute: the data holds no index series, so `benchmark` is "none" and
 * `excessReturn` null. Rows are only ever added; a lookup "as of D" reads only rows whose `endDate` ≤ D.
 */
export const reflections = sqliteTable(
  "reflections",
  {
    debateId: text("debate_id").notNull(),
    horizon: text("horizon", { enum: ["1d", "1w", "1m"] }).notNull(),
    ticker: text("ticker").notNull(),
    protocol: text("protocol").notNull(),
    asOf: text("as_of").notNull(),
    stance: text("stance", { enum: ["bullish", "bearish", "neutral"] }).notNull(),
    expected: text("expected", { enum: ["up", "down", "flat"] }).notNull(),
    /** The market regime at the verdict's asOf (src/evidence/role-packs.ts regimeOf), null without bars. */
    regime: text("regime"),
    startDate: text("start_date").notNull(),
    endDate: text("end_date").notNull(),
    startClose: real("start_close").notNull(),
    endClose: real("end_close").notNull(),
    returnPct: real("return_pct").notNull(),
    benchmark: text("benchmark").notNull(),
    excessReturn: real("excess_return"),
    realised: text("realised", { enum: ["up", "down", "flat"] }).notNull(),
    hit: integer("hit", { mode: "boolean" }).notNull(),
    lesson: text("lesson").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.debateId, t.horizon] }),
    index("reflections_ticker").on(t.ticker, t.endDate),
    index("reflections_regime").on(t.regime, t.endDate),
  ],
);

/** Who started a debate (a hash of the client IP, never the IP itself), for the per-client cap on running debates. */
export const debateClients = sqliteTable(
  "debate_clients",
  {
    debateId: text("debate_id").primaryKey(),
    clientKey: text("client_key").notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [index("debate_clients_key").on(t.clientKey)],
);

export * from "./schema-track";
export * from "./schema-batches";
export * from "./schema-digests";
export * from "./schema-directory";
