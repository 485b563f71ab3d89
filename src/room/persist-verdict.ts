import { eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { DebateState } from "../debate/debate-state";
import { createDb } from "../db/client";
import { debates, verdicts } from "../db/schema";
import type { Config } from "../config";
import { profiledD1 } from "../shared/profile";
import { predictionInsert } from "../track/ledger";
import { scoreMaturedPredictions } from "../track/score-job";
import { beijingDate } from "../shared/dates";
import { cachedVerdictKey, isCurrentDebate } from "./verdict-cache-key";
import type { CachedVerdict } from "../wire/wire-http";

/**
 * Appends the verdict to D1 (once per debate: retries are no-ops), records it in the track record's ledger as a
 * prediction (src/track/ledger.ts) and, for a debate over today's data, caches it in KV
 * for CACHE_TTL_S under (ticker, protocol, data version, settings key).
 */
export async function persistVerdict(env: Env, config: Config, state: DebateState): Promise<void> {
  const db = createDb(profiledD1(env.DB));
  const at = new Date();
  const now = at.toISOString();
  const status = db.update(debates).set({ status: state.status, updatedAt: now }).where(eq(debates.id, state.id));
  // A cost cap's 中性 was given by no judge: it is no prediction and not worth serving again from the cache.
  if (state.status !== "done" || !state.verdict || state.costCapped) {
    await status.run();
    return;
  }
  const verdict = db
    .insert(verdicts)
    .values({
      debateId: state.id,
      ticker: state.ticker,
      protocol: state.protocol,
      asOf: state.asOf,
      stance: state.verdict.stance,
      overall: state.verdict.scores.overall,
      factuality: state.verdict.scores.factuality,
      dataVersion: state.dataVersion,
      verdict: { ...state.verdict },
      createdAt: now,
    })
    .onConflictDoNothing({ target: verdicts.debateId });
  const prediction = await predictionInsert(db, state, at, config.MARKET_HOLIDAYS.dates);
  // One batch (after the prediction's read of the request hashes), all or nothing: a retry repeats the whole batch,
  // each part idempotent.
  const batch: [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]] = [status, verdict];
  if (prediction) batch.push(prediction.query);
  await db.batch(batch);
  // A past-dated debate (a backtest): the horizons its stored prices already reach are scored now, not by the next
  // daily run. Idempotent like the rest, so a retry scores nothing twice.
  if (prediction && prediction.entryDate < beijingDate(at)) {
    await scoreMaturedPredictions(db, at, config.MARKET_HOLIDAYS.dates, state.id);
  }
  const cached: CachedVerdict = {
    debateId: state.id,
    ticker: state.ticker,
    companyName: state.companyName,
    protocol: state.protocol,
    asOf: state.asOf,
    dataVersion: state.dataVersion,
    verdict: state.verdict,
    createdAt: now,
  };
  if (!state.settingsKey || !isCurrentDebate(config, state.ticker, state.asOf, state.createdAt)) return;
  const { ticker, protocol, dataVersion, settingsKey } = state;
  const slot = { ticker, protocol, dataVersion, settingsKey };
  await env.CACHE.put(cachedVerdictKey(slot), JSON.stringify(cached), { expirationTtl: config.CACHE_TTL_S });
}
