import { errorCodeOf, logEvent } from "../shared/log";
import type { Database } from "../db/client";
import { endIfRunDied } from "./batch-liveness";
import { notifyBatch } from "./batch-room";
import { openBatches } from "./batch-store";

/** Open batches checked per run: BATCH_MAX_RUNNING run at once, so more than this waiting means a backlog anyway. */
const SWEEP_LIMIT = 50;

/**
 * The cron's check of every open batch (queued or running): one whose Workflow run died before writing its end is
 * ended failed with the reason, and its room told so any watcher gets `done` (src/batches/batch-liveness.ts). The
 * batch room's own sweep does the same every 30 s while a socket is open; this catches the batches nobody watches.
 * One batch's failed check never stops the others. How many were ended.
 */
export async function sweepDeadBatches(env: Env, db: Database, now: Date): Promise<number> {
  let ended = 0;
  for (const batch of await openBatches(db, SWEEP_LIMIT)) {
    try {
      if (!(await endIfRunDied(env.BATCH_WORKFLOW, db, batch, now))) continue;
      ended++;
      await notifyBatch(env, batch.id, { kind: "ended" });
    } catch (error) {
      const errorCode = errorCodeOf(error);
      logEvent({ event: "batch.run_check_failed", batchId: batch.id, code: null, outcome: "failed", errorCode });
    }
  }
  return ended;
}
