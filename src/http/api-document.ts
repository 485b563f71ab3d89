import type { DepsEnv } from "../app-deps";
import { createRoute, z, type OpenAPIHono } from "@hono/zod-openapi";
import { DISCLAIMER } from "../compliance/compliance";
import { KEY_SECURITY } from "../access/require-key";
import { ADMIN_SECURITY } from "./admin-security";
import { errors, jsonAnswer } from "./responses";

/** The path of the OpenAPI document; the reference page (/docs, public/docs.html) reads it. */
export const DOCUMENT_PATH = "/api/openapi.json";

const getDocument = createRoute({
  method: "get",
  path: DOCUMENT_PATH,
  tags: ["health"],
  summary: "This document: OpenAPI 3.1, generated from the schemas the routes validate with",
  responses: {
    200: jsonAnswer(z.looseObject({ openapi: z.string() }), "the OpenAPI document"),
    ...errors(),
  },
});

const DESCRIPTION = [
  "DebateDesk: bull and bear agents debate a China A-share's published figures, every claim citing evidence and " +
    "checked in code; a judge issues 看多 / 看空 / 中性 with an auditable report.",
  "",
  'Every error is JSON `{ "error": { "code", "message" } }` with a message that says what to fix; some codes carry ' +
    "details (`candidates`, `suggestions`, `missing`, `suggestedAsOf`, `retryAfterSeconds`, `issues`).",
  "",
  `**${DISCLAIMER}**`,
].join("\n");

/**
 * Serves the document of every route declared on `app` and the routers mounted on it. Built on first request and
 * kept for the isolate's life: the routes cannot change while it runs.
 */
export function serveDocument(app: OpenAPIHono<DepsEnv>): void {
  app.openAPIRegistry.registerComponent("securitySchemes", ADMIN_SECURITY, {
    type: "http",
    scheme: "bearer",
    description: "the ADMIN_TOKEN secret (401 without it, 403 when wrong)",
  });
  app.openAPIRegistry.registerComponent("securitySchemes", KEY_SECURITY, {
    type: "http",
    scheme: "bearer",
    description:
      "an API key the operator issued (POST /api/admin/keys): `dd_` and 32 characters; 401 `invalid_key` when " +
      "malformed, unknown or revoked, 403 `missing_scope` when it lacks the route's scope",
  });
  let document: ReturnType<typeof app.getOpenAPI31Document> | undefined;
  app.openapi(getDocument, (c) => {
    document ??= app.getOpenAPI31Document({
      openapi: "3.1.0",
      info: { title: "DebateDesk API", version: "0.1.0", description: DESCRIPTION },
      tags: [
        { name: "debates", description: "start, read, watch and replay debates; their reports" },
        { name: "tickers", description: "companies, their data, evidence, prices and verdicts" },
        { name: "home", description: "the hot list" },
        { name: "health", description: "the deployment and this document" },
        { name: "watchlists", description: "a key's lists of tickers and what their verdicts say (bearer API key)" },
        {
          name: "digests",
          description: "a list's pre-open digest pushed to WeCom, Feishu, DingTalk, Telegram, email or a webhook",
        },
        {
          name: "track record",
          description: "战绩: every call scored against later prices, calibration, the ablation and the backtest",
        },
        { name: "mcp", description: "the Model Context Protocol endpoint for assistants (streamable HTTP)" },
        { name: "admin", description: "your own data, the pre-compute and API keys (bearer ADMIN_TOKEN)" },
      ],
    });
    return c.json(document, 200);
  });
}
