import { and, asc, eq, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../db/client";
import { dailyQuotes, predictions, predictionScores } from "../db/schema";
import { runBatch } from "../db/run-batch";
import { TradingCalendar } from "../shared/trading-calendar";
import { beijingDate } from "../shared/dates";
import { ensureBundledIndex, storedIndexBars } from "./index-series";
import { scorePrediction, type LedgerEntry } from "./score";

export interface ScoreRun {
  /** Beijing date the run scored as of: only horizons whose exit session is before it are scored. */
  today: string;
  /** Predictions with a horizon still unscored when the run began. */
  open: number;
  /** Horizon scores written by this run. */
  scored: number;
  /** The newest stored CSI 300 session, or null when no index series is stored (then no excess returns). */
  benchmarkUntil: string | null;
}

/**
 * The daily scoring job (run by the cron, src/precompute/scheduled.ts, and by POST /api/admin/track-record/score):
 * every prediction's horizons that have matured by the stored prices are scored once and appended. Idempotent: a
 * horizon already scored is not written again, and one not yet matured waits for a later run. With `debateId`, only
 * that prediction: a past-dated debate is scored when it is recorded (src/room/persist-verdict.ts), its prices being
 * stored already, instead of waiting for the next daily run.
 */
export async function scoreMaturedPredictions(
  db: Database,
  now: Date,
  holidays: ReadonlySet<string>,
  debateId?: string,
): Promise<ScoreRun> {
  await ensureBundledIndex(db);
  const today = beijingDate(now);
  const unscored = sql`(SELECT count(*) FROM ${predictionScores} s WHERE s.debate_id = ${predictions.debateId}) < 3`;
  const open = await db
    .select()
    .from(predictions)
    .where(debateId === undefined ? unscored : and(unscored, eq(predictions.debateId, debateId)))
    .orderBy(asc(predictions.id))
    .all();
  const index = await storedIndexBars(db);
  // Sessions: the CSI 300's dates, and any date a stored stock has a daily bar (the index series starts in 2020; the
  // sample's 2019 bars still know which weekdays were holidays).
  const traded = await db
    .selectDistinct({ date: dailyQuotes.date })
    .from(dailyQuotes)
    .where(isNotNull(dailyQuotes.open))
    .all();
  const calendar = new TradingCalendar([...index.map((b) => b.date), ...traded.map((d) => d.date)], holidays);
  const run: ScoreRun = { today, open: open.length, scored: 0, benchmarkUntil: index.at(-1)?.date ?? null };
  if (open.length === 0) return run;
  const scoredAt = now.toISOString();
  for (const ticker of [...new Set(open.map((p) => p.ticker))]) {
    const bars = await db
      .select({ date: dailyQuotes.date, open: dailyQuotes.open, close: dailyQuotes.close })
      .from(dailyQuotes)
      .where(eq(dailyQuotes.ticker, ticker))
      .orderBy(asc(dailyQuotes.date))
      .all();
    const statements = [];
    for (const p of open.filter((x) => x.ticker === ticker)) {
      const entry: LedgerEntry = {
        debateId: p.debateId,
        ticker,
        asOf: p.asOf,
        stance: p.stance,
        horizons: p.horizons ?? null,
      };
      for (const s of scorePrediction(entry, bars, index, calendar, today)) {
        statements.push(
          db
            .insert(predictionScores)
            .values({ debateId: p.debateId, ...s, scoredAt })
            .onConflictDoNothing(),
        );
      }
    }
    // A horizon scored by an earlier run conflicts and is skipped: only new scores count as changes.
    const changed = await runBatch(db, statements);
    run.scored += changed.reduce((n, c) => n + c, 0);
  }
  return run;
}
