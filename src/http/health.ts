import { createRoute } from "@hono/zod-openapi";
import { appDeps } from "../app-deps";
import { loadedSampleVersion } from "../ingest/sample-loader";
import { SAMPLE_AS_OF } from "../sample/index";
import { describeRuntime } from "../runtime-info";
import { HealthResponse } from "../shared/wire-http";
import { apiRouter } from "./api-router";
import { errors, jsonAnswer } from "./responses";

const getHealth = createRoute({
  method: "get",
  path: "/",
  tags: ["health"],
  summary: "Liveness, the models in use and the sample-data version",
  responses: { 200: jsonAnswer(HealthResponse, "the deployment is up"), ...errors() },
});

export const health = apiRouter().openapi(getHealth, async (c) => {
  const deps = appDeps(c.env);
  return c.json(
    {
      ok: true as const,
      runtime: describeRuntime(c.env),
      data: { sampleVersion: await loadedSampleVersion(deps), sampleAsOf: SAMPLE_AS_OF },
    },
    200,
  );
});
