import { app } from "./app";
import { DIGEST_CRON, consumeDueDigests, runDueDigests } from "./digests/due-digests";
import { useLogLevel } from "./invocation-settings";
import { createDb } from "./db/client";
import { sweepDeadBatches } from "./batches/batch-sweep";
import { runScheduled } from "./precompute/scheduled";

export { DebateRoom } from "./room/debate-room";
export { SourceGate } from "./ingest/fetch/source-gate";
export { BatchWorkflow } from "./batches/batch-workflow";
export { BatchRoom } from "./batches/batch-room";

export default {
  fetch: app.fetch,
  async scheduled(controller, env, ctx) {
    if (controller.cron === DIGEST_CRON) {
      // Every quarter hour: the watchlists' digests whose time has come on a trading day, one queue message each;
      // and batches whose Workflow run died before writing their end are ended failed (src/batches/batch-sweep.ts).
      useLogLevel(env);
      const t0 = Date.now();
      ctx.waitUntil(runDueDigests(env, () => new Date(controller.scheduledTime + (Date.now() - t0))));
      ctx.waitUntil(sweepDeadBatches(env, createDb(env.DB), new Date()));
      return;
    }
    // Before the open and at the midday break: debate the hot tickers so users get cached verdicts at once.
    ctx.waitUntil(runScheduled(env, controller));
  },
  // The digest queue (wrangler.toml [[queues.consumers]]): each message one due digest, sent with its delivery log.
  async queue(batch, env) {
    useLogLevel(env);
    await consumeDueDigests(batch, env);
  },
} satisfies ExportedHandler<Env>;
