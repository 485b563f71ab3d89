import { createRoute } from "@hono/zod-openapi";
import { ConfigError } from "../config";
import { describeRuntime } from "../runtime-info";
import { SAMPLE_AS_OF } from "../sample/index";
import { checkHealth } from "../services/health-checks";
import { HealthResponse } from "../shared/wire-http";
import { apiRouter } from "./api-router";
import { errors, jsonAnswer } from "./responses";

const getHealth = createRoute({
  method: "get",
  path: "/",
  tags: ["health"],
  summary: "Each binding and dependency, ok or degraded with why; never calls a model",
  responses: {
    200: jsonAnswer(HealthResponse, "the Worker serves: `status` ok, or degraded with the checks that say why"),
    503: jsonAnswer(HealthResponse, "the Worker cannot serve (`status` down): the configuration is invalid or D1 is unreachable"),
    ...errors(),
  },
});

/**
 * `GET /api/health` (src/services/health-checks.ts does the checking). Mounted before the API's sample-data
 * middleware, so a broken configuration or database is reported here rather than turned into a 500 before the checks
 * run.
 */
export const health = apiRouter().openapi(getHealth, async (c) => {
  const report = await checkHealth(c.env);
  let runtime: HealthResponse["runtime"] = null;
  try {
    runtime = describeRuntime(c.env);
  } catch (e) {
    if (!(e instanceof ConfigError)) throw e;
  }
  // Never cached: a load balancer or the page must see the state now.
  c.header("Cache-Control", "no-store");
  const body = { ok: report.status !== "down", status: report.status, checks: report.checks, runtime, data: { sampleVersion: report.checks.sampleData.version, sampleAsOf: SAMPLE_AS_OF } };
  return report.status === "down" ? c.json(body, 503) : c.json(body, 200);
});
