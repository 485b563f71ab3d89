/**
 * `GET /api/health` as zod schemas (src/http/health.ts declares them, src/services/health-checks.ts fills them): each
 * check, the overall status and the runtime. Split from wire-http.ts, which re-exports it.
 */
import { z } from "zod";
import { AnswerDay as Day } from "../shared/iso-date";

/** One check of `GET /api/health` (src/services/health-checks.ts): ok or degraded, and why. */
export const HealthCheck = z.object({
  status: z.enum(["ok", "degraded"]),
  critical: z.boolean().describe("the Worker cannot serve without it: a failure here makes the answer 503"),
  detail: z.string().describe("why, in a sentence an operator can act on"),
});
export type HealthCheck = z.infer<typeof HealthCheck>;

export const HealthChecks = z.object({
  config: HealthCheck,
  d1: HealthCheck,
  kv: HealthCheck,
  embeddings: HealthCheck.extend({ model: z.string().nullable(), dimensions: z.number().int().nullable() }),
  vectors: HealthCheck.extend({ store: z.string().nullable(), dimensions: z.number().int().nullable() }),
  models: HealthCheck.extend({
    slots: z.record(z.string(), z.object({ spec: z.string(), ok: z.boolean(), detail: z.string().optional() })),
    gateway: z.string().nullable().describe("the AI Gateway every model call goes through, or null (direct)"),
  }),
  liveSources: HealthCheck.extend({
    enabled: z.boolean().nullable(),
    breaker: z
      .record(z.string(), z.enum(["closed", "open", "half_open"]))
      .nullable()
      .describe("each live host's circuit breaker in the SourceGate; null when it cannot be read"),
  }),
  sampleData: HealthCheck.extend({ version: z.string().nullable() }),
  spend: HealthCheck.extend({
    day: z.string().describe("the Beijing day the figures are for"),
    spent: z.number().nullable().describe("what model calls cost today (calls in flight reserved), at the price table"),
    cap: z.number().nullable().describe("COST_CAP_PER_DAY, or null when no cap is set"),
    currency: z.string().nullable(),
  }),
});
export type HealthChecks = z.infer<typeof HealthChecks>;

export const HealthStatus = z.enum(["ok", "degraded", "down"]);

/**
 * `GET /api/health`: 200 while the Worker can serve (`status` ok, or degraded with the checks that say why), 503
 * when it cannot (`status` down: the configuration is invalid or D1 is unreachable); `runtime` is null when the
 * configuration cannot be read.
 */
export const HealthResponse = z
  .object({
    ok: z.boolean().describe("true while the Worker serves (200), false when it cannot (503)"),
    status: HealthStatus,
    checks: HealthChecks,
    runtime: z
      .object({
        models: z.object({
          quick: z.string(),
          deep: z.string(),
          roles: z.object({ bull: z.string(), bear: z.string(), judge: z.string() }),
        }),
        offlineModel: z.boolean(),
        embeddings: z.string(),
        vectorStore: z.string(),
        sampleData: z.boolean(),
        notice: z.string().nullable(),
      })
      .nullable(),
    // defaultAsOf: what a debate of a sample company without a date is as of (the sample's debate date, or today on
    // ingested data; any other company is as of today); null when the configuration cannot be read.
    data: z.object({ sampleVersion: z.string().nullable(), sampleAsOf: Day, defaultAsOf: Day.nullable() }),
  })
  .meta({ id: "Health" });
export type HealthResponse = z.infer<typeof HealthResponse>;
