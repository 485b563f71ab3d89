import { createRoute, z } from "@hono/zod-openapi";
import { mcpKey, type McpEnv } from "../mcp/mcp-key";
import { serveMcp } from "../mcp/mcp-server";
import { ErrorResponse } from "../wire/wire-http";
import { apiRouter } from "./api-router";
import { errors } from "./responses";

const keyError = (description: string) => ({
  description,
  content: { "application/json": { schema: ErrorResponse } },
});

const mcp = createRoute({
  method: "post",
  path: "/",
  tags: ["mcp"],
  summary:
    "The MCP endpoint (streamable HTTP): tools find_stock, start_debate, get_debate, get_report, get_evidence, " +
    "track_record and the report resource debatedesk://debates/{id}/report.md",
  middleware: [mcpKey] as const,
  description:
    "A JSON-RPC message of the Model Context Protocol (2026-07-28, and 2025-era clients statelessly). A tool call " +
    "answers as JSON, or as an SSE stream when it sends progress first (start_debate: one notification per completed " +
    "turn). start_debate spends the same per-address allowance and reads the same verdict cache as " +
    "POST /api/debates. " +
    "README: Use from an assistant.",
  responses: {
    200: {
      description: "the JSON-RPC answer (application/json), or its stream with progress (text/event-stream)",
      content: { "application/json": { schema: z.looseObject({ jsonrpc: z.literal("2.0") }) } },
    },
    401: keyError(
      "MCP_REQUIRE_KEY=on and no valid API key (`Authorization: Bearer dd_…`): `unauthorized`, `invalid_key`",
    ),
    403: keyError("`missing_scope`: the key lacks the `read` scope"),
    ...errors(413, 415),
  },
});

/** /mcp: the key (required, or sent; the app's middleware built the deps and loaded the sample), then the SDK. */
export const mcpApi = apiRouter<McpEnv>().openapi(mcp, async (c) => {
  const key = c.get("apiKey");
  // The SDK answers with its own JSON-RPC or SSE response, which the declared responses cannot type.
  return (await serveMcp(c.req.raw, c.env, c.var.deps, key ?? null)) as unknown as never;
});
