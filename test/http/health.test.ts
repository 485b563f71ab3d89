import { env } from "cloudflare:test";
import { http, HttpResponse } from "msw";
import { sourceGate } from "../../src/ingest/fetch/source-gate";
import { afterEach, describe, expect, it } from "vitest";
import type { AiRunner } from "../../src/models/providers/workers-ai-provider";
import type { HealthResponse } from "../../src/wire/wire";
import { api, json } from "../support/api";
import { mockNetwork } from "../support/mock-network";
import { envOverrides } from "../support/worker-env";

/**
 * GET /api/health tells the truth about each binding and dependency: the tests break one at a time (the Worker reads
 * the same env object the tests change) and read what health says, and its status code.
 */
const { configure } = envOverrides();
let net: ReturnType<typeof mockNetwork> | undefined;
afterEach(() => {
  net?.restore();
  net = undefined;
});

async function health(): Promise<{ status: number; body: HealthResponse; res: Response }> {
  const res = await api("/api/health");
  return { status: res.status, body: await json<HealthResponse>(res.clone()), res };
}

const failing = (message: string) => () => Promise.reject(new Error(message));

describe("GET /api/health", () => {
  it("answers 200 ok with every check ok on the local setup, and is never cached", async () => {
    const { status, body, res } = await health();
    expect(status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(body.ok).toBe(true);
    expect(body.status).toBe("ok");
    for (const [name, check] of Object.entries(body.checks)) expect([name, check.status]).toEqual([name, "ok"]);
    expect(body.checks.embeddings).toMatchObject({ model: "local-ngram-hash-v1", dimensions: 1024 });
    expect(body.checks.vectors).toMatchObject({ store: "local", dimensions: 1024 });
    expect(body.checks.models.slots.quick).toEqual({ spec: "offline", ok: true });
    expect(body.checks.models.gateway).toBeNull();
    expect(body.checks.liveSources).toMatchObject({ enabled: false, breaker: expect.any(Object) });
    expect(body.checks.sampleData.version).toEqual(expect.any(String));
    expect(body.data.sampleVersion).toBe(body.checks.sampleData.version);
    expect(body.runtime?.offlineModel).toBe(true);
  });

  it("shows the day's spend against COST_CAP_PER_DAY, degraded once the cap is reached", async () => {
    const { body } = await health();
    expect(body.checks.spend).toMatchObject({ status: "ok", cap: null, currency: "USD", spent: expect.any(Number) });
    const spent = body.checks.spend.spent!;
    configure({ COST_CAP_PER_DAY: String(spent + 5) });
    const under = (await health()).body.checks.spend;
    expect(under).toMatchObject({ status: "ok", cap: spent + 5, spent });
    expect(under.detail).toBe(`${spent} of ${spent + 5} USD spent today`);
    configure({ COST_CAP_PER_DAY: String(spent) });
    const reached = await health();
    expect(reached.status).toBe(200);
    expect(reached.body.status).toBe("degraded");
    expect(reached.body.checks.spend.detail).toContain("daily cost cap reached");
  });

  it("answers 503 down when D1 is broken, saying why, and still reports the rest", async () => {
    configure({ DB: { prepare: () => ({ first: failing("D1_ERROR: database unavailable") }) } });
    const { status, body } = await health();
    expect(status).toBe(503);
    expect(body.ok).toBe(false);
    expect(body.status).toBe("down");
    expect(body.checks.d1).toEqual({
      status: "degraded",
      critical: true,
      detail: "D1 unreachable: D1_ERROR: database unavailable",
    });
    expect(body.checks.kv.status).toBe("ok");
    expect(body.checks.sampleData.status).toBe("degraded");
  });

  it("answers 200 degraded when KV is broken: the verdict cache is off, the rest serves", async () => {
    configure({ CACHE: { get: failing("KV GET failed: 500") } });
    const { status, body } = await health();
    expect(status).toBe(200);
    expect(body.status).toBe("degraded");
    expect(body.checks.kv).toEqual({
      status: "degraded",
      critical: false,
      detail: "KV unreachable: verdicts are not cached (KV GET failed: 500)",
    });
  });

  it("does not hang on a binding that never answers: the probe gives up after 3 s", async () => {
    configure({ CACHE: { get: () => new Promise(() => {}) } });
    const started = Date.now();
    const { status, body } = await health();
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(status).toBe(200);
    expect(body.checks.kv.detail).toMatch(/KV did not answer within 3000 ms/);
  });

  it("answers 503 down with the var named when the configuration is invalid", async () => {
    configure({ WATCHDOG_MS: "soon" });
    const { status, body } = await health();
    expect(status).toBe(503);
    expect(body.checks.config).toMatchObject({ status: "degraded", critical: true });
    expect(body.checks.config.detail).toMatch(/WATCHDOG_MS must be an integer from 1000 to 3600000, got "soon"/);
    expect(body.runtime).toBeNull();
    expect(body.checks.models.detail).toBe("not checked: the configuration is invalid");
  });

  it("checks that Vectorize's dimensions match the embedder's, reading the index's description only", async () => {
    await health(); // the sample is loaded with the local store first
    const described: string[] = [];
    const index = (dimensions: number) => ({
      describe: async () => (described.push("describe"), { dimensions, vectorCount: 10 }),
    });
    configure({ VECTOR_STORE: "vectorize", VECTORS: index(768) });
    const wrong = await health();
    expect(wrong.status).toBe(200);
    expect(wrong.body.checks.vectors).toMatchObject({ status: "degraded", store: "vectorize", dimensions: 768 });
    expect(wrong.body.checks.vectors.detail).toBe(
      "the index has 768 dimensions but the embedder makes 1024: recreate it with --dimensions=1024",
    );
    configure({ VECTORS: index(1024) });
    expect((await health()).body.checks.vectors).toMatchObject({ status: "ok", dimensions: 1024 });
    configure({ VECTORS: undefined });
    expect((await health()).body.checks.vectors.detail).toMatch(/VECTORS binding is missing/);
    expect(described).toEqual(["describe", "describe"]);
  });

  it("reports each model slot's configuration without calling any model", async () => {
    net = mockNetwork(http.post("https://api.deepseek.com/chat/completions", () => HttpResponse.json({})));
    const ai: AiRunner = { run: failing("health must not call Workers AI") };
    configure({
      MODEL_QUICK: "openai:deepseek-chat",
      MODEL_DEEP: "workers-ai:@cf/qwen/qwen3-30b-a3b-fp8",
      MODEL_JUDGE: "openai:deepseek-reasoner",
      OPENAI_BASE_URL: "",
      AI: ai,
    });
    const { status, body } = await health();
    expect(status).toBe(200);
    expect(body.checks.models.status).toBe("degraded");
    expect(body.checks.models.slots.quick).toEqual({
      spec: "openai:deepseek-chat",
      ok: false,
      detail: "MODEL_QUICK=openai:deepseek-chat needs OPENAI_BASE_URL (e.g. https://api.deepseek.com)",
    });
    expect(body.checks.models.slots.deep).toEqual({ spec: "workers-ai:@cf/qwen/qwen3-30b-a3b-fp8", ok: true });
    expect(body.checks.models.detail).toMatch(/^debates using quick, bull, bear, judge fail: /);

    configure({
      OPENAI_BASE_URL: "https://api.deepseek.com",
      OPENAI_API_KEY: "sk-hidden",
      AI_GATEWAY_ID: "debatedesk",
      AI_GATEWAY_ACCOUNT_ID: "0123456789abcdef0123456789abcdef",
    });
    const fixed = await health();
    expect(fixed.body.checks.models).toMatchObject({
      status: "ok",
      gateway: "debatedesk",
      detail: "configured (not called) through AI Gateway debatedesk",
    });
    expect(JSON.stringify(fixed.body)).not.toContain("sk-hidden");
    expect(net.requests).toEqual([]);
  });

  it("says whether the live sources are on, and each live host's circuit breaker as the shared SourceGate holds it", async () => {
    configure({ LIVE_SOURCES: "on" });
    const gate = sourceGate(env as unknown as Env);
    await gate.reset();
    expect((await health()).body.checks.liveSources).toMatchObject({ status: "ok", enabled: true, breaker: {} });
    // Five failed answers in a row open a host's circuit (src/ingest/fetch/host-budget.ts).
    try {
      for (let i = 0; i < 5; i++) await gate.gate.release("datacenter-web.eastmoney.com", `g${i}`, 503, null);
      const { status, body } = await health();
      expect(status).toBe(200);
      expect(body.status).toBe("degraded");
      expect(body.checks.liveSources).toMatchObject({
        status: "degraded",
        breaker: { "datacenter-web.eastmoney.com": "open" },
      });
      expect(body.checks.liveSources.detail).toMatch(/circuit open for datacenter-web\.eastmoney\.com \(open\)/);
    } finally {
      await gate.reset();
    }
  });
});
