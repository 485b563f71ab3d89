import type { McpServer } from "@modelcontextprotocol/server";
import { z } from "zod";
import type { KeyRecord } from "../access/api-keys";
import { SCOPE_LABEL } from "../access/key-scopes";
import type { AppDeps } from "../app-deps";
import { startBatch } from "../http/batches";
import { watchlistSummary } from "../http/watchlists";
import { describeRuntime } from "../runtime-info";
import { AppError } from "../shared/app-error";
import { listWatchlists } from "../watchlists/watchlist-store";
import { BatchStarted } from "../wire/wire-batches";
import { WatchlistId, WatchlistList } from "../wire/wire-watchlists";
import { toolAnswer, toolError, withCarried } from "./mcp-answer";

/**
 * list_watchlists and run_watchlist: a key's own lists (GET /api/watchlists) and a batch run of one (POST
 * /api/batches), registered only for a request made with an API key (MCP_REQUIRE_KEY=on).
 */
export function registerWatchlistTools(server: McpServer, env: Env, deps: AppDeps, key: KeyRecord): void {
  const notice = () => describeRuntime(deps.config).notice;

  server.registerTool(
    "list_watchlists",
    {
      title: "我的自选 / List watchlists",
      description:
        "列出当前 API 密钥的自选列表：名称、股票、协议与轮数。\nThe watchlists of the API key in use: name, tickers, " +
        "protocol and rounds; run one with run_watchlist.",
      inputSchema: z.object({}),
      outputSchema: withCarried(WatchlistList),
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async () => {
      try {
        const lists = (await listWatchlists(deps, key)).map(watchlistSummary);
        const answer = { watchlists: lists, limit: key.quotas.watchlists };
        const lines = lists.map((w) => `- ${w.name}（${w.id}）：${w.tickers.join("、")}`);
        const text = lists.length ? `自选列表 ${lists.length} 个：\n${lines.join("\n")}` : "这个密钥还没有自选列表。";
        return toolAnswer(answer, text, notice());
      } catch (e) {
        return toolError(e);
      }
    },
  );

  server.registerTool(
    "run_watchlist",
    {
      title: "批量辩论自选 / Run a watchlist",
      description:
        "对一个自选列表的每只股票按其协议发起批量辩论（排队执行，每天有次数限制），返回批量任务编号与进度地址。" +
        "\nDebates every ticker of one of the key's watchlists in a batch (queued, a daily quota per key); " +
        "returns the " +
        "batch id and where to follow it (GET /api/batches/{id}).",
      inputSchema: z.object({ watchlistId: WatchlistId }),
      outputSchema: withCarried(BatchStarted),
      annotations: { readOnlyHint: false, destructiveHint: false, openWorldHint: false },
    },
    async ({ watchlistId }) => {
      try {
        if (!key.scopes.includes("debate")) {
          throw new AppError(403, "missing_scope", `该密钥没有「${SCOPE_LABEL.debate}」权限（debate）：请向运营方申请`);
        }
        const started = await startBatch(env, deps, key, { watchlistId });
        const text =
          `已排队批量辩论 ${started.tickers.length} 只股票（${started.tickers.join("、")}），` +
          `进度：${started.links.self}`;
        return toolAnswer(started, text, notice());
      } catch (e) {
        return toolError(e);
      }
    },
  );
}
