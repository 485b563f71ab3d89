import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { issueKey } from "../../src/access/api-keys";
import { KeyQuotas } from "../../src/access/key-scopes";
import { createDb } from "../../src/db/client";
import { api, json } from "../support/api";
import { envOverrides } from "../support/worker-env";

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

  it("with MCP_REQUIRE_KEY=on: 401 without a key or with an unknown one, 403 without read, the tools with read", async () => {
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

  it("answers other methods 405 naming POST, and is in the API document", async () => {
    const get = await api("/mcp");
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    const doc = await json<{ paths: Record<string, unknown> }>(await api("/api/openapi.json"));
    expect(Object.keys(doc.paths)).toContain("/mcp");
  });
});
