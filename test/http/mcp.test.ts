import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { issueKey } from "../../src/access/api-keys";
import { KeyQuotas } from "../../src/access/key-scopes";
import { createDb } from "../../src/db/client";
import { appDeps } from "../../src/app-deps";
import { createWatchlist } from "../../src/watchlists/watchlist-store";
import { api, json } from "../support/api";
import { envOverrides } from "../support/worker-env";
import { readConfig } from "../../src/config";

const { configure } = envOverrides();
const db = createDb(env.DB);
const issue = async (scopes: ("read" | "debate" | "watchlist")[]) =>
  (await issueKey(db, { name: "mcp test", scopes, quotas: KeyQuotas.parse({}) }, new Date())).key;

/** A JSON-RPC tools/list as a 2025-era client posts it (the SDK serves those statelessly). */
function listTools(headers: Record<string, string> = {}) {
  return api("/mcp", {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json, text/event-stream", ...headers },
    body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "tools/list" }),
  });
}

async function toolNames(res: Response): Promise<string[]> {
  const text = await res.text();
  // A JSON body, or one SSE event carrying it.
  const body = JSON.parse(text.startsWith("{") ? text : (/^data: (.*)$/m.exec(text)?.[1] ?? "{}"));
  return (body.result?.tools ?? []).map((t: { name: string }) => t.name).sort();
}

describe("POST /mcp", () => {
  it("serves the tools without a key when MCP_REQUIRE_KEY is off (local default)", async () => {
    const res = await listTools();
    expect(res.status).toBe(200);
    expect(await toolNames(res)).toEqual([
      "find_stock",
      "get_debate",
      "get_evidence",
      "get_report",
      "start_debate",
      "track_record",
    ]);
  });

  it("with MCP_REQUIRE_KEY=off a key sent is still checked: 401 for an unknown one, tools for a valid one", async () => {
    const unknown = await listTools({ authorization: "Bearer dd_00000000000000000000000000000000" });
    expect(unknown.status).toBe(401);
    expect((await json<{ error: { code: string } }>(unknown)).error.code).toBe("invalid_key");
    const reader = await listTools({ authorization: `Bearer ${await issue(["read", "watchlist"])}` });
    expect(reader.status).toBe(200);
    // The key is used: its own tools (watchlists) are served, as with keys required.
    expect(await toolNames(reader)).toContain("list_watchlists");
  });

  it("with MCP_REQUIRE_KEY=on: 401 without a key or with an unknown one, 403 without read, tools with read", async () => {
    configure({ MCP_REQUIRE_KEY: "on" });
    const none = await listTools();
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toContain("Bearer");
    expect((await json<{ error: { code: string; message: string } }>(none)).error).toMatchObject({
      code: "unauthorized",
      message: expect.stringContaining("Authorization: Bearer"),
    });
    const unknown = await listTools({ authorization: "Bearer dd_00000000000000000000000000000000" });
    expect(unknown.status).toBe(401);
    expect((await json<{ error: { code: string } }>(unknown)).error.code).toBe("invalid_key");
    const watchOnly = await listTools({ authorization: `Bearer ${await issue(["watchlist"])}` });
    expect(watchOnly.status).toBe(403);
    expect((await json<{ error: { code: string } }>(watchOnly)).error.code).toBe("missing_scope");
    const reader = await listTools({ authorization: `Bearer ${await issue(["read"])}` });
    expect(reader.status).toBe(200);
    expect(await toolNames(reader)).toContain("start_debate");
  });

  it("refuses start_debate to a key without the debate scope, as a tool error saying so", async () => {
    configure({ MCP_REQUIRE_KEY: "on" });
    const res = await api("/mcp", {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json, text/event-stream",
        authorization: `Bearer ${await issue(["read"])}`,
      },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 2,
        method: "tools/call",
        params: { name: "start_debate", arguments: { ticker: "600519" } },
      }),
    });
    const text = await res.text();
    const body = JSON.parse(text.startsWith("{") ? text : (/^data: (.*)$/m.exec(text)?.[1] ?? "{}"));
    expect(body.result.isError).toBe(true);
    expect(body.result.content[0].text).toContain("missing_scope");
    expect(body.result.content[0].text).toContain("发起辩论");
  });

  it("gives a key its own lists: list_watchlists and run_watchlist, unseen by a request without a key", async () => {
    configure({ MCP_REQUIRE_KEY: "on" });
    const issued = await issueKey(
      db,
      { name: "mcp lists", scopes: ["read", "debate", "watchlist"], quotas: KeyQuotas.parse({}) },
      new Date(),
    );
    const list = await createWatchlist(appDeps(env, readConfig(env)), issued.record, {
      name: "白酒",
      tickers: ["600519", "000858"],
    });
    const call = async (name: string, args: Record<string, unknown>) => {
      const res = await api("/mcp", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          accept: "application/json, text/event-stream",
          authorization: `Bearer ${issued.key}`,
        },
        body: JSON.stringify({ jsonrpc: "2.0", id: 3, method: "tools/call", params: { name, arguments: args } }),
      });
      const text = await res.text();
      return JSON.parse(text.startsWith("{") ? text : (/^data: (.*)$/m.exec(text)?.[1] ?? "{}")).result;
    };
    expect(await toolNames(await listTools({ authorization: `Bearer ${issued.key}` }))).toEqual(
      expect.arrayContaining(["list_watchlists", "run_watchlist"]),
    );
    const listed = await call("list_watchlists", {});
    expect(listed.structuredContent.watchlists).toEqual([
      expect.objectContaining({ id: list.id, name: "白酒", tickers: ["600519", "000858"] }),
    ]);
    expect(listed.structuredContent.disclaimer).toBe("内容由AI生成，仅供研究参考，不构成任何投资建议");
    const unknown = await call("run_watchlist", { watchlistId: "w_222222222222" });
    expect(unknown.isError).toBe(true);
    expect(unknown.content[0].text).toContain("not_found");
    configure({ MCP_REQUIRE_KEY: "off" });
    expect(await toolNames(await listTools())).not.toContain("list_watchlists");
  });

  it("answers other methods 405 naming POST, and is in the API document", async () => {
    const get = await api("/mcp");
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    const doc = await json<{ paths: Record<string, unknown> }>(await api("/api/openapi.json"));
    expect(Object.keys(doc.paths)).toContain("/mcp");
  });
});
