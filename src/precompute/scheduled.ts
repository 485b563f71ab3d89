import { ensureSampleData } from "../ingest/sample-loader";
import { appDeps } from "../app-deps";
import { readConfig } from "../config";
import { runPrecompute, type PrecomputeOptions, type PrecomputeSummary } from "./run-precompute";

/**
 * The cron entry point. The run's clock starts at the controller's scheduled time and advances in real time, so the
 * trading-day check is for the day the trigger was meant for (and a test can fix it through the controller). The
 * sample data is loaded first when enabled, as the first API request would.
 */
export async function runScheduled(
  env: Env,
  controller: Pick<ScheduledController, "cron" | "scheduledTime">,
  opts: Omit<PrecomputeOptions, "trigger"> = {},
): Promise<PrecomputeSummary> {
  const t0 = Date.now();
  const now = opts.now ?? (() => new Date(controller.scheduledTime + (Date.now() - t0)));
  if (readConfig(env).SAMPLE_DATA !== "off") await ensureSampleData(env.DB, appDeps(env, now));
  return runPrecompute(env, { ...opts, now, trigger: controller.cron || "scheduled" });
}
