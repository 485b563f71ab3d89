import { createRoute } from "@hono/zod-openapi";
import { withSpend } from "../access/key-spend";
import { KEY_SECURITY, type KeyedEnv, requireKey } from "../access/require-key";
import { KeyInfo } from "../wire/wire-keys";
import { apiRouter } from "./api-router";
import { errors, jsonAnswer } from "./responses";

const me = createRoute({
  method: "get",
  path: "/me",
  tags: ["watchlists"],
  summary: "The key the request is made with: its scopes, quotas and today's spend against its daily cap",
  description: "Any valid key may read itself (whatever its scopes); never the key or its hash, only the hint.",
  security: [{ [KEY_SECURITY]: [] }],
  middleware: [requireKey(null)] as const,
  responses: { 200: jsonAnswer(KeyInfo, "the key"), ...errors(401) },
});

export const keysApi = apiRouter<KeyedEnv>().openapi(me, async (c) =>
  c.json(await withSpend(c.env, c.var.deps.config, c.get("apiKey")), 200),
);
