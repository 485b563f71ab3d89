import { errorCodeOf, logEvent } from "../shared/log";
import { WorkflowEntrypoint, type WorkflowEvent, type WorkflowStep } from "cloudflare:workers";
import { inArray } from "drizzle-orm";
import { depsFor } from "../app-deps";
import { readConfig } from "../config";
import { debates } from "../db/schema";
import { storedDebateKey } from "../access/key-spend";
import type { DebateKey, Protocol } from "../debate/debate-state";
import { createDebate } from "../services/start-debate";
import { AppError } from "../shared/app-error";
import { notifyBatch } from "./batch-room";
import { abandonBatch, admitBatch, finishBatch, keyRevoked, readBatch, readItems, updateItem } from "./batch-store";

export interface BatchParams {
  batchId: string;
}

interface PlannedItem {
  position: number;
  code: string;
}

type Started = { position: number; kind: "done" | "failed" } | { position: number; kind: "running"; debateId: string };

/**
 * Step budget. A Workflow instance has a bounded number of steps, so every loop here is bounded: a queued batch asks
 * for a slot at most ADMIT_TRIES times (an hour), and a group of debates is read at most MAX_READS times, every
 * READ_EVERY (about 10 minutes), two steps per read for the whole group - 200 tickers in groups of 2 stay near 4,500
 * steps even when every debate runs its full 10 minutes.
 */
const ADMIT_EVERY = "10 seconds";
const ADMIT_TRIES = 360;
const READ_EVERY = "5 seconds";
const MAX_READS = 120;
/** The reason a run that stopped early records (its causes' messages are internal, in English). */
const RUN_FAILED = "批量任务中途出错停止（密钥被吊销、一小时内没有空闲名额或内部错误）";
/** A start that failed for a reason worth retrying (a network error, a busy D1) is tried this many times more. */
const START_RETRIES = { limit: 2, delay: "3 seconds", backoff: "exponential" } as const;

/**
 * A batch run: each ticker's debate is started and followed in durable steps (a restart resumes where it was, a step
 * that failed is retried), `BATCH_CONCURRENCY` at a time, after the batch got a slot (one running batch per key,
 * `BATCH_MAX_RUNNING` in all). A debate the cache answers costs nothing; one that fails is recorded and the batch goes
 * on. Whatever ends the run early (its key revoked, no slot within an hour, a bug) marks the batch failed, so it never
 * holds a slot it does not use.
 */
export class BatchWorkflow extends WorkflowEntrypoint<Env, BatchParams> {
  /** The deps, config included: one build for the run (see depsFor). */
  private readonly deps = depsFor(this.env, (env) => readConfig(env));

  override async run(event: WorkflowEvent<BatchParams>, step: WorkflowStep): Promise<{ done: number; failed: number }> {
    const { batchId } = event.payload;
    try {
      return await this.runBatch(batchId, step);
    } catch (error) {
      await step.do("mark failed", () => this.finish(batchId, "failed", RUN_FAILED));
      throw error;
    }
  }

  private async runBatch(batchId: string, step: WorkflowStep): Promise<{ done: number; failed: number }> {
    const { config } = this.deps();
    for (let attempt = 0; ; attempt++) {
      if (attempt >= ADMIT_TRIES) throw new Error(`batch ${batchId} found no free slot within an hour`);
      const admitted = await step.do(`admit ${attempt}`, async () => {
        const ok = await admitBatch(this.deps().db, batchId, config.BATCH_MAX_RUNNING, new Date());
        if (ok) await notifyBatch(this.env, batchId, { kind: "admitted" });
        return ok;
      });
      if (admitted) break;
      await step.sleep(`queued ${attempt}`, ADMIT_EVERY);
    }
    const plan = await step.do("plan", async () => {
      const db = this.deps().db;
      const batch = await readBatch(db, batchId);
      if (!batch) throw new Error(`batch ${batchId} has no row`);
      // A key revoked while its batch waited runs nothing more.
      if (await keyRevoked(db, batch.keyId)) throw new Error(`batch ${batchId}: its key was revoked`);
      const items = (await readItems(db, batchId)).map((i) => ({ position: i.position, code: i.code }));
      // The key's daily cap holds for its batch: each debate records the key, a spent day starts none.
      const apiKey = await storedDebateKey(this.deps().config, db, batch.keyId);
      return { protocol: batch.protocol, rounds: batch.rounds, items, ...(apiKey ? { apiKey } : {}) };
    });
    let done = 0;
    for (let i = 0; i < plan.items.length; i += config.BATCH_CONCURRENCY) {
      const group = plan.items.slice(i, i + config.BATCH_CONCURRENCY);
      const started = await Promise.all(group.map((item) => this.start(step, batchId, plan, item)));
      done += started.filter((s) => s.kind === "done").length;
      done += await this.follow(step, batchId, i, started);
    }
    await step.do("finish", () => this.finish(batchId, "done"));
    return { done, failed: plan.items.length - done };
  }

  /**
   * Writes the batch's end and tells its room. A failed end goes through abandonBatch, as every failed batch does: its
   * unfinished tickers end failed with it, so no table reads "1/4 已结束" under 未能完成.
   */
  private async finish(batchId: string, status: "done" | "failed", error = RUN_FAILED): Promise<void> {
    const { db } = this.deps();
    if (status === "done") await finishBatch(db, batchId, new Date());
    else await abandonBatch(db, batchId, error, new Date());
    await notifyBatch(this.env, batchId, { kind: "ended" });
  }

  /** Reads a group's running debates together until each has ended (or the reads run out); how many ended done. */
  private async follow(step: WorkflowStep, batchId: string, group: number, started: Started[]): Promise<number> {
    let running = started.flatMap((s) => (s.kind === "running" ? [s] : []));
    let done = 0;
    for (let read = 0; running.length > 0; read++) {
      if (read >= MAX_READS) {
        const left = running;
        await step.do(`timeout ${group}`, async () => {
          const db = this.deps().db;
          const at = new Date().toISOString();
          for (const s of left) {
            await updateItem(db, batchId, s.position, {
              status: "failed",
              error: "辩论超过 10 分钟仍未结束",
              finishedAt: at,
            });
            await notifyBatch(this.env, batchId, { kind: "item", position: s.position });
          }
        });
        return done;
      }
      const ended = await step.do(`read ${group} ${read}`, async () => {
        const db = this.deps().db;
        const ids = running.map((s) => s.debateId);
        const rows = await db
          .select({ id: debates.id, status: debates.status })
          .from(debates)
          .where(inArray(debates.id, ids))
          .all();
        const status = new Map(rows.map((r) => [r.id, r.status]));
        const at = new Date().toISOString();
        const result: { position: number; ok: boolean }[] = [];
        for (const s of running) {
          // A debate row that vanished cannot end: recorded as failed rather than read forever.
          const st = status.get(s.debateId) ?? "failed";
          if (st === "done") await updateItem(db, batchId, s.position, { status: "done", finishedAt: at });
          else if (st === "failed")
            await updateItem(db, batchId, s.position, { status: "failed", error: "辩论未能完成", finishedAt: at });
          else continue;
          result.push({ position: s.position, ok: st === "done" });
          await notifyBatch(this.env, batchId, { kind: "item", position: s.position });
        }
        return result;
      });
      done += ended.filter((e) => e.ok).length;
      const over = new Set(ended.map((e) => e.position));
      running = running.filter((s) => !over.has(s.position));
      if (running.length > 0) await step.sleep(`wait ${group} ${read}`, READ_EVERY);
    }
    return done;
  }

  private async start(
    step: WorkflowStep,
    batchId: string,
    plan: { protocol: string; rounds: number; apiKey?: DebateKey },
    item: PlannedItem,
  ): Promise<Started> {
    // Each write is told to the batch's room, which sends it to whoever follows the batch's socket.
    const record = async (fields: Parameters<typeof updateItem>[3]) => {
      await updateItem(this.deps().db, batchId, item.position, fields);
      await notifyBatch(this.env, batchId, { kind: "item", position: item.position });
    };
    const position = item.position;
    try {
      return await step.do(`start ${position}`, { retries: START_RETRIES, timeout: "2 minutes" }, async () => {
        const startedAt = new Date().toISOString();
        try {
          const result = await createDebate(this.env, this.deps(), {
            ticker: item.code,
            protocol: plan.protocol as Protocol,
            rounds: plan.rounds,
            fresh: false,
            ...(plan.apiKey ? { apiKey: plan.apiKey } : {}),
          });
          if (result.kind === "cached") {
            const debateId = result.cached.debateId;
            await record({ status: "done", debateId, cached: true, startedAt, finishedAt: new Date().toISOString() });
            return { position, kind: "done" as const };
          }
          await record({ status: "running", debateId: result.id, startedAt });
          return { position, kind: "running" as const, debateId: result.id };
        } catch (error) {
          // A refusal (no data for the ticker, a model not configured) will not change on a retry: record it.
          if (!(error instanceof AppError)) throw error;
          await record({ status: "failed", error: error.message, startedAt, finishedAt: new Date().toISOString() });
          return { position, kind: "failed" as const };
        }
      });
    } catch (error) {
      await step.do(`gave up ${position}`, () =>
        record({ status: "failed", error: "启动辩论多次失败，已放弃", finishedAt: new Date().toISOString() }),
      );
      logEvent({
        event: "batch.start_failed",
        batchId,
        code: item.code,
        outcome: "failed",
        errorCode: errorCodeOf(error),
      });
      return { position, kind: "failed" };
    }
  }
}
