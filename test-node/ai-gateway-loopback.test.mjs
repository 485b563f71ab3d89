// AI Gateway over a real network (README "AI Gateway"): whole debates through the real local Worker (`scripts/start.mjs`,
// workerd) on the openai provider, once calling the model directly and once through the gateway, with a loopback fake
// standing in for both the provider and the gateway (AI_GATEWAY_URL). The fake records what arrived on the wire: the
// path, the headers and the body of every model call. (test/models/ai-gateway.test.ts checks the same inside the
// isolate with MSW, and the Workers AI binding's gateway option.)
import assert from "node:assert/strict";
import { after, before, describe, it } from "node:test";
import { postDebate, waitState } from "../tools/lib/api-client.mjs";
import { startLocalServer } from "../tools/lib/local-server.mjs";
import { scriptedRole } from "../test/support/scripted-model.ts";
import { startMockOpenAI } from "./mock-openai-server.mjs";

const ACCOUNT = "0123456789abcdef0123456789abcdef";
const GATEWAY_ID = "debatedesk-loop";
const MODELS = { MODEL_QUICK: "openai:deepseek-chat", MODEL_DEEP: "openai:deepseek-chat" };

/** Starts a one-round debate and waits for its end. */
async function debate(url, body) {
  const posted = await postDebate(url, { asOf: "2025-06-30", fresh: true, rounds: 1, ...body });
  assert.equal(posted.status, 202, JSON.stringify(posted.body));
  return waitState(url, posted.body.id, { timeoutMs: 120_000, everyMs: 200 });
}

const gatewayHeaderNames = (request) => Object.keys(request.headers).filter((k) => k.startsWith("cf-aig-"));
/** Whose call a request is, from the role's text (the judge's names 裁判), independently of the tags it carries. */
const isJudge = (request) => scriptedRole(request.messages) === "judge";

describe("model calls on the wire, direct and through AI Gateway (loopback fake, real local Worker)", {
  timeout: 400_000,
}, () => {
  let mock;
  before(async () => {
    mock = await startMockOpenAI();
  });
  after(async () => {
    await mock?.close();
  });

  /** One local server for a test's configuration, stopped when the test ends whatever happened. */
  async function withServer(env, run) {
    const server = await startLocalServer({ env: { ...MODELS, ...env } });
    try {
      return await run(server.url);
    } finally {
      server.stop();
    }
  }

  it("direct: OPENAI_BASE_URL's /chat/completions with the provider key, and no cf-aig-* header", async () => {
    mock.requests.length = 0;
    const state = await withServer({ OPENAI_BASE_URL: mock.url, OPENAI_API_KEY: "sk-direct" }, (url) =>
      debate(url, { ticker: "600519" }),
    );
    assert.equal(state.status, "done", JSON.stringify(state.errors ?? state.error ?? null));
    assert.ok(mock.requests.length >= 3, `the model got ${mock.requests.length} calls`);
    assert.equal(mock.requests.length, state.usage.calls);
    for (const r of mock.requests) {
      assert.equal(r.path, "/v1/chat/completions");
      assert.equal(r.headers.authorization, "Bearer sk-direct");
      assert.deepEqual(gatewayHeaderNames(r), []);
      assert.equal(r.model, "deepseek-chat");
    }
  });

  it("gateway: /{account}/{gateway}/{provider}/chat/completions under AI_GATEWAY_URL, tagged per call, one attempt, cache per tier, both tokens", async () => {
    mock.requests.length = 0;
    const env = {
      // The provider is recognised from the base URL's host (deepseek); the fake at AI_GATEWAY_URL answers for it.
      OPENAI_BASE_URL: "https://api.deepseek.com",
      OPENAI_API_KEY: "sk-through-gateway",
      AI_GATEWAY_ID: GATEWAY_ID,
      AI_GATEWAY_ACCOUNT_ID: ACCOUNT,
      AI_GATEWAY_URL: `${mock.origin}/gw`,
      AI_GATEWAY_TOKEN: "gw-token",
      AI_GATEWAY_CACHE_TTL_DEEP: "3600",
    };
    const [adversarial, findebate] = await withServer(env, async (url) => {
      const health = await (await fetch(`${url}/api/health`)).json();
      assert.equal(health.runtime.models.quick, "openai:deepseek-chat", "another server answered on this port");
      const a = await debate(url, { ticker: "600519" });
      const adversarialCalls = mock.requests.splice(0);
      const f = await debate(url, { ticker: "600036", protocol: "findebate" });
      return [
        { state: a, calls: adversarialCalls },
        { state: f, calls: mock.requests.splice(0) },
      ];
    });

    /** What every call through the gateway carries, whoever makes it. */
    const checkCall = (r, state) => {
      assert.equal(r.path, `/gw/${ACCOUNT}/${GATEWAY_ID}/deepseek/chat/completions`);
      // The provider's key still goes to the provider (through the gateway); the gateway's token in its own header.
      assert.equal(r.headers.authorization, "Bearer sk-through-gateway");
      assert.equal(r.headers["cf-aig-authorization"], "Bearer gw-token");
      // Retries are callModel's: the gateway is told to make exactly one attempt.
      assert.equal(r.headers["cf-aig-max-attempts"], "1");
      const meta = JSON.parse(r.headers["cf-aig-metadata"]);
      assert.equal(Object.keys(meta).length, 5, "the gateway keeps at most five metadata entries");
      const tier = meta.role === "judge" ? "deep" : "quick";
      assert.deepEqual(meta, {
        debate: state.id,
        ticker: state.ticker,
        protocol: state.protocol,
        role: meta.role,
        tier,
      });
      if (tier === "deep") {
        assert.equal(r.headers["cf-aig-cache-ttl"], "3600");
        assert.equal(r.headers["cf-aig-skip-cache"], undefined);
      } else {
        assert.equal(r.headers["cf-aig-skip-cache"], "true");
        assert.equal(r.headers["cf-aig-cache-ttl"], undefined);
      }
      assert.deepEqual(
        gatewayHeaderNames(r).sort(),
        [
          "cf-aig-authorization",
          "cf-aig-max-attempts",
          "cf-aig-metadata",
          tier === "deep" ? "cf-aig-cache-ttl" : "cf-aig-skip-cache",
        ].sort(),
      );
      return meta;
    };

    {
      const { state, calls } = adversarial;
      assert.equal(state.status, "done", JSON.stringify(state.errors ?? null));
      assert.equal(state.ticker, "600519");
      assert.equal(state.protocol, "adversarial");
      assert.equal(calls.length, state.usage.calls, "a call went elsewhere, or was retried");
      const metas = calls.map((r) => checkCall(r, state));
      // One call per turn, in order, each tagged with the role that made it (the judge's prompt names 裁判).
      assert.deepEqual(
        metas.map((m) => m.role),
        state.turns.map((t) => t.role),
      );
      assert.deepEqual([...new Set(metas.map((m) => m.role))].sort(), ["bear", "bull", "judge"]);
      calls.forEach((r, i) => assert.equal(isJudge(r), metas[i].role === "judge"));
    }
    {
      // The scripted model answers only debaters and judges in shape, so FinDebate's analysts fail after their re-asks
      // (the debate fails): their requests, re-asks included, are what this checks.
      const { state, calls } = findebate;
      assert.equal(state.ticker, "600036");
      assert.equal(state.protocol, "findebate");
      assert.ok(calls.length >= 4, `the gateway got ${calls.length} calls`);
      const metas = calls.map((r) => checkCall(r, state));
      for (const m of metas) assert.match(m.role, /^fin_/);
      assert.ok(new Set(metas.map((m) => m.role)).size >= 4, "each analyst's calls carry its own role");
    }
  });
});
