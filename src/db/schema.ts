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
  },
  (t) => [
    index("debates_ticker").on(t.ticker, t.createdAt),
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

/**
 * The track record's ledger (issue 19): every finished debate is a dated prediction, written once where its verdict is
 * persisted. Append-only: the migration adds triggers that abort any UPDATE or DELETE, so a call cannot be edited
 * after the market answers. `inputHash` is unique: a debate whose inputs (evidence and versions, every model request,
 * model config) hash the same as an earlier one — a deterministic re-run or a debate answered from the reply archive —
 * is the same prediction, not a new one.
 */
export const predictions = sqliteTable(
  "predictions",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    debateId: text("debate_id").notNull(),
    ticker: text("ticker").notNull(),
    protocol: text("protocol").notNull(),
    /** The deciding model, `provider:model` ("offline" for the rule engine); both tiers when they differ. */
    model: text("model").notNull(),
    asOf: text("as_of").notNull(),
    stance: text("stance", { enum: ["bullish", "bearish", "neutral"] }).notNull(),
    /** The probability the call is right, 0-1: the verdict's overall score / 100 (what gates a directional call). */
    confidence: real("confidence").notNull(),
    /** The verdict's own confidence words (e.g. 中等置信), as shown to the reader. */
    conviction: text("conviction").notNull(),
    /** Per-horizon directions where the protocol gives them (FinDebate), else null: the stance holds for every horizon. */
    horizons: text("horizons", { mode: "json" }).$type<Record<"1d" | "1w" | "1m", "up" | "down" | "flat">>(),
    /** SHA-256 over evidence ids and versions, every model request hash (prompts and parameters) and the model config. */
    inputHash: text("input_hash").notNull(),
    /** T+1: the first trading day after asOf by the calendar when recorded; scoring re-derives it from stored sessions. */
    entryDate: text("entry_date").notNull(),
    /** Recorded before 09:30 Beijing of the entry day: a forward prediction, not a backtest. */
    madeBeforeOpen: integer("made_before_open", { mode: "boolean" }).notNull(),
    createdAt: text("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("predictions_debate").on(t.debateId),
    uniqueIndex("predictions_input").on(t.inputHash),
    index("predictions_as_of").on(t.asOf),
    index("predictions_ticker").on(t.ticker, t.asOf),
  ],
);

/**
 * One row per prediction and matured horizon, written by the daily scoring job from stored prices; append-only like
 * the ledger (a horizon is scored once, when its exit session is stored). An entry day that was suspended or opened at
 * the price limit is `tradeable: false` with its reason and no return: reported apart, never as a hit or a miss.
 */
export const predictionScores = sqliteTable(
  "prediction_scores",
  {
    debateId: text("debate_id").notNull(),
    horizon: text("horizon", { enum: ["1d", "1w", "1m"] }).notNull(),
    entryDate: text("entry_date").notNull(),
    exitDate: text("exit_date").notNull(),
    tradeable: integer("tradeable", { mode: "boolean" }).notNull(),
    untradeable: text("untradeable", { enum: ["suspended", "limit_up", "limit_down"] }),
    entryOpen: real("entry_open"),
    exitClose: real("exit_close"),
    returnPct: real("return_pct"),
    /** "000300" when the CSI 300 series covers the window, else "none" (and no excess return). */
    benchmark: text("benchmark").notNull(),
    indexReturnPct: real("index_return_pct"),
    excessPct: real("excess_pct"),
    /** The prediction's call for this horizon (null: neutral, no directional call) and whether the move agreed. */
    call: text("call", { enum: ["up", "down"] }),
    hit: integer("hit", { mode: "boolean" }),
    /** Baselines on the same dates, from bars up to asOf: the sign of the 20-session move and of the last session. */
    momentumCall: text("momentum_call", { enum: ["up", "down"] }),
    yesterdayCall: text("yesterday_call", { enum: ["up", "down"] }),
    scoredAt: text("scored_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.debateId, t.horizon] })],
);

/** Daily bars of market indices (the CSI 300 benchmark), restated from a bundled file or ingested. */
export const indexQuotes = sqliteTable(
  "index_quotes",
  {
    code: text("code").notNull(),
    date: text("date").notNull(),
    open: real("open").notNull(),
    close: real("close").notNull(),
    source: text("source").notNull(),
  },
  (t) => [primaryKey({ columns: [t.code, t.date] })],
);

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
    quotas: text("quotas", { mode: "json" }).$type<Record<string, number>>().notNull(),
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
