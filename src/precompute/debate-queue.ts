import type { AppDeps } from "../app-deps";
import type { Config } from "../config";
import { capSettings, DaySpendLedger } from "../models/cost-cap";
import { debateRoom } from "../services/debate-room";
import { createDebate, type CreateDebateResult } from "../services/start-debate";
import { AppError } from "../shared/app-error";
import { messageOf } from "../shared/error-message";
import { cachedVerdictKey, DEFAULT_PROTOCOL, usualSettingsKey } from "../services/verdict-cache";
import type { PrecomputeTickerRecord } from "../db/schema";

/**
 * COST_CAP_PER_DAY stops the cron for the day: once the day's spend has reached the cap no debate is started (a
 * debate started just under it still has each call checked, and ends 中性 at the first that does not fit).
 */
export async function dayCapReached(env: Env, config: Config, at: Date): Promise<string | null> {
  const caps = capSettings(config);
  if (caps.perDay === undefined) return null;
  const spent = await new DaySpendLedger(env.DB, caps.currency, () => at).spent();
  if (spent < caps.perDay) return null;
  return `daily cost cap reached (${spent} of ${caps.perDay} ${caps.currency} spent today)`;
}

export interface QueueLimits {
  now: () => Date;
  pollMs: number;
  deadline: number;
  concurrency: number;
  usedBefore: number;
  dailyTokens: number;
  perDebateTokens: number;
}

/**
 * Debates the queue with at most `concurrency` debates running. Token use is known only when a debate ends, so each
 * running debate holds a reservation of the per-debate budget; a new debate starts only if today's spend plus the
 * reservations plus its own fits the daily budget, otherwise it waits for a running one to end, and once even an
 * empty field would not fit, the rest are skipped. Returns the tokens this run's debates used.
 */
export async function debateQueue(
  env: Env,
  deps: AppDeps,
  queue: PrecomputeTickerRecord[],
  limits: QueueLimits,
): Promise<number> {
  const { now, dailyTokens, perDebateTokens } = limits;
  let spent = limits.usedBefore;
  let ours = 0;
  let running = 0;
  let next = 0;
  let stopped: string | null = null;
  const waiting: (() => void)[] = [];
  const ended = () => new Promise<void>((resolve) => waiting.push(resolve));

  const admit = async (): Promise<boolean> => {
    for (;;) {
      if (stopped) return false;
      const capped = await dayCapReached(env, deps.config, now());
      if (capped) stopped = capped;
      else if (Date.now() >= limits.deadline) stopped = "run deadline reached before it could start";
      else if (spent + perDebateTokens > dailyTokens)
        stopped = `daily token budget reached (${spent} of ${dailyTokens} used today)`;
      else if (spent + (running + 1) * perDebateTokens <= dailyTokens) {
        running++;
        return true;
      } else await ended();
    }
  };

  const debateOne = async (record: PrecomputeTickerRecord) => {
    const t0 = Date.now();
    let result: CreateDebateResult;
    try {
      result = await createDebate(env, deps, {
        ticker: record.ticker,
        rounds: 3,
        protocol: DEFAULT_PROTOCOL,
        fresh: false,
        fetchStale: false,
      });
    } catch (e) {
      record.outcome = "failed";
      record.reason = e instanceof AppError ? `${e.code}: ${e.message}` : messageOf(e);
      return;
    }
    if (result.kind === "cached") {
      record.outcome = "cached";
      record.reason = `verdict ${result.cached.debateId} appeared while the run was going`;
      record.debateId = result.cached.debateId;
      return;
    }
    record.debateId = result.id;
    const final = await waitForDebate(env, deps.config, result.id, limits);
    record.ms = Date.now() - t0;
    const tokens = final ? final.usage.promptTokens + final.usage.completionTokens : 0;
    // A debate someone else started is theirs to pay for; we only waited for its verdict.
    if (!result.existing) {
      record.tokens = tokens;
      ours += tokens;
      spent += tokens;
    }
    if (final?.status === "failed") {
      record.outcome = "failed";
      record.reason = `debate failed: ${final.errors.at(-1)?.message ?? "no error recorded"}`;
    } else {
      record.outcome = "debated";
      if (result.existing) record.reason = "joined a debate already running";
      else if (!final || final.status !== "done") record.reason = "still running at the run deadline; tokens so far";
    }
  };

  const worker = async () => {
    while (next < queue.length) {
      const record = queue[next++]!;
      if (!(await admit())) {
        record.outcome = "skipped";
        record.reason = stopped ?? "not started";
        continue;
      }
      try {
        await debateOne(record);
      } catch (e) {
        // One ticker's trouble is recorded and never stops the others.
        record.outcome = "failed";
        record.reason = messageOf(e);
      } finally {
        running--;
        waiting.splice(0).forEach((wake) => wake());
      }
    }
  };
  await Promise.all(Array.from({ length: limits.concurrency }, worker));
  return ours;
}

type RoomState = NonNullable<Awaited<ReturnType<ReturnType<typeof debateRoom>["getState"]>>>;

/**
 * Polls the debate's Durable Object until it has failed, or is done and its verdict is in the cache (the object saves
 * the verdict just after it reports "done"), or the run's deadline passes; returns the last state seen.
 */
async function waitForDebate(
  env: Env,
  config: Config,
  id: string,
  limits: Pick<QueueLimits, "pollMs" | "deadline">,
): Promise<RoomState | null> {
  let last: RoomState | null = null;
  for (;;) {
    last = (await debateRoom(env, id).getState()) ?? last;
    if (last?.status === "failed") return last;
    if (last?.status === "done") {
      // The pre-compute's debates have the usual settings, so the usual slot is theirs.
      const settingsKey = await usualSettingsKey(env, config, last.protocol);
      const slot = { ticker: last.ticker, protocol: last.protocol, dataVersion: last.dataVersion, settingsKey };
      if ((await env.CACHE.get<{ debateId: string }>(cachedVerdictKey(slot), "json"))?.debateId === id) return last;
    }
    if (Date.now() >= limits.deadline) return last;
    await new Promise((r) => setTimeout(r, limits.pollMs));
  }
}
