import { logEvent } from "../shared/log";
import type { Database } from "../db/client";
import { abandonBatch, type BatchRow } from "./batch-store";

/**
 * What a batch's Workflow instance says when it will never write again, as its owner reads it. Its run writes the
 * batch's end itself (done, or failed from its catch); these are the runs that died before writing it: an error in
 * that very write, an operator's terminate, a run that returned without its end stored.
 */
const DEAD_RUN: Partial<Record<InstanceStatus["status"], string>> = {
  errored: "批量任务的后台运行出错中止，未完成的股票不再辩论",
  terminated: "批量任务的后台运行已被终止，未完成的股票不再辩论",
  complete: "批量任务的后台运行已结束，但没有记下结果",
};
const GONE = "批量任务的后台运行已不存在，未完成的股票不再辩论";
/** A batch's row is stored a moment before its instance is created: no instance yet is not a dead run at first. */
const CREATE_GRACE_MS = 5 * 60_000;

/**
 * The runtime's own code for an instance it does not know (`instance.not_found`, bare in local runs, in parentheses
 * in deployed messages). Only that code: a missing Workflow class or a step missing from the execution history also
 * says "not found", and reading either as a dead run would fail a live batch.
 */
export function isInstanceNotFound(error: unknown): boolean {
  return error instanceof Error && /(^|\W)instance\.not_found(\W|$)/.test(error.message);
}

/** The part of the Workflow binding this reads: an instance's status. */
export interface RunStatuses {
  get(id: string): Promise<{ status(): Promise<Pick<InstanceStatus, "status">> }>;
}

/**
 * Why the batch's run is dead (the reason to record), or null while it may still write: queued, running, waiting,
 * paused (an operator may resume it). A batch's instance id is the batch's id (src/http/batches.ts). An instance
 * the binding does not know (gone past its retention) is dead once the batch is older than the creation grace; any
 * other failure to ask decides nothing and is thrown.
 */
export async function deadRunReason(runs: RunStatuses, batch: BatchRow, now: Date): Promise<string | null> {
  let status: InstanceStatus["status"];
  try {
    status = (await (await runs.get(batch.id)).status()).status;
  } catch (error) {
    if (!isInstanceNotFound(error)) throw error;
    return now.getTime() - Date.parse(batch.createdAt) > CREATE_GRACE_MS ? GONE : null;
  }
  return DEAD_RUN[status] ?? null;
}

/**
 * Ends the batch as failed, with the reason, when its run died before writing its end (abandonBatch: its unfinished
 * tickers failed, every row kept). True when this ended it; the caller tells its watchers. Without the Workflow
 * binding (a deployment without batches) nothing is decided.
 */
export async function endIfRunDied(
  runs: RunStatuses | undefined,
  db: Database,
  batch: BatchRow,
  now: Date,
): Promise<boolean> {
  if (!runs || (batch.status !== "queued" && batch.status !== "running")) return false;
  const reason = await deadRunReason(runs, batch, now);
  if (!reason) return false;
  const ended = await abandonBatch(db, batch.id, reason, now);
  if (ended) {
    // The code is the instance's status, found back from the reason: the reason itself is prose, not a log field.
    const errorCode = Object.entries(DEAD_RUN).find(([, text]) => text === reason)?.[0] ?? "gone";
    logEvent({ event: "batch.run_died", batchId: batch.id, code: null, outcome: "failed", errorCode });
  }
  return ended;
}
