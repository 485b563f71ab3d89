import { Hono } from "hono";
import { z } from "zod";
import { appDeps } from "../app-deps";
import { Protocol } from "../debate/debate-state";
import { IsoDate } from "../shared/iso-date";
import type { TrackRecordResponse } from "../shared/wire";
import { ensureBundledIndex } from "../track/index-series";
import { trackRecord } from "../track/track-record";
import { parseQuery } from "./validate";

/** `?protocol=` (empty) means no filter, as a form with an empty select sends it. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === "" ? undefined : v), schema.optional());

export const TrackRecordQuery = z
  .strictObject({
    protocol: optional(Protocol),
    model: optional(z.string().trim().min(1).max(120, "model is at most 120 characters")),
    from: optional(IsoDate),
    to: optional(IsoDate),
  })
  .refine((q) => q.from === undefined || q.to === undefined || q.from <= q.to, { message: "from must not be after to", path: ["from"] });
export type TrackRecordQuery = z.infer<typeof TrackRecordQuery>;

/** The public track record: every verdict as a dated prediction, scored when the market answered. */
export const trackRecordApi = new Hono<{ Bindings: Env }>().get("/", async (c) => {
  const q = parseQuery(c, TrackRecordQuery);
  const { db } = appDeps(c.env);
  await ensureBundledIndex(db);
  return c.json((await trackRecord(db, q)) satisfies TrackRecordResponse);
});
