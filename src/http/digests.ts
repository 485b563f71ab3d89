import { createRoute, z } from "@hono/zod-openapi";
import { KEY_SECURITY, type KeyedEnv, requireKey } from "../access/require-key";
import { appDeps } from "../app-deps";
import { checkTestQuota, type DeliveryRow, deliverDigest, deliveryLog } from "../digests/deliver-digest";
import { digestSettings } from "../digests/digest-config";
import { createDigest, deleteDigest, digestRecord, getDigest, listDigests } from "../digests/digest-store";
import {
  CreateDigest,
  DeliveryLog,
  DigestId,
  DigestList,
  DigestRecord,
  LogQuery,
  SendResult,
} from "../wire/wire-digests";
import { apiRouter } from "./api-router";
import { errors, jsonAnswer } from "./responses";
import { jsonBody } from "./validate";

const security = [{ [KEY_SECURITY]: [] }];
const tags = ["digests"];
const Params = z.object({ id: DigestId });
const Deleted = z.object({ id: DigestId, deleted: z.literal(true) });
const KEYED = [401, 403] as const;
const STATUS_ZH = { sent: "已送达", dead_letter: "发送失败（已放弃重试，消息保留在日志中）" } as const;

const list = createRoute({
  method: "get",
  path: "/",
  tags,
  summary: "The key's own digests (scope read); channel secrets only as a masked hint",
  security,
  middleware: [requireKey("read")] as const,
  responses: { 200: jsonAnswer(DigestList, "newest first"), ...errors(...KEYED) },
});

const create = createRoute({
  method: "post",
  path: "/",
  tags,
  summary:
    "A pre-open digest of one of the key's lists to a channel, on trading days at a Beijing time (default 08:45)",
  description:
    "Per stock: the latest verdict and its change since the last digest, the two strongest verified points each " +
    "way, the data date and a link to the report (links start with this request's origin). Secrets are stored " +
    "encrypted (AES-GCM, DIGEST_SECRET_KEY). Generic webhook URLs must be https on port 443 to a public host name.",
  security,
  middleware: [requireKey("watchlist"), jsonBody(8 * 1024)] as const,
  request: { body: { required: true, content: { "application/json": { schema: CreateDigest } } } },
  responses: {
    201: jsonAnswer(DigestRecord, "the digest (no secret in it)"),
    ...errors(400, ...KEYED, 404, 413, 415, 422, 503),
  },
});

const read = createRoute({
  method: "get",
  path: "/{id}",
  tags,
  summary: "A digest (scope read)",
  security,
  middleware: [requireKey("read")] as const,
  request: { params: Params },
  responses: { 200: jsonAnswer(DigestRecord, "the digest"), ...errors(400, ...KEYED, 404) },
});

const remove = createRoute({
  method: "delete",
  path: "/{id}",
  tags,
  summary: "Delete a digest and its delivery log",
  security,
  middleware: [requireKey("watchlist")] as const,
  request: { params: Params },
  responses: { 200: jsonAnswer(Deleted, "deleted"), ...errors(400, ...KEYED, 404) },
});

const test = createRoute({
  method: "post",
  path: "/{id}/test",
  tags,
  summary: "发送测试消息: build the digest now and send it, marked as a test (quota testSendsPerDay per key)",
  security,
  middleware: [requireKey("watchlist")] as const,
  request: { params: Params },
  responses: {
    200: jsonAnswer(SendResult, "what was sent; `ok` false when a part was dead-lettered (see its attempts)"),
    ...errors(400, ...KEYED, 404, 429, 503),
  },
});

const deliveries = createRoute({
  method: "get",
  path: "/{id}/deliveries",
  tags,
  summary: "The delivery log: each part's attempts, response codes, errors, status (sent / dead_letter) and text",
  security,
  middleware: [requireKey("read")] as const,
  request: { params: Params, query: LogQuery },
  responses: { 200: jsonAnswer(DeliveryLog, "newest first"), ...errors(400, ...KEYED, 404) },
});

const delivery = (d: DeliveryRow) => ({
  id: d.id,
  sendId: d.sendId,
  kind: d.kind,
  part: d.part,
  parts: d.parts,
  status: d.status,
  statusLabel: STATUS_ZH[d.status],
  attempts: d.attempts,
  message: d.message,
  createdAt: d.createdAt,
});

export const digestsApi = apiRouter<KeyedEnv>()
  .openapi(list, async (c) => {
    const rows = await listDigests(c.var.deps, c.get("apiKey"));
    return c.json({ digests: rows.map(digestRecord) }, 200);
  })
  .openapi(create, async (c) => {
    const { schedule, ...body } = c.req.valid("json");
    const baseUrl = new URL(c.req.url).origin;
    const row = await createDigest(c.var.deps, digestSettings(c.env), c.get("apiKey"), {
      ...body,
      time: schedule.time,
      baseUrl,
    });
    return c.json(digestRecord(row), 201);
  })
  .openapi(read, async (c) => {
    const row = await getDigest(c.var.deps, c.get("apiKey"), c.req.valid("param").id);
    return c.json(digestRecord(row), 200);
  })
  .openapi(remove, async (c) => {
    const { id } = c.req.valid("param");
    await deleteDigest(c.var.deps, c.get("apiKey"), id);
    return c.json({ id, deleted: true as const }, 200);
  })
  .openapi(test, async (c) => {
    const deps = c.var.deps;
    const key = c.get("apiKey");
    const row = await getDigest(deps, key, c.req.valid("param").id);
    await checkTestQuota(deps, key.id, key.quotas.testSendsPerDay);
    const report = await deliverDigest(c.env, deps, digestSettings(c.env), row, "test");
    const { deliveries: rows, ...counts } = report;
    return c.json({ id: row.id, ok: counts.deadLettered === 0, ...counts, deliveries: rows.map(delivery) }, 200);
  })
  .openapi(deliveries, async (c) => {
    const deps = c.var.deps;
    const row = await getDigest(deps, c.get("apiKey"), c.req.valid("param").id);
    const rows = await deliveryLog(deps, row.id, c.req.valid("query").limit);
    return c.json({ id: row.id, deliveries: rows.map(delivery) }, 200);
  });
