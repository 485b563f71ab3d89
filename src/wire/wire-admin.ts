/**
 * The admin routes' answers as zod schemas (src/http/admin.ts declares them): ingest, pre-compute runs, the profile.
 * Split from wire-http.ts, which re-exports it.
 */
import { z } from "zod";

/** `POST /api/admin/ingest`: what was stored (src/ingest/ingest-pipeline.ts `IngestReport`). */
export const IngestResponse = z
  .object({
    ok: z.literal(true),
    report: z.looseObject({
      companies: z.number().int(),
      metrics: z.number().int(),
      announcements: z.number().int(),
      quotes: z.number().int(),
      normalizedFields: z.number().int(),
      tickers: z.array(z.looseObject({ ticker: z.string() })),
    }),
  })
  .meta({ id: "IngestResult" });

/** A pre-compute run's record (src/precompute/run-precompute.ts `summaryOf`). */
export const PrecomputeRun = z
  .looseObject({
    runId: z.number().int(),
    status: z.string(),
    tradeDate: z.string().nullable(),
    tried: z.number().int(),
    debated: z.number().int(),
    cached: z.number().int(),
    skipped: z.number().int(),
    failed: z.number().int(),
    tokensUsed: z.number().int(),
    startedAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: "PrecomputeRun" });

export const PrecomputeStarted = z
  .object({ runId: z.number().int(), status: z.literal("running"), links: z.object({ runs: z.string() }) })
  .meta({ id: "PrecomputeStarted" });

export const PrecomputeRuns = z.object({ runs: z.array(PrecomputeRun) }).meta({ id: "PrecomputeRuns" });

/**
 * GET / DELETE /api/admin/profile: time spent inside each span (src/shared/profile.ts) in this isolate since the last
 * reset.
 */
export const ProfileResponse = z
  .object({
    enabled: z.boolean().meta({ description: "whether PROFILE=on is summing spans" }),
    spans: z.record(z.string(), z.object({ ms: z.number(), count: z.number().int() })),
    statements: z.array(z.object({ sql: z.string(), ms: z.number(), count: z.number().int() })).meta({
      description:
        "D1 statements by their SQL (first 120 characters), most time first: which reads and writes a debate pays for",
    }),
  })
  .meta({ id: "Profile" });
