import { app } from "./app";
import { runScheduled } from "./precompute/scheduled";

export { DebateRoom } from "./room/debate-room";
export { SourceGate } from "./ingest/fetch/source-gate";
export { BatchWorkflow } from "./batches/batch-workflow";

export default {
  fetch: app.fetch,
  async scheduled(controller, env, ctx) {
    // Before the open and at the midday break: debate the hot tickers so users get cached verdicts at once.
    ctx.waitUntil(runScheduled(env, controller));
  },
} satisfies ExportedHandler<Env>;
