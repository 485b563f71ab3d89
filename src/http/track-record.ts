import { createRoute, z } from "@hono/zod-openapi";
import type { AppDeps } from "../app-deps";
import { Protocol } from "../debate/protocols/registry";
import { IsoDate } from "../shared/iso-date";
import { AppError } from "../shared/app-error";
import { DirectionProbabilityResponse, TrackRecordResponse } from "../wire/wire-track";
import { directionProbability } from "../track/direction-probability";
import { DebateId, debateIdHook } from "./debates";
import { ensureBundledIndex } from "../track/index-series";
import { trackRecord } from "../track/track-record";
import { ledgerBacktest } from "../track/backtest/ledger-backtest";
import { backtestKey, backtestMaxAge, cachedBacktest } from "./backtest-cache";
import { spendComputation } from "./compute-limit";
import { BacktestResponse } from "../wire/wire-backtest";
import { AblationResponse } from "../wire/wire-ablation";
import { ablation } from "../track/ablation";
import { apiRouter } from "./api-router";
import { errors, jsonAnswer } from "./responses";

/** `?protocol=` (empty) means no filter, as a form with an empty select sends it. */
const orEmpty = <T extends z.ZodType>(schema: T) => z.union([schema, z.literal("")]).optional();

export const TrackRecordQuery = z
  .strictObject({
    protocol: orEmpty(Protocol).meta({ description: "a protocol id as GET /api/protocols lists them (empty: all)" }),
    model: orEmpty(z.string().trim().min(1).max(120, "model is at most 120 characters")).meta({
      description: "a model label as listed in byModel, e.g. offline",
      example: "offline",
    }),
    from: orEmpty(IsoDate).meta({ description: "first asOf (YYYY-MM-DD)" }),
    to: orEmpty(IsoDate).meta({ description: "last asOf (YYYY-MM-DD)" }),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "from 不能晚于 to", path: ["from"] });

const getTrackRecord = createRoute({
  method: "get",
  path: "/",
  tags: ["track record"],
  summary: "Every verdict as a dated prediction: hit rates with Wilson intervals and n, Brier, reliability, baselines",
  request: { query: TrackRecordQuery },
  responses: { 200: jsonAnswer(TrackRecordResponse, "the track record for the filters"), ...errors(400) },
});

/** The query's filters without the empty ones. */
const filtersOf = (q: z.infer<typeof TrackRecordQuery>) => ({
  ...(q.protocol ? { protocol: q.protocol } : {}),
  ...(q.model ? { model: q.model } : {}),
  ...(q.from ? { from: q.from } : {}),
  ...(q.to ? { to: q.to } : {}),
});

/** The public track record: every verdict as a dated prediction, scored when the market answered. */
export const trackRecordApi = apiRouter().openapi(getTrackRecord, async (c) =>
  c.json(await trackRecordAnswer(c.var.deps, c.req.valid("query")), 200),
);

/** `GET /api/track-record`'s answer (and the MCP tool track_record's) for the filters; empty ones mean all. */
export async function trackRecordAnswer({ db }: Pick<AppDeps, "db">, q: z.infer<typeof TrackRecordQuery>) {
  await ensureBundledIndex(db);
  return trackRecord(db, filtersOf(q));
}

const BacktestQuery = z
  .strictObject({
    protocol: TrackRecordQuery.shape.protocol,
    model: TrackRecordQuery.shape.model,
    from: TrackRecordQuery.shape.from,
    to: TrackRecordQuery.shape.to,
    horizon: orEmpty(z.enum(["1d", "1w", "1m"])).meta({
      description: "how long a 看多 call is held: a day, a week (default) or a month (21 sessions)",
    }),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: "from 不能晚于 to", path: ["from"] });

const getBacktest = createRoute({
  method: "get",
  path: "/backtest",
  tags: ["track record"],
  summary: "Following the 看多 verdicts long-only after costs, against the CSI 300 and equal-weight holding",
  request: { query: BacktestQuery },
  responses: {
    200: {
      ...jsonAnswer(BacktestResponse, "the backtest of the ledger for the filters"),
      headers: z.object({
        "Cache-Control": z
          .string()
          .describe("public, max-age = what is left of the cached answer's 300 s lifetime, at most 60 s"),
        Age: z.string().optional().describe("seconds since the answer was computed; absent when computed now"),
      }),
    },
    ...errors(400, 429),
  },
});

// Computed once per query and stored inputs (src/http/backtest-cache.ts); only a computation spends the
// client's per-minute allowance.
trackRecordApi.openapi(getBacktest, async (c) => {
  const q = c.req.valid("query");
  const { db, config, now } = c.var.deps;
  const filters = filtersOf(q);
  const horizon = q.horizon || "1w";
  const key = await backtestKey(db, filters, horizon, now);
  const { answer, ageSeconds } = await cachedBacktest(c.env.CACHE, key, now(), async () => {
    await spendComputation(c.env, config, c.req.header("cf-connecting-ip"));
    return ledgerBacktest(db, filters, horizon);
  });
  c.header("Cache-Control", `public, max-age=${backtestMaxAge(ageSeconds)}`);
  if (ageSeconds !== null) c.header("Age", String(ageSeconds));
  return c.json(answer, 200);
});

const getAblation = createRoute({
  method: "get",
  path: "/ablation",
  tags: ["track record"],
  summary: "What the debate changed: the opening round alone, the full debate, the vote protocol and always-up, scored",
  responses: {
    200: jsonAnswer(AblationResponse, "each forecaster's hit rate, coverage, Brier and skill, with n"),
    ...errors(),
  },
});

trackRecordApi.openapi(getAblation, async (c) => {
  const { db } = c.var.deps;
  await ensureBundledIndex(db);
  return c.json(await ablation(db), 200);
});

const getProbability = createRoute({
  method: "get",
  path: "/probability/{id}",
  tags: ["track record"],
  summary: "A debate's calibrated direction probability per horizon, beside its raw quality score (walk-forward)",
  request: { params: z.object({ id: DebateId }) },
  responses: {
    200: jsonAnswer(DirectionProbabilityResponse, "per horizon: the calibrated probability, or why none"),
    ...errors(400, 404),
  },
});

trackRecordApi.openapi(
  getProbability,
  async (c) => {
    const { db } = c.var.deps;
    const answer = await directionProbability(db, c.req.valid("param").id);
    if (!answer)
      throw new AppError(
        404,
        "not_found",
        "该辩论未记入战绩（回放、尚未完成记录，或与已记录的预测输入相同），没有方向概率",
      );
    return c.json(answer, 200);
  },
  debateIdHook,
);
