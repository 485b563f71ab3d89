import { Hono } from "hono";
import { appDeps } from "../app-deps";
import { loadedSampleVersion } from "../ingest/sample-loader";
import { SAMPLE_AS_OF } from "../sample/index";
import { describeRuntime } from "../runtime-info";
import { defaultAsOf } from "../services/default-as-of";
import { beijingDate } from "../shared/dates";
import type { HealthResponse } from "../shared/wire";

export const health = new Hono<{ Bindings: Env }>().get("/", async (c) => {
  const deps = appDeps(c.env);
  return c.json({
    ok: true,
    runtime: describeRuntime(c.env),
    data: { sampleVersion: await loadedSampleVersion(deps), sampleAsOf: SAMPLE_AS_OF, defaultAsOf: defaultAsOf(c.env, beijingDate(deps.now())) },
  } satisfies HealthResponse);
});
