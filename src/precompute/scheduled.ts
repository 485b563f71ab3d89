import { ensureSampleData } from "../ingest/sample-loader";
import { useLogLevel } from "../invocation-settings";
import { appDeps } from "../app-deps";
import { readConfig } from "../config";
import { scoreMaturedPredictions } from "../track/score-job";
import { runPrecompute, type PrecomputeOptions, type PrecomputeSummary } from "./run-precompute";

/**
 * The cron entry point. The run's clock starts at the controller's scheduled time and advances in real time, so the
 * trading-day check is for the day the trigger was meant for (and a test can fix it through the controller). The
 * sample data is loaded first when enabled, as the first API request would. Every run first scores the track record's
 * matured horizons (idempotent, so the midday run only adds what the morning's could not); a scoring failure is
 * logged and never stops the pre-compute.
 */
export async function runScheduled(
  env: Env,
  controller: Pick<ScheduledController, "cron" | "scheduledTime">,
  opts: Omit<PrecomputeOptions, "trigger"> = {},
): Promise<PrecomputeSummary> {
  useLogLevel(env);
  const t0 = Date.now();
  const now = opts.now ?? (() => new Date(controller.scheduledTime + (Date.now() - t0)));
  const config = readConfig(env);
  const deps = appDeps(env, config, now);
  if (config.SAMPLE_DATA !== "off") await ensureSampleData(env.DB, () => deps);
  try {
    const scored = await scoreMaturedPredictions(deps.db, now(), config.MARKET_HOLIDAYS.dates);
    console.log(
      `track record: ${scored.scored} horizon scores written for ${scored.open} open predictions as of ${scored.today}`,
    );
  } catch (e) {
    console.error("track record scoring failed; the pre-compute runs anyway", e);
  }
  return runPrecompute(env, config, { ...opts, now, trigger: controller.cron || "scheduled" });
}
