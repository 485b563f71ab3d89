import { Hono } from "hono";
import { appDeps } from "../app-deps";
import { IngestInputError, ingestPayload } from "../ingest/ingest-pipeline";
import { IngestPayload } from "../ingest/ingest-payload";
import { requireAdmin } from "./admin-auth";
import { AppError } from "./app-error";
import { readJson } from "./validate";

export const admin = new Hono<{ Bindings: Env }>().use("*", requireAdmin).post("/ingest", async (c) => {
  const payload = await readJson(c, IngestPayload, 20 * 1024 * 1024);
  try {
    const report = await ingestPayload(appDeps(c.env), payload);
    return c.json({ ok: true, report });
  } catch (e) {
    if (e instanceof IngestInputError) throw new AppError(422, "unprocessable", e.message);
    throw e;
  }
});
