import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { clientKey } from "../../src/http/debate-quota";
import { modelConfigFor } from "../../src/models/provider-registry";
import { debateSettings } from "../../src/services/debate-settings";
import { cachedVerdictKey, type CachedVerdict, usualSettingsKey } from "../../src/services/verdict-cache";
import { json, postJson } from "../support/api";
import { readConfig } from "../../src/config";

type ErrorBody = { error: { code: string; message: string; retryAfterSeconds?: number } };
type Started = { id: string; existing: boolean };

const from = (ip: string) => ({ "cf-connecting-ip": ip });
/** Thin evidence: the request stops at the pre-screen with 422 (no model call, no debate). */
const THIN = { ticker: "300750", asOf: "2016-01-01" };

/** Past dates the sample data can debate 600036 on: each is its own (ticker, protocol, asOf) slot, so a new debate. */
const DATES = [
  "2025-06-30",
  "2025-06-27",
  "2025-06-26",
  "2025-06-25",
  "2025-06-24",
  "2025-06-23",
  "2025-06-20",
  "2025-06-19",
  "2025-06-18",
  "2025-06-17",
  "2025-06-16",
];

describe("the per-address allowance counts debates started, not requests", () => {
  it("spends nothing on bad input or thin evidence: each keeps its own 4xx, and a debate can still start", async () => {
    const ip = "203.0.113.7";
    for (let i = 0; i < 12; i++) expect((await postJson("/api/debates", THIN, from(ip))).status).toBe(422);
    for (let i = 0; i < 12; i++)
      expect((await postJson("/api/debates", { tickr: "600519" }, from(ip))).status).toBe(400);
    expect((await postJson("/api/debates", { ticker: "600036", asOf: "2025-06-30", rounds: 1 }, from(ip))).status).toBe(
      202,
    );
    // 25 requests, each pre-screening the evidence: on a loaded 2-core machine that took 30 s.
  }, 90_000);

  it("spends nothing on joining a debate already running for the same slot", async () => {
    const ip = "203.0.113.9";
    // A debate of the slot is running (as if another reader had started it a moment ago).
    const now = new Date().toISOString();
    const settings = debateSettings(
      { protocol: "adversarial" },
      { asOf: "2025-05-30", model: modelConfigFor(env, readConfig(env)) },
    );
    await env.DB.prepare(
      "INSERT INTO debates (id, ticker, protocol, as_of, rounds, status, provider, created_at, updated_at, settings) " +
        "VALUES ('d_joinquota001', '600036', 'adversarial', '2025-05-30', 3, 'running', 'offline', ?, ?, ?)",
    )
      .bind(now, now, JSON.stringify(settings))
      .run();
    for (let i = 0; i < 12; i++) {
      const again = await postJson("/api/debates", { ticker: "600036", asOf: "2025-05-30" }, from(ip));
      expect(again.status).toBe(202);
      expect(await json<Started>(again)).toMatchObject({ id: "d_joinquota001", existing: true });
    }
    // The allowance is untouched: a new debate still starts.
    expect((await postJson("/api/debates", { ticker: "600036", asOf: "2025-06-30", rounds: 1 }, from(ip))).status).toBe(
      202,
    );
  });

  it("spends nothing on a cached answer", async () => {
    const ip = "203.0.113.10";
    const company = await env.DB.prepare("SELECT name, data_version AS v FROM companies WHERE code = '601318'").first<{
      name: string;
      v: number;
    }>();
    const cached: CachedVerdict = {
      debateId: "d_cachedquota1",
      ticker: "601318",
      companyName: company!.name,
      protocol: "adversarial",
      asOf: new Date(Date.now() + 8 * 3600_000).toISOString().slice(0, 10),
      dataVersion: company!.v,
      verdict: { label: "中性" } as unknown as CachedVerdict["verdict"],
      createdAt: new Date().toISOString(),
    };
    const settingsKey = await usualSettingsKey(env, readConfig(env), "adversarial");
    const key = cachedVerdictKey({ ticker: "601318", protocol: "adversarial", dataVersion: company!.v, settingsKey });
    await env.CACHE.put(key, JSON.stringify(cached));
    for (let i = 0; i < 12; i++) {
      const res = await postJson("/api/debates", { ticker: "601318" }, from(ip));
      expect(res.status).toBe(200);
      expect((await json<{ cached: boolean }>(res)).cached).toBe(true);
    }
  });

  it("answers 429 with Retry-After (header and body) once ten new debates were started in a minute", async () => {
    // The local rate limiter's windows are aligned to the wall clock's minutes: eleven requests straddling a minute's
    // end would meet a fresh window. Start early in a minute (the requests take about a second).
    const left = 60_000 - (Date.now() % 60_000);
    if (left < 15_000) await new Promise((r) => setTimeout(r, left + 50));
    const ip = "203.0.113.11";
    const key = await clientKey(ip);
    for (const asOf of DATES.slice(0, 10)) {
      const res = await postJson("/api/debates", { ticker: "600036", asOf, rounds: 1 }, from(ip));
      expect(res.status, asOf).toBe(202);
      expect((await json<Started>(res)).existing).toBe(false);
      // Forget who started it, so the running-debates cap does not answer first: this test is about the rate.
      await env.DB.prepare("DELETE FROM debate_clients WHERE client_key = ?").bind(key).run();
    }
    const limited = await postJson("/api/debates", { ticker: "600036", asOf: DATES[10], rounds: 1 }, from(ip));
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toBe("60");
    const body = await json<ErrorBody>(limited);
    expect(body.error.code).toBe("rate_limited");
    expect(body.error.retryAfterSeconds).toBe(60);
    // Bad input from the same address still gets its own answer, and another address is not affected.
    expect((await postJson("/api/debates", THIN, from(ip))).status).toBe(422);
    expect(
      (await postJson("/api/debates", { ticker: "600036", asOf: DATES[10], rounds: 1 }, from("203.0.113.12"))).status,
    ).toBe(202);
  });

  it("caps debates running at once for one client (429 too_many_running, Retry-After 30)", async () => {
    const ip = "198.51.100.9";
    const key = await clientKey(ip);
    const now = new Date().toISOString();
    for (const [i, asOf] of ["2025-01-02", "2025-01-03", "2025-01-06"].entries()) {
      await env.DB.batch([
        env.DB.prepare(
          "INSERT INTO debates (id, ticker, protocol, as_of, rounds, status, provider, created_at, updated_at) VALUES (?, '600519', 'adversarial', ?, 3, 'running', 'offline', ?, ?)",
        ).bind(`d_quotatest00${i}`, asOf, now, now),
        env.DB.prepare("INSERT INTO debate_clients (debate_id, client_key, created_at) VALUES (?, ?, ?)").bind(
          `d_quotatest00${i}`,
          key,
          now,
        ),
      ]);
    }
    const res = await postJson("/api/debates", { ticker: "600519", asOf: "2025-06-30" }, from(ip));
    expect(res.status).toBe(429);
    expect(res.headers.get("retry-after")).toBe("30");
    const body = await json<ErrorBody>(res);
    expect(body.error.code).toBe("too_many_running");
    expect(body.error.message).toContain("3");
    // The stored key is a hash, never the address.
    const stored = await env.DB.prepare("SELECT client_key FROM debate_clients LIMIT 1").first<{
      client_key: string;
    }>();
    expect(stored?.client_key).not.toContain(ip);
  });

  it("records who started a debate, so their running debates count", async () => {
    const ip = "192.0.2.44";
    const res = await postJson("/api/debates", { ticker: "600036", asOf: "2025-06-30" }, from(ip));
    expect(res.status).toBe(202);
    const { id } = await json<{ id: string }>(res);
    const row = await env.DB.prepare("SELECT client_key FROM debate_clients WHERE debate_id = ?")
      .bind(id)
      .first<{ client_key: string }>();
    expect(row?.client_key).toBe(await clientKey(ip));
  });
});
