import { createRoute, z } from "@hono/zod-openapi";
import { desc } from "drizzle-orm";
import { appDeps } from "../app-deps";
import { precomputeRuns } from "../db/schema";
import { startPrecompute, summaryOf } from "../precompute/run-precompute";
import { IngestInputError, ingestPayload } from "../ingest/ingest-pipeline";
import { IngestPayload } from "../ingest/ingest-payload";
import { scoreMaturedPredictions } from "../track/score-job";
import { IngestResponse, PrecomputeRun, PrecomputeRuns, PrecomputeStarted, ProfileResponse } from "../wire/wire-http";
import { ScoreRunResponse } from "../wire/wire-track";
import { profileSnapshot, profiling, resetProfile, statementSnapshot } from "../shared/profile";
import { requireAdmin } from "./admin-auth";
import { ADMIN_SECURITY } from "./admin-security";
import { apiRouter } from "./api-router";
import { errors, jsonAnswer } from "./responses";
import { AppError } from "../shared/app-error";
import { jsonBody, rejectInvalid } from "./validate";
import { IngestRowsError, type RowIssue, rowIssues } from "../ingest/ingest-validation";

/** 422 `invalid_row`: which rows and fields of an ingest payload are invalid; nothing of the payload was stored. */
const invalidRows = (message: string, issues: RowIssue[]) => new AppError(422, "invalid_row", message, { issues });

const StartPrecompute = z.strictObject({
  /** Answer when the run has finished (200 with its record) instead of at once (202 with its id). */
  wait: z.boolean().default(false).meta({ description: "answer when the run has finished (200 with its record)" }),
});

const RunsQuery = z.strictObject({ limit: z.coerce.number().int().min(1).max(100).default(20) });

const security = [{ [ADMIN_SECURITY]: [] }];

const ingest = createRoute({
  method: "post",
  path: "/ingest",
  tags: ["admin"],
  summary: "Load your own data (IngestPayload); idempotent, the same path as the sample data",
  security,
  middleware: [jsonBody(20 * 1024 * 1024)] as const,
  request: { body: { required: true, content: { "application/json": { schema: IngestPayload } } } },
  responses: { 200: jsonAnswer(IngestResponse, "what was stored"), ...errors(400, 401, 403, 413, 415, 422) },
});

const runs = createRoute({
  method: "get",
  path: "/precompute/runs",
  tags: ["admin"],
  summary: "The newest pre-compute runs and per ticker what happened and why",
  security,
  request: { query: RunsQuery },
  responses: { 200: jsonAnswer(PrecomputeRuns, "the runs, newest first"), ...errors(400, 401, 403) },
});

const precompute = createRoute({
  method: "post",
  path: "/precompute",
  tags: ["admin"],
  summary: "Start a pre-compute run now (ignores the trading calendar); no body means the defaults",
  security,
  middleware: [jsonBody(1024, { optional: true })] as const,
  request: { body: { required: false, content: { "application/json": { schema: StartPrecompute } } } },
  responses: {
    200: jsonAnswer(PrecomputeRun, "with wait: the finished run's record"),
    202: jsonAnswer(PrecomputeStarted, "the run started"),
    ...errors(400, 401, 403, 413, 415),
  },
});

const scoreTrackRecord = createRoute({
  method: "post",
  path: "/track-record/score",
  tags: ["admin"],
  summary: "Score the track record's matured horizons now, as the daily cron does first",
  security,
  responses: { 200: jsonAnswer(ScoreRunResponse, "what this run scored"), ...errors(401, 403) },
});

const profileRead = createRoute({
  method: "get",
  path: "/profile",
  tags: ["admin"],
  summary:
    "Where time went in this isolate since the last reset, per span (summed only with PROFILE=on): what npm run " +
    "bench prints",
  security,
  responses: { 200: jsonAnswer(ProfileResponse, "every span's milliseconds and calls"), ...errors(401, 403) },
});

const profileReset = createRoute({
  method: "delete",
  path: "/profile",
  tags: ["admin"],
  summary: "Reset the profile's totals",
  security,
  responses: { 200: jsonAnswer(ProfileResponse, "the totals, now zero"), ...errors(401, 403) },
});

export const admin = apiRouter();
admin.use("*", requireAdmin);
admin
  .openapi(
    ingest,
    async (c) => {
      const payload = c.req.valid("json");
      try {
        const report = await ingestPayload(c.var.deps, payload);
        return c.json({ ok: true as const, report }, 200);
      } catch (e) {
        if (e instanceof IngestRowsError) throw invalidRows(e.message, e.issues);
        if (e instanceof IngestInputError) throw new AppError(422, "unprocessable", e.message);
        throw e;
      }
    },
    // A row the schema refuses (an impossible date, a malformed code) is 422 naming the row and field, as the
    // pipeline's own checks are; a payload of the wrong shape stays 400.
    (result) => {
      const rows = result.success ? null : rowIssues(result.error);
      if (rows) throw invalidRows(new IngestRowsError(rows).message, rows);
      return rejectInvalid(result);
    },
  )
  .openapi(runs, async (c) => {
    const { limit } = c.req.valid("query");
    const rows = await c.var.deps.db.select().from(precomputeRuns).orderBy(desc(precomputeRuns.id)).limit(limit).all();
    return c.json({ runs: rows.map(summaryOf) }, 200);
  })
  .openapi(scoreTrackRecord, async (c) => {
    // What the daily cron does first, on demand (the evaluation scores its historical ledger this way).
    const run = await scoreMaturedPredictions(c.var.deps.db, new Date(), c.var.deps.config.MARKET_HOLIDAYS.dates);
    return c.json(run, 200);
  })
  .openapi(profileRead, (c) =>
    c.json({ enabled: profiling(), spans: profileSnapshot(), statements: statementSnapshot() }, 200),
  )
  .openapi(profileReset, (c) => {
    resetProfile();
    return c.json({ enabled: profiling(), spans: profileSnapshot(), statements: statementSnapshot() }, 200);
  })
  .openapi(precompute, async (c) => {
    // No body (a bare `curl -X POST`) means the defaults; a body that is sent must be valid JSON.
    const { wait } = c.req.valid("json");
    const { runId, done } = await startPrecompute(c.env, c.var.deps.config, {
      trigger: "manual",
      ignoreCalendar: true,
    });
    if (wait) return c.json(await done, 200);
    c.executionCtx.waitUntil(done);
    return c.json({ runId, status: "running" as const, links: { runs: "/api/admin/precompute/runs" } }, 202);
  });
