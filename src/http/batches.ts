import { createRoute, z } from "@hono/zod-openapi";
import { desc, eq } from "drizzle-orm";
import type { KeyRecord } from "../access/api-keys";
import { KEY_SECURITY, KEY_SUBPROTOCOL, type KeyedEnv, requireKey } from "../access/require-key";
import type { AppDeps } from "../app-deps";
import { BATCH_SOCKET_PROTOCOL } from "../batches/batch-room";
import { abandonBatch, batchesSince, insertBatch, readBatch, readItems } from "../batches/batch-store";
import { batchSummaries, batchView } from "../batches/batch-view";
import { batches } from "../db/schema";
import { DEFAULT_PROTOCOL, type Protocol, protocolOf } from "../debate/protocols/registry";
import { AppError } from "../shared/app-error";
import { beijingDate } from "../shared/dates";
import { randomId } from "../shared/random-id";
import { getWatchlist } from "../watchlists/watchlist-store";
import { resolveTickers } from "../watchlists/resolve-tickers";
import { BatchId, BatchInfo, BatchStarted, CreateBatch } from "../wire/wire-batches";
import { apiRouter } from "./api-router";
import { errors, jsonAnswer } from "./responses";
import { jsonBody } from "./validate";

const security = [{ [KEY_SECURITY]: [] }];
const Params = z.object({ id: BatchId });
const BatchList = z.object({
  batches: z.array(BatchInfo.omit({ items: true, disclaimer: true })),
});

const create = createRoute({
  method: "post",
  path: "/",
  tags: ["watchlists"],
  summary: "Debate a list's tickers (or the tickers given) in a batch: one durable step per ticker, a few at a time",
  security,
  middleware: [requireKey("debate"), jsonBody(8 * 1024)] as const,
  request: { body: { required: true, content: { "application/json": { schema: CreateBatch } } } },
  responses: {
    202: jsonAnswer(BatchStarted, "queued: follow it at links.self"),
    ...errors(400, 401, 403, 404, 409, 413, 415, 422, 429, 503),
  },
});

const list = createRoute({
  method: "get",
  path: "/",
  tags: ["watchlists"],
  summary: "The key's batches, newest first (the last 50)",
  security,
  middleware: [requireKey("read")] as const,
  responses: { 200: jsonAnswer(BatchList, "the batches"), ...errors(401, 403) },
});

const read = createRoute({
  method: "get",
  path: "/{id}",
  tags: ["watchlists"],
  summary: "A batch's progress and results: per ticker its verdict, 辩论质量, what changed since the last, links",
  security,
  middleware: [requireKey("read")] as const,
  request: { params: Params },
  responses: { 200: jsonAnswer(BatchInfo, "the batch"), ...errors(400, 401, 403, 404) },
});

const watch = createRoute({
  method: "get",
  path: "/{id}/ws",
  tags: ["watchlists"],
  summary: "WebSocket: the batch's progress - snapshot, batch.started, ticker.started/verdict/failed, done",
  description:
    "The first message is `snapshot` (the same shape as GET /api/batches/{id}), then one message per change, `done` " +
    "(the whole table) last; then the server closes with 1000. Browsers cannot set headers on a WebSocket: offer the " +
    `subprotocols \`${BATCH_SOCKET_PROTOCOL}\` and \`${KEY_SUBPROTOCOL}<key>\` (the answer is ` +
    `\`${BATCH_SOCKET_PROTOCOL}\`); other clients ` +
    "may send `authorization: Bearer <key>`. The key is never accepted in the URL.",
  security,
  middleware: [requireKey("read")] as const,
  request: { params: Params },
  responses: {
    101: {
      description: "switching to WebSocket; each message is a JSON event (`BatchEvent` in src/batches/batch-room.ts)",
    },
    ...errors(400, 401, 403, 404, 426, 503),
  },
});

const missing = () => new AppError(404, "not_found", "没有这个批量任务（或它不属于这个密钥）");

export const batchesApi = apiRouter<KeyedEnv>()
  .openapi(create, async (c) => c.json(await startBatch(c.env, c.var.deps, c.get("apiKey"), c.req.valid("json")), 202))
  .openapi(list, async (c) => {
    const deps = c.var.deps;
    const rows = await deps.db
      .select()
      .from(batches)
      .where(eq(batches.keyId, c.get("apiKey").id))
      .orderBy(desc(batches.createdAt))
      .limit(50)
      .all();
    const views = await batchSummaries(deps, rows);
    return c.json({ batches: views }, 200);
  })
  .openapi(read, async (c) => {
    const deps = c.var.deps;
    const { id } = c.req.valid("param");
    const batch = await readBatch(deps.db, id);
    if (!batch || batch.keyId !== c.get("apiKey").id) throw missing();
    return c.json(await batchView(deps, batch, await readItems(deps.db, id)), 200);
  })
  .openapi(watch, async (c) => {
    const { id } = c.req.valid("param");
    if (c.req.header("upgrade")?.toLowerCase() !== "websocket") {
      throw new AppError(426, "upgrade_required", "此地址只接受 WebSocket 连接（请求头 Upgrade: websocket）");
    }
    const batch = await readBatch(c.var.deps.db, id);
    if (!batch || batch.keyId !== c.get("apiKey").id) throw missing();
    const rooms = c.env.BATCH_ROOM;
    if (!rooms) throw new AppError(503, "batches_unavailable", "批量进度推送未启用：部署缺少 BATCH_ROOM 绑定");
    // The room answers the upgrade itself (101 with the socket), which the declared responses cannot type.
    return rooms.get(rooms.idFromName(id)).fetch(c.req.raw) as unknown as never;
  });

/**
 * Starts a batch for the key (POST /api/batches, and the MCP tool run_watchlist): the key's daily batch quota, the
 * list's or the given tickers, one queued Workflow.
 */
export async function startBatch(env: Env, deps: AppDeps, key: KeyRecord, body: z.infer<typeof CreateBatch>) {
  const workflow = env.BATCH_WORKFLOW;
  if (!workflow) throw new AppError(503, "batches_unavailable", "批量运行未启用：部署缺少 BATCH_WORKFLOW 绑定");
  const today = beijingDate(deps.now());
  const dayStart = new Date(`${today}T00:00:00+08:00`).toISOString();
  const spent = () =>
    new AppError(
      429,
      "quota_exceeded",
      `这个密钥今天的批量次数已用完（每天 ${key.quotas.batchesPerDay} 次），明天再试`,
      {
        retryAfterSeconds: Math.ceil((Date.parse(dayStart) + 86_400_000 - deps.now().getTime()) / 1000),
      },
    );
  // Checked first for a quick answer, and again where the batch is stored (one statement), for parallel requests.
  if ((await batchesSince(deps.db, key.id, dayStart)) >= key.quotas.batchesPerDay) throw spent();
  const plan =
    "watchlistId" in body
      ? await getWatchlist(deps, key, body.watchlistId).then((w) => ({
          watchlistId: w.id,
          codes: w.tickers,
          protocol: w.protocol as Protocol,
          rounds: w.rounds ?? undefined,
        }))
      : {
          watchlistId: null,
          codes: await resolveTickers(deps, body.tickers),
          protocol: body.protocol ?? DEFAULT_PROTOCOL,
          rounds: body.rounds,
        };
  if (plan.codes.length === 0) throw new AppError(422, "empty_batch", "这个自选列表还没有股票：请先添加");
  const plugin = protocolOf(plan.protocol);
  const rounds = plan.rounds ?? plugin.defaultRounds;
  if (plugin.maxRounds !== undefined && rounds > plugin.maxRounds) {
    throw new AppError(
      400,
      "invalid_input",
      `${plugin.labels.name}最多进行 ${plugin.maxRounds} 轮，请把 rounds 设为 1-${plugin.maxRounds}`,
    );
  }
  const id = randomId("b_", 12);
  const at = deps.now().toISOString();
  const stored = await insertBatch(
    deps.db,
    {
      id,
      keyId: key.id,
      watchlistId: plan.watchlistId,
      protocol: plan.protocol,
      rounds,
      status: "queued",
      createdAt: at,
      startedAt: null,
      finishedAt: null,
      error: null,
    },
    plan.codes,
    { since: dayStart, limit: key.quotas.batchesPerDay },
  );
  if (!stored) throw spent();
  try {
    await workflow.create({ id, params: { batchId: id } });
  } catch (error) {
    // Never left queued with no run behind it (it would count against the quota and never end).
    await abandonBatch(deps.db, id, "批量任务未能启动", deps.now());
    throw new AppError(503, "batches_unavailable", "批量任务未能启动，请稍后重试", undefined, { cause: error });
  }
  return { id, status: "queued" as const, tickers: plan.codes, links: { self: `/api/batches/${id}` } };
}
