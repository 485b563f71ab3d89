import { WorkflowEntrypoint, type WorkflowEvent, type WorkflowStep } from "cloudflare:workers";
import { eq } from "drizzle-orm";
import { appDeps } from "../app-deps";
import { readConfig } from "../config";
import { debates } from "../db/schema";
import type { Protocol } from "../debate/debate-state";
import { createDebate } from "../services/start-debate";
import { AppError } from "../shared/app-error";
import { admitBatch, finishBatch, readBatch, readItems, updateItem } from "./batch-store";

export interface BatchParams {
  batchId: string;
}

interface PlannedItem {
  position: number;
  code: string;
}

/** How long a queued batch waits before asking for a slot again, and a running debate before it is read again. */
const ADMIT_EVERY = "5 seconds";
const POLL_EVERY = "2 seconds";
/** A debate still running after this many reads (about 10 minutes) is recorded as failed; the batch goes on. */
const MAX_POLLS = 300;
/** A start that failed for a reason worth retrying (a network error, a busy D1) is tried this many times more. */
const START_RETRIES = { limit: 2, delay: "3 seconds", backoff: "exponential" } as const;

const ENDED = new Set(["done", "failed"]);

/**
 * A batch run: each ticker's debate is started and followed in durable steps (a restart resumes where it was, a step
 * that failed is retried), `BATCH_CONCURRENCY` at a time, after the batch got a slot (one running batch per key,
 * `BATCH_MAX_RUNNING` in all). A debate the cache answers costs nothing; one that fails is recorded and the batch goes
 * on.
 */
export class BatchWorkflow extends WorkflowEntrypoint<Env, BatchParams> {
  override async run(event: WorkflowEvent<BatchParams>, step: WorkflowStep): Promise<{ done: number; failed: number }> {
    const { batchId } = event.payload;
    const config = readConfig(this.env);
    for (let attempt = 0; ; attempt++) {
      const admitted = await step.do(`admit ${attempt}`, () =>
        admitBatch(appDeps(this.env).db, batchId, config.BATCH_MAX_RUNNING, new Date()),
      );
      if (admitted) break;
      await step.sleep(`queued ${attempt}`, ADMIT_EVERY);
    }
    const plan = await step.do("plan", async () => {
      const db = appDeps(this.env).db;
      const batch = await readBatch(db, batchId);
      if (!batch) throw new Error(`batch ${batchId} has no row`);
      const items = (await readItems(db, batchId)).map((i) => ({ position: i.position, code: i.code }));
      return { protocol: batch.protocol, rounds: batch.rounds, items };
    });
    const outcomes: boolean[] = [];
    for (let i = 0; i < plan.items.length; i += config.BATCH_CONCURRENCY) {
      const group = plan.items.slice(i, i + config.BATCH_CONCURRENCY);
      outcomes.push(...(await Promise.all(group.map((item) => this.debateOne(step, batchId, plan, item)))));
    }
    await step.do("finish", () => finishBatch(appDeps(this.env).db, batchId, "done", new Date()));
    return { done: outcomes.filter(Boolean).length, failed: outcomes.filter((ok) => !ok).length };
  }

  /** One ticker: start (or take the cached verdict), then follow the debate until it ends. True when it ended done. */
  private async debateOne(
    step: WorkflowStep,
    batchId: string,
    plan: { protocol: string; rounds: number },
    item: PlannedItem,
  ): Promise<boolean> {
    const started = await this.start(step, batchId, plan, item);
    if (started.kind !== "running") return started.kind === "done";
    for (let poll = 0; poll < MAX_POLLS; poll++) {
      const status = await step.do(`read ${item.position} ${poll}`, async () => {
        const db = appDeps(this.env).db;
        const row = await db
          .select({ status: debates.status })
          .from(debates)
          .where(eq(debates.id, started.debateId))
          .get();
        const now = new Date().toISOString();
        if (row?.status === "done") await updateItem(db, batchId, item.position, { status: "done", finishedAt: now });
        if (row?.status === "failed") {
          await updateItem(db, batchId, item.position, { status: "failed", error: "辩论未能完成", finishedAt: now });
        }
        return row?.status ?? "failed";
      });
      if (ENDED.has(status)) return status === "done";
      await step.sleep(`wait ${item.position} ${poll}`, POLL_EVERY);
    }
    await step.do(`timeout ${item.position}`, () =>
      updateItem(appDeps(this.env).db, batchId, item.position, {
        status: "failed",
        error: "辩论超过 10 分钟仍未结束",
        finishedAt: new Date().toISOString(),
      }),
    );
    return false;
  }

  private async start(
    step: WorkflowStep,
    batchId: string,
    plan: { protocol: string; rounds: number },
    item: PlannedItem,
  ): Promise<{ kind: "done" | "failed" } | { kind: "running"; debateId: string }> {
    const record = (fields: Parameters<typeof updateItem>[3]) =>
      updateItem(appDeps(this.env).db, batchId, item.position, fields);
    try {
      return await step.do(`start ${item.position}`, { retries: START_RETRIES, timeout: "2 minutes" }, async () => {
        const startedAt = new Date().toISOString();
        try {
          const result = await createDebate(this.env, {
            ticker: item.code,
            protocol: plan.protocol as Protocol,
            rounds: plan.rounds,
            fresh: false,
          });
          if (result.kind === "cached") {
            const debateId = result.cached.debateId;
            await record({ status: "done", debateId, cached: true, startedAt, finishedAt: new Date().toISOString() });
            return { kind: "done" as const };
          }
          await record({ status: "running", debateId: result.id, startedAt });
          return { kind: "running" as const, debateId: result.id };
        } catch (error) {
          // A refusal (no data for the ticker, a model not configured) will not change on a retry: record it.
          if (!(error instanceof AppError)) throw error;
          await record({ status: "failed", error: error.message, startedAt, finishedAt: new Date().toISOString() });
          return { kind: "failed" as const };
        }
      });
    } catch (error) {
      await step.do(`gave up ${item.position}`, () =>
        record({ status: "failed", error: "启动辩论多次失败，已放弃", finishedAt: new Date().toISOString() }),
      );
      console.error(JSON.stringify({ event: "batch.start_failed", batchId, code: item.code, error: String(error) }));
      return { kind: "failed" };
    }
  }
}
