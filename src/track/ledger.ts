import { asc, eq } from "drizzle-orm";
import { protocolSlots } from "../debate/protocols/slots";
import type { DebateState } from "../debate/debate-state";
import { flowResults } from "../debate/flow";
import type { Turn } from "../debate/role-output";
import type { Database } from "../db/client";
import { modelReplies, predictions } from "../db/schema";
import { TradingCalendar } from "../shared/trading-calendar";
import { sha256Hex } from "../shared/hash";

/**
 * The ledger: a finished debate becomes a dated prediction, written once, where its verdict is persisted
 * (src/room/persist-verdict.ts). Replays never get here (the room saves them apart), and a debate whose inputs hash the
 * same as an earlier prediction — the deterministic offline analyst asked the same question, or every reply came
 * from the reply archive — is that earlier prediction, not a new one.
 */

export type PredictionRow = typeof predictions.$inferInsert;

/** 09:30 Beijing (UTC+8) = 01:30 UTC: the call auction ends and the session opens. */
const OPEN_UTC = "T01:30:00.000Z";

/**
 * What the prediction was made from: the question (ticker, protocol, asOf, rounds, memory, anonymisation), every
 * evidence item by id and version (its chunk, publication date and text), the hash of every model request the debate
 * sent (each covers the prompt messages, schema, model and parameters: src/models/call-model.ts requestHash) and the
 * model config.
 */
export async function inputHash(state: DebateState, requestHashes: readonly string[]): Promise<string> {
  const evidence = state.evidence.map((e) => [e.id, e.chunkId, e.publicDate, e.text]);
  const body = JSON.stringify({
    // Anonymisation only appended when on, so the hashes of named predictions already recorded stay what they were.
    question: [
      ...[state.ticker, state.protocol, state.asOf, state.rounds, optionsSlot(state.options), state.memory ?? true],
      ...(state.anonymize ? ["anonymize"] : []),
    ],
    evidence,
    requests: [...requestHashes].sort(),
    models: state.modelConfig ?? state.models,
  });
  return sha256Hex(body);
}

/**
 * The question's options as the hashes already recorded read them: before protocols had params of their own, every
 * debate stored its risk-debate rounds (default 1) in this slot. Options of that one field, or none, hash as that
 * number, so a re-run of a recorded question still adds nothing; any other protocol's options hash as they are.
 */
function optionsSlot(options: Record<string, number> | undefined): number | Record<string, number> {
  const keys = Object.keys(options ?? {});
  if (keys.length === 0) return 1;
  return keys.length === 1 && keys[0] === "riskRounds" ? options!.riskRounds! : options!;
}

/**
 * The deciding model(s) as one label: "offline", or each distinct `provider:model` the debate's tiers used; when a
 * tier's fallback answered a turn (MODEL_FALLBACK_QUICK / MODEL_FALLBACK_DEEP), the models that answered instead.
 */
export function modelLabel(state: DebateState): string {
  const { quick, deep, roles } = state.models;
  // The slots the protocol's nodes draw from: the two tiers, or a role's own model (the adversarial seats).
  const slots = protocolSlots(state.protocol);
  const used = [...new Set(slots.map((s) => (s === "quick" ? quick : s === "deep" ? deep : (roles?.[s] ?? quick))))];
  const answered = state.flow ? answeredBy(flowResults(state.flow)) : [];
  return (answered.some((m) => !used.includes(m)) ? answered : used).join(" + ");
}

/** Each distinct model that answered a turn, as a spec (`offline` or `provider:model`), in order of the turns. */
function answeredBy(turns: readonly Turn[]): string[] {
  const answered = turns.filter((t) => !t.error && !t.skipped);
  const specs = answered.map((t) => (t.provider === "offline" ? "offline" : `${t.provider}:${t.model}`));
  return [...new Set(specs)];
}

/** The ledger row of a finished debate (pure; `now` is when it is recorded). */
export function predictionOf(
  state: DebateState,
  hash: string,
  now: Date,
  holidays: ReadonlySet<string>,
): PredictionRow | null {
  const v = state.verdict;
  if (state.status !== "done" || !v) return null;
  // The calendar as announced (MARKET_HOLIDAYS): enough to say whether the call beat the next open. Scoring re-derives
  // the entry from the stored sessions.
  const entryDate = new TradingCalendar([], holidays).next(state.asOf);
  const h = v.horizons;
  return {
    debateId: state.id,
    ticker: state.ticker,
    protocol: state.protocol,
    model: modelLabel(state),
    asOf: state.asOf,
    stance: v.stance,
    confidence: Math.min(1, Math.max(0, v.scores.overall / 100)),
    conviction: v.confidence,
    horizons: h ? { "1d": h.day, "1w": h.week, "1m": h.month } : null,
    inputHash: hash,
    entryDate,
    madeBeforeOpen: now.toISOString() < `${entryDate}${OPEN_UTC}`,
    createdAt: now.toISOString(),
  };
}

/**
 * The debate's prediction as an insert for the persist's batch, or null (a replay, a debate that cannot be scored); run
 * again on a retry, or for a debate with an already-recorded input hash, it adds nothing.
 */
export async function predictionInsert(db: Database, state: DebateState, now: Date, holidays: ReadonlySet<string>) {
  if (state.replayOf) return null;
  const requests = await db
    .select({ hash: modelReplies.hash })
    .from(modelReplies)
    .where(eq(modelReplies.debateId, state.id))
    .orderBy(asc(modelReplies.hash))
    .all();
  const row = predictionOf(
    state,
    await inputHash(
      state,
      requests.map((r) => r.hash),
    ),
    now,
    holidays,
  );
  // Wrapped: a drizzle query is thenable, so an async function returning it bare would run it.
  return row ? { query: db.insert(predictions).values(row).onConflictDoNothing(), entryDate: row.entryDate } : null;
}
