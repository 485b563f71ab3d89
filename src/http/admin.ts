import { desc } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { appDeps } from "../app-deps";
import { precomputeRuns } from "../db/schema";
import { startPrecompute, summaryOf } from "../precompute/run-precompute";
import { IngestInputError, ingestPayload } from "../ingest/ingest-pipeline";
import { IngestPayload } from "../ingest/ingest-payload";
import { requireAdmin } from "./admin-auth";
import { AppError } from "../shared/app-error";
import { profileSnapshot, profiling, resetProfile } from "../shared/profile";
import { parseQuery, readJson } from "./validate";

const StartPrecompute = z.strictObject({
  /** Answer when the run has finished (200 with its record) instead of at once (202 with its id). */
  wait: z.boolean().default(false),
});

const RunsQuery = z.strictObject({ limit: z.coerce.number().int().min(1).max(100).default(20) });

export const admin = new Hono<{ Bindings: Env }>()
  .use("*", requireAdmin)
  .post("/ingest", async (c) => {
    const payload = await readJson(c, IngestPayload, 20 * 1024 * 1024);
    try {
      const report = await ingestPayload(appDeps(c.env), payload);
      return c.json({ ok: true, report });
    } catch (e) {
      if (e instanceof IngestInputError) throw new AppError(422, "unprocessable", e.message);
      throw e;
    }
  })
  // Where time went since the last reset (PROFILE=on; see src/shared/profile.ts): what `npm run bench` prints.
  .get("/profile", (c) => c.json({ enabled: profiling(), spans: profileSnapshot() }))
  .delete("/profile", (c) => {
    resetProfile();
    return c.json({ enabled: profiling(), reset: true });
  })
  .get("/precompute/runs", async (c) => {
    const { limit } = parseQuery(c, RunsQuery);
    const rows = await appDeps(c.env).db.select().from(precomputeRuns).orderBy(desc(precomputeRuns.id)).limit(limit).all();
    return c.json({ runs: rows.map(summaryOf) });
  })
  .post("/precompute", async (c) => {
    // No body (a bare `curl -X POST`) means the defaults; a body that is sent must be valid JSON.
    const body = c.req.header("content-type") ? await readJson(c, StartPrecompute, 1024) : StartPrecompute.parse({});
    const { runId, done } = await startPrecompute(c.env, { trigger: "manual", ignoreCalendar: true });
    if (body.wait) return c.json(await done, 200);
    c.executionCtx.waitUntil(done);
    return c.json({ runId, status: "running", links: { runs: "/api/admin/precompute/runs" } }, 202);
  });
