import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { ADMIN_TOKEN, api, json, postJson } from "../support/api";
import { issueKey, withKey } from "../support/keys";

type KeyInfo = { id: string; name: string; hint: string; scopes: string[]; quotas: Record<string, number> };
type ApiError = { error: { code: string; message: string } };
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

describe("API keys (POST /api/admin/keys)", () => {
  it("issues a key once: dd_ and 32 characters, stored only as its hash, listed by its hint", async () => {
    const issued = await issueKey({ name: "研究助理", scopes: ["read"], quotas: { watchlists: 3 } });
    expect(issued.key).toMatch(/^dd_[a-z2-9]{32}$/);
    expect(issued.hint).toBe(`${issued.key.slice(0, 7)}…`);
    expect(issued).toMatchObject({ name: "研究助理", scopes: ["read"], quotas: { watchlists: 3, tickersPerList: 50 } });

    const row = await env.DB.prepare("SELECT * FROM api_keys WHERE id = ?").bind(issued.id).first<{ hash: string }>();
    expect(row?.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(issued.key);

    const listed = await json<{ keys: KeyInfo[] }>(await api("/api/admin/keys", { headers: admin }));
    const mine = listed.keys.find((k) => k.id === issued.id);
    expect(mine).toMatchObject({ name: "研究助理", hint: issued.hint });
    expect(JSON.stringify(listed)).not.toContain(issued.key);
  });

  it("needs the admin token to issue, list or revoke", async () => {
    expect((await postJson("/api/admin/keys", { name: "x" })).status).toBe(401);
    expect((await postJson("/api/admin/keys", { name: "x" }, { authorization: "Bearer wrong" })).status).toBe(403);
    expect((await api("/api/admin/keys")).status).toBe(401);
    expect((await api("/api/admin/keys/k_abcdefghijkm", { method: "DELETE" })).status).toBe(401);
  });

  it("refuses a name with markup, an unknown scope and an empty scope list, storing nothing", async () => {
    const before = await env.DB.prepare("SELECT COUNT(*) AS n FROM api_keys").first<{ n: number }>();
    for (const body of [
      { name: "<script>alert(1)</script>" },
      { name: "a\u202eb" },
      { name: "x", scopes: ["admin"] },
      { name: "x", scopes: [] },
      { name: "x", quotas: { watchlists: 0 } },
    ]) {
      const res = await postJson("/api/admin/keys", body, admin);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json<ApiError>(res)).error.message).toMatch(/\p{Script=Han}/u);
    }
    const after = await env.DB.prepare("SELECT COUNT(*) AS n FROM api_keys").first<{ n: number }>();
    expect(after?.n).toBe(before?.n);
  });

  it("is refused as soon as it is revoked, with a message that says so; revoking twice keeps the first time", async () => {
    const issued = await issueKey();
    expect((await withKey(issued.key, "/api/watchlists")).status).toBe(200);
    const revoked = await api(`/api/admin/keys/${issued.id}`, { method: "DELETE", headers: admin });
    expect(revoked.status).toBe(200);
    const first = (await json<{ revokedAt: string }>(revoked)).revokedAt;
    const again = await json<{ revokedAt: string }>(
      await api(`/api/admin/keys/${issued.id}`, { method: "DELETE", headers: admin }),
    );
    expect(again.revokedAt).toBe(first);
    const refused = await withKey(issued.key, "/api/watchlists");
    expect(refused.status).toBe(401);
    expect(await json<ApiError>(refused)).toMatchObject({ error: { code: "invalid_key" } });
    expect((await json<ApiError>(await withKey(issued.key, "/api/watchlists"))).error.message).toContain("吊销");
    expect((await api("/api/admin/keys/k_abcdefghijkm", { method: "DELETE", headers: admin })).status).toBe(404);
  });

  it("tells a missing, malformed and unknown key apart, and a key without the scope gets 403", async () => {
    const none = await api("/api/watchlists");
    expect(none.status).toBe(401);
    expect(none.headers.get("www-authenticate")).toContain("Bearer");
    const malformed = await withKey("not-a-key", "/api/watchlists");
    expect((await json<ApiError>(malformed)).error.message).toContain("格式");
    const unknown = await withKey(`dd_${"a".repeat(32)}`, "/api/watchlists");
    expect(unknown.status).toBe(401);
    expect((await json<ApiError>(unknown)).error.message).toContain("无效");

    const readOnly = await issueKey({ name: "只读", scopes: ["read"] });
    expect((await withKey(readOnly.key, "/api/watchlists")).status).toBe(200);
    const create = await withKey(readOnly.key, "/api/watchlists", { body: { name: "持仓", tickers: ["600519"] } });
    expect(create.status).toBe(403);
    expect(await json<ApiError>(create)).toMatchObject({ error: { code: "missing_scope" } });
  });

  it("records when a key was last used", async () => {
    const issued = await issueKey();
    await withKey(issued.key, "/api/watchlists");
    const listed = await json<{ keys: (KeyInfo & { lastUsedAt: string | null })[] }>(
      await api("/api/admin/keys", { headers: admin }),
    );
    expect(listed.keys.find((k) => k.id === issued.id)?.lastUsedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});
