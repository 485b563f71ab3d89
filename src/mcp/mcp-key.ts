import { createMiddleware } from "hono/factory";
import type { KeyRecord } from "../access/api-keys";
import { requireKey } from "../access/require-key";
import type { AppDeps } from "../app-deps";

/** The MCP route's context: the API key the request was made with (needed when MCP_REQUIRE_KEY is on). */
export type McpEnv = { Bindings: Env; Variables: { apiKey?: KeyRecord; deps: AppDeps } };

const readScope = requireKey("read");

/**
 * With MCP_REQUIRE_KEY=on the endpoint needs an API key (issued by the operator: POST /api/admin/keys) with the `read`
 * scope, checked exactly as the keyed API routes check it (401 without a valid key and why, 403 `missing_scope`);
 * starting a debate also needs `debate` (src/mcp/debate-tools.ts). Off (local default), anyone may call it, as anyone
 * may call the public API; but a key that is sent is used (its cap applies, its debates record it) and so checked the
 * same way: an invalid one is refused 401 rather than silently dropped, as on POST /api/debates.
 */
export const mcpKey = createMiddleware<McpEnv>(async (c, next) => {
  if (!c.var.deps.config.MCP_REQUIRE_KEY && c.req.header("authorization") === undefined) return next();
  // The same middleware as the keyed routes; its context type only differs in apiKey being set.
  return readScope(c as unknown as Parameters<typeof readScope>[0], next) as Promise<void>;
});
