import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { clientKey } from "../../src/http/debate-quota";
import { json, postJson } from "../support/api";

type ErrorBody = { error: { code: string; message: string } };

describe("starting debates is limited per client address", () => {
  it("answers 429 with Retry-After past the per-minute rate", async () => {
    const ip = { "cf-connecting-ip": "203.0.113.7" };
    // Thin evidence: each request passes the quota, then stops at the pre-screen (no model call, no debate).
    for (let i = 0; i < 10; i++) {
      expect((await postJson("/api/debates", { ticker: "300750", asOf: "2016-01-01" }, ip)).status).toBe(422);
    }
    const limited = await postJson("/api/debates", { ticker: "300750", asOf: "2016-01-01" }, ip);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
    expect((await json<ErrorBody>(limited)).error.code).toBe("rate_limited");
    // Another address is not affected.
    expect((await postJson("/api/debates", { ticker: "300750", asOf: "2016-01-01" }, { "cf-connecting-ip": "203.0.113.8" })).status).toBe(422);
  });

  it("caps debates running at once for one client", async () => {
    const ip = "198.51.100.9";
    const key = await clientKey(ip);
    const now = new Date().toISOString();
    for (const [i, asOf] of ["2025-01-02", "2025-01-03", "2025-01-06"].entries()) {
      await env.DB.batch([
        env.DB.prepare("INSERT INTO debates (id, ticker, protocol, as_of, rounds, status, provider, created_at, updated_at) VALUES (?, '600519', 'adversarial', ?, 3, 'running', 'offline', ?, ?)").bind(
          `d_quotatest00${i}`,
          asOf,
          now,
          now,
        ),
        env.DB.prepare("INSERT INTO debate_clients (debate_id, client_key, created_at) VALUES (?, ?, ?)").bind(`d_quotatest00${i}`, key, now),
      ]);
    }
    const res = await postJson("/api/debates", { ticker: "600519", asOf: "2025-06-30" }, { "cf-connecting-ip": ip });
    expect(res.status).toBe(429);
    const body = await json<ErrorBody>(res);
    expect(body.error.code).toBe("too_many_running");
    expect(body.error.message).toContain("3");
    // The stored key is a hash, never the address.
    const stored = await env.DB.prepare("SELECT client_key FROM debate_clients LIMIT 1").first<{ client_key: string }>();
    expect(stored?.client_key).not.toContain(ip);
  });

  it("records who started a debate, so their running debates count", async () => {
    const ip = "192.0.2.44";
    const res = await postJson("/api/debates", { ticker: "600036", asOf: "2025-06-30" }, { "cf-connecting-ip": ip });
    expect(res.status).toBe(202);
    const { id } = await json<{ id: string }>(res);
    const row = await env.DB.prepare("SELECT client_key FROM debate_clients WHERE debate_id = ?").bind(id).first<{ client_key: string }>();
    expect(row?.client_key).toBe(await clientKey(ip));
  });
});
