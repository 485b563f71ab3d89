import { index, integer, primaryKey, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";

/**
 * The track record's tables (src/track/): each verdict's prediction, its scores per horizon and the benchmark's bars.
 * Split from schema.ts, which re-exports it, so drizzle-kit and every importer still read one schema.
 */

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
    /**
     * Per-horizon directions where the protocol gives them (FinDebate), else null: the stance holds for every horizon.
     */
    horizons: text("horizons", { mode: "json" }).$type<Record<"1d" | "1w" | "1m", "up" | "down" | "flat">>(),
    /**
     * SHA-256 over evidence ids and versions, every model request hash (prompts and parameters) and the model config.
     */
    inputHash: text("input_hash").notNull(),
    /**
     * T+1: the first trading day after asOf by the calendar when recorded; scoring re-derives it from stored sessions.
     */
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
