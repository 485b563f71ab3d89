import { describe, expect, it } from "vitest";
import { api, json } from "../support/api";
import { envOverrides } from "../support/worker-env";

const { configure } = envOverrides();
const KEY = "k-0123456789abcdef";

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

  it("with MCP_REQUIRE_KEY=on: 401 without a key, 403 with a wrong one, the tools with one of MCP_KEYS", async () => {
    configure({ MCP_REQUIRE_KEY: "on", MCP_KEYS: `other-key-0123456789, ${KEY}` });
    const none = await listTools();
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toBe('Bearer realm="mcp"');
    expect((await json<{ error: { code: string; message: string } }>(none)).error).toMatchObject({
      code: "unauthorized",
      message: expect.stringContaining("Authorization: Bearer"),
    });
    const wrong = await listTools({ authorization: "Bearer not-a-key-at-all-0000" });
    expect(wrong.status).toBe(403);
    expect((await json<{ error: { message: string } }>(wrong)).error.message).toBe("MCP 密钥不正确");
    const right = await listTools({ authorization: `Bearer ${KEY}` });
    expect(right.status).toBe(200);
    expect(await toolNames(right)).toContain("start_debate");
  });

  it("says a required key with none configured is the operator's to set", async () => {
    configure({ MCP_REQUIRE_KEY: "on", MCP_KEYS: "" });
    const res = await listTools({ authorization: `Bearer ${KEY}` });
    expect(res.status).toBe(403);
    expect((await json<{ error: { message: string } }>(res)).error.message).toContain("MCP_KEYS");
  });

  it("answers other methods 405 naming POST, and is in the API document", async () => {
    const get = await api("/mcp");
    expect(get.status).toBe(405);
    expect(get.headers.get("allow")).toBe("POST");
    const doc = await json<{ paths: Record<string, unknown> }>(await api("/api/openapi.json"));
    expect(Object.keys(doc.paths)).toContain("/mcp");
  });
});
