import { Hono } from "hono";
import { ConfigError } from "../config";
import { describeRuntime } from "../runtime-info";
import { SAMPLE_AS_OF } from "../sample/index";
import { checkHealth } from "../services/health-checks";
import type { HealthResponse } from "../shared/wire";

/**
 * `GET /api/health`: every binding and dependency, ok or degraded with why (src/services/health-checks.ts); 200 while
 * the Worker serves, 503 when it cannot. Mounted before the API's sample-data middleware, so a broken configuration or
 * database is reported here rather than turned into a 500 before the checks run.
 */
export const health = new Hono<{ Bindings: Env }>().get("/", async (c) => {
  const report = await checkHealth(c.env);
  let runtime: HealthResponse["runtime"] = null;
  try {
    runtime = describeRuntime(c.env);
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
  }
  const serving = report.status !== "down";
  // Never cached: a load balancer or the page must see the state now.
  c.header("Cache-Control", "no-store");
  return c.json(
    {
      ok: serving,
      status: report.status,
      checks: report.checks,
      runtime,
      data: { sampleVersion: report.checks.sampleData.version, sampleAsOf: SAMPLE_AS_OF },
    } satisfies HealthResponse,
    serving ? 200 : 503,
  );
});
