import type { AppDeps } from "../app-deps";
import { createMcpHandler, McpServer } from "@modelcontextprotocol/server";
import type { KeyRecord } from "../access/api-keys";
import { DISCLAIMER } from "../compliance/compliance";
import { registerDataTools } from "./data-tools";
import { registerDebateTools } from "./debate-tools";
import { registerWatchlistTools } from "./watchlist-tools";

/**
 * One MCP server per request (stateless streamable HTTP): its tools read the request's env, deps, address and API key
 * (null when MCP_REQUIRE_KEY is off).
 */
export function debateDeskMcp(env: Env, deps: AppDeps, request: Request, key: KeyRecord | null): McpServer {
  const server = new McpServer(
    { name: "debatedesk", title: "DebateDesk A股多空辩论", version: "0.1.0" },
    {
      instructions:
        "DebateDesk 对沪深京 A 股做多空辩论：先用 find_stock 确认代码，再用 start_debate 发起（可指定 asOf），" +
        "每个论点都经代码核验（✅ 已核验 / ❌ 未通过 / ❔ 未能核验）。结果仅供研究，不构成投资建议。\n" +
        "DebateDesk debates China A-shares: find_stock to pin the code, start_debate (optionally asOf a date), " +
        `get_debate / get_report / get_evidence / track_record to read. ${DISCLAIMER}`,
    },
  );
  registerDataTools(server, deps);
  registerDebateTools(server, env, deps, request, key);
  // A key's own lists exist only for a request made with one.
  if (key) registerWatchlistTools(server, env, deps, key);
  return server;
}

/**
 * POST /mcp (streamable HTTP): the SDK's per-request handler serves the 2026-07-28 revision and, statelessly, 2025-era
 * clients; no session and no Durable Object of its own, since every tool reads D1 and the debate rooms. Progress
 * notifications ride the tool call's own response stream (SSE).
 */
export function serveMcp(request: Request, env: Env, deps: AppDeps, key: KeyRecord | null): Promise<Response> {
  const handler = createMcpHandler(({ requestInfo }) => debateDeskMcp(env, deps, requestInfo ?? request, key), {
    onerror: () => {
      // Rejected requests are answered by the SDK itself; nothing to add to the Worker's log.
    },
  });
  return handler.fetch(request);
}
