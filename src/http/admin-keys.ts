import { createRoute, z } from "@hono/zod-openapi";
import { issueKey, listKeys, revokeKey } from "../access/api-keys";
import { withSpend } from "../access/key-spend";
import { KeyQuotas } from "../access/key-scopes";
import { notFound } from "../shared/app-error";
import { IssuedKey, IssueKeyRequest, KeyInfo, KeyList } from "../wire/wire-keys";
import { requireAdmin } from "./admin-auth";
import { ADMIN_SECURITY } from "./admin-security";
import { apiRouter } from "./api-router";
import { errors, jsonAnswer } from "./responses";
import { jsonBody } from "./validate";

const security = [{ [ADMIN_SECURITY]: [] }];
const KeyParams = z.object({
  id: z
    .string()
    .regex(/^k_[a-z2-9]{12}$/, "密钥编号应为 k_ 加 12 位字符（见 GET /api/admin/keys）")
    .meta({ description: "the key's id (not the key)" }),
});

const issue = createRoute({
  method: "post",
  path: "/",
  tags: ["admin"],
  summary: "Issue an API key (name, scopes, quotas): the key is in this answer only, store it now",
  security,
  middleware: [jsonBody(4 * 1024)] as const,
  request: { body: { required: true, content: { "application/json": { schema: IssueKeyRequest } } } },
  responses: { 201: jsonAnswer(IssuedKey, "the key, shown once"), ...errors(400, 401, 403, 413, 415) },
});

const list = createRoute({
  method: "get",
  path: "/",
  tags: ["admin"],
  summary:
    "Every key issued, newest first: name, hint, scopes, quotas, last use, revocation, today's spend (never the key)",
  security,
  responses: { 200: jsonAnswer(KeyList, "the keys"), ...errors(401, 403) },
});

const revoke = createRoute({
  method: "delete",
  path: "/{id}",
  tags: ["admin"],
  summary: "Revoke a key for good: every request with it is refused from now on (idempotent)",
  security,
  request: { params: KeyParams },
  responses: { 200: jsonAnswer(KeyInfo, "the key, with revokedAt"), ...errors(400, 401, 403, 404) },
});

export const adminKeys = apiRouter();
adminKeys.use("*", requireAdmin);
adminKeys
  .openapi(issue, async (c) => {
    const body = c.req.valid("json");
    const deps = c.var.deps;
    const { key, record } = await issueKey(
      deps.db,
      { name: body.name, scopes: body.scopes, quotas: KeyQuotas.parse(body.quotas) },
      deps.now(),
    );
    return c.json({ ...(await withSpend(c.env, c.var.deps.config, record)), key }, 201);
  })
  .openapi(list, async (c) => {
    const keys = await listKeys(c.var.deps.db);
    return c.json({ keys: await Promise.all(keys.map((k) => withSpend(c.env, c.var.deps.config, k))) }, 200);
  })
  .openapi(revoke, async (c) => {
    const deps = c.var.deps;
    const record = await revokeKey(deps.db, c.req.valid("param").id, deps.now());
    if (!record) throw notFound("没有这个密钥编号（见 GET /api/admin/keys）");
    return c.json(await withSpend(c.env, c.var.deps.config, record), 200);
  });
