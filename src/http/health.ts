import { createRoute } from "@hono/zod-openapi";
import { ConfigError, readConfig } from "../config";
import { describeRuntime } from "../runtime-info";
import { SAMPLE_AS_OF } from "../sample/index";
import { defaultAsOf } from "../sample/default-as-of";
import { checkHealth } from "../services/health-checks";
import { beijingDate } from "../shared/dates";
import { HealthResponse } from "../wire/wire-http";
import { apiRouter } from "./api-router";
import { errors, jsonAnswer } from "./responses";

const getHealth = createRoute({
  method: "get",
  path: "/",
  tags: ["health"],
  summary: "Each binding and dependency, ok or degraded with why; never calls a model",
  responses: {
    200: jsonAnswer(HealthResponse, "the Worker serves: `status` ok, or degraded with the checks that say why"),
    503: jsonAnswer(
      HealthResponse,
      "the Worker cannot serve (`status` down): the configuration is invalid or D1 is unreachable",
    ),
    ...errors(),
  },
});

/** What needs a valid configuration: null when it cannot be read (the config check says why). */
function fromConfig<T>(read: () => T): T | null {
  try {
    return read();
  } catch (e) {
    if (e instanceof ConfigError) return null;
    throw e;
  }
}

/**
 * `GET /api/health` (src/services/health-checks.ts does the checking). Mounted before the API's sample-data
 * middleware, so a broken configuration or database is reported here rather than turned into a 500 before the checks
 * run.
 */
export const health = apiRouter().openapi(getHealth, async (c) => {
  const report = await checkHealth(c.env);
  // Mounted before the deps middleware (an invalid config is reported here, not thrown): the config is read here.
  const config = fromConfig(() => readConfig(c.env));
  const runtime = config && describeRuntime(config);
  const asOf = config && defaultAsOf(config, beijingDate(new Date()));
  // Never cached: a load balancer or the page must see the state now.
  c.header("Cache-Control", "no-store");
  const body = {
    ok: report.status !== "down",
    status: report.status,
    checks: report.checks,
    runtime,
    data: { sampleVersion: report.checks.sampleData.version, sampleAsOf: SAMPLE_AS_OF, defaultAsOf: asOf },
  };
  return report.status === "down" ? c.json(body, 503) : c.json(body, 200);
});
