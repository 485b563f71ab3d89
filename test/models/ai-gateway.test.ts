import { env } from "cloudflare:test";
import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import type { PublicDebateState } from "../../src/debate/public-state";
import { readConfig } from "../../src/config";
import { gatewayBaseURL, type GatewaySettings } from "../../src/models/ai-gateway";
import { providerFor } from "../../src/models/provider-registry";
import type { AiRunner } from "../../src/models/providers/workers-ai-provider";
import { api, json } from "../support/api";
import { runDebate } from "../support/debates";
import { mockNetwork, type RecordedRequest } from "../support/mock-network";
import { scriptedReply, scriptedRole, scriptedUsage, streamEvents, type ChatTurn } from "../support/scripted-model";
import { envOverrides } from "../support/worker-env";

/**
 * Every model call through Cloudflare AI Gateway when AI_GATEWAY_ID is set, directly when not: whole debates through
 * the real Worker and DebateRoom, with the network faked at this isolate's fetch (MSW) and Workers AI a fake binding,
 * checking the URL and headers each provider sends, and what the binding receives, in both modes.
 */
const { configure } = envOverrides();
const ACCOUNT = "0123456789abcdef0123456789abcdef";
const GATEWAY = { AI_GATEWAY_ID: "debatedesk", AI_GATEWAY_ACCOUNT_ID: ACCOUNT };
const GATEWAY_DEEPSEEK = `https://gateway.ai.cloudflare.com/v1/${ACCOUNT}/debatedesk/deepseek`;

let net: ReturnType<typeof mockNetwork> | undefined;
afterEach(() => {
  net?.restore();
  net = undefined;
});

const chat = (url: string) =>
  http.post(url, async ({ request }) => {
    const { messages } = (await request.json()) as { messages: ChatTurn[] };
    return new HttpResponse(streamEvents("deepseek-chat", scriptedReply(messages), scriptedUsage(messages)).join(""), {
      headers: { "content-type": "text/event-stream" },
    });
  });

async function debate(body: Record<string, unknown>): Promise<PublicDebateState> {
  return runDebate({ asOf: "2025-06-30", fresh: true, rounds: 1, ...body }, { timeoutMs: 30_000 });
}

const gatewayHeaderNames = (r: RecordedRequest) => [...r.headers.keys()].filter((k) => k.startsWith("cf-aig-"));
const metadataOf = (r: RecordedRequest) => JSON.parse(r.headers.get("cf-aig-metadata")!) as Record<string, string>;
/** Whose call a request is, from the role's text after the shared evidence (the judge's names 裁判). */
const isJudge = (r: RecordedRequest) => scriptedRole((r.json() as { messages: ChatTurn[] }).messages) === "judge";

describe("OpenAI-compatible providers", () => {
  it("without AI_GATEWAY_ID, call the provider's own URL with no gateway header", async () => {
    configure({
      MODEL_QUICK: "openai:deepseek-chat",
      MODEL_DEEP: "openai:deepseek-chat",
      OPENAI_BASE_URL: "https://api.deepseek.com",
      OPENAI_API_KEY: "sk-direct",
    });
    net = mockNetwork(chat("https://api.deepseek.com/chat/completions"));
    const state = await debate({ ticker: "600519" });
    expect(state.status).toBe("done");
    expect(net.requests.length).toBe(state.usage.calls);
    for (const r of net.requests) {
      expect(r.url).toBe("https://api.deepseek.com/chat/completions");
      expect(r.headers.get("authorization")).toBe("Bearer sk-direct");
      expect(gatewayHeaderNames(r)).toEqual([]);
    }
  });

  it("with AI_GATEWAY_ID, call the gateway's provider URL, tagged with debate, ticker, protocol, role and tier; one attempt; cache per tier", async () => {
    configure({
      ...GATEWAY,
      AI_GATEWAY_CACHE_TTL_DEEP: "3600",
      AI_GATEWAY_TOKEN: "gw-token",
      MODEL_QUICK: "openai:deepseek-chat",
      MODEL_DEEP: "openai:deepseek-chat",
      OPENAI_BASE_URL: "https://api.deepseek.com",
      OPENAI_API_KEY: "sk-through-gateway",
    });
    net = mockNetwork(chat(`${GATEWAY_DEEPSEEK}/chat/completions`));
    const state = await debate({ ticker: "600519" });
    expect(state.status).toBe("done");
    expect(net.requests.length).toBe(state.usage.calls);
    const roles = state.turns.map((t) => t.role);
    expect(net.requests.map((r) => metadataOf(r).role)).toEqual(roles);
    for (const r of net.requests) {
      expect(r.url).toBe(`${GATEWAY_DEEPSEEK}/chat/completions`);
      // The provider's key still goes to the provider (through the gateway); the gateway's token in its own header.
      expect(r.headers.get("authorization")).toBe("Bearer sk-through-gateway");
      expect(r.headers.get("cf-aig-authorization")).toBe("Bearer gw-token");
      // Retries are callModel's: the gateway is told to make exactly one attempt.
      expect(r.headers.get("cf-aig-max-attempts")).toBe("1");
      const meta = metadataOf(r);
      expect(Object.keys(meta)).toHaveLength(5); // the gateway keeps at most five entries
      expect(meta).toEqual({
        debate: state.id,
        ticker: "600519",
        protocol: "adversarial",
        role: meta.role,
        tier: meta.role === "judge" ? "deep" : "quick",
      });
      expect(isJudge(r)).toBe(meta.role === "judge");
      if (meta.tier === "deep") {
        expect(r.headers.get("cf-aig-cache-ttl")).toBe("3600");
        expect(r.headers.has("cf-aig-skip-cache")).toBe(false);
      } else {
        expect(r.headers.get("cf-aig-skip-cache")).toBe("true");
        expect(r.headers.has("cf-aig-cache-ttl")).toBe(false);
      }
    }
  });

  it("tags a graph protocol's roles with their own names and tier", async () => {
    configure({
      ...GATEWAY,
      MODEL_QUICK: "openai:deepseek-chat",
      MODEL_DEEP: "openai:deepseek-chat",
      OPENAI_BASE_URL: "https://api.deepseek.com",
      OPENAI_API_KEY: "sk",
    });
    net = mockNetwork(chat(`${GATEWAY_DEEPSEEK}/chat/completions`));
    const state = await debate({ ticker: "600519", protocol: "findebate" });
    // The scripted model answers only debaters and judges in shape, so the analysts fail after their re-asks: their
    // requests are what this checks.
    const metas = net.requests.map(metadataOf);
    expect(metas.length).toBeGreaterThan(0);
    for (const m of metas)
      expect(m).toEqual({
        debate: state.id,
        ticker: "600519",
        protocol: "findebate",
        role: expect.stringMatching(/^fin_/),
        tier: "quick",
      });
  });
});

describe("the gateway URL for an OpenAI-compatible base URL", () => {
  const gw: GatewaySettings = {
    baseURL: "https://gateway.ai.cloudflare.com/v1",
    gatewayId: "g1",
    accountId: ACCOUNT,
    cacheTtlSeconds: 0,
  };
  const root = `https://gateway.ai.cloudflare.com/v1/${ACCOUNT}/g1`;

  it("keeps what the provider's URL has after its host, as the gateway's provider pages give it", () => {
    expect(gatewayBaseURL(gw, "https://api.deepseek.com", undefined)).toEqual({
      ok: true,
      baseURL: `${root}/deepseek`,
      provider: "deepseek",
    });
    expect(gatewayBaseURL(gw, "https://api.openai.com/v1", undefined)).toEqual({
      ok: true,
      baseURL: `${root}/openai/v1`,
      provider: "openai",
    });
    expect(gatewayBaseURL(gw, "https://api.groq.com/openai/v1/", undefined)).toEqual({
      ok: true,
      baseURL: `${root}/groq`,
      provider: "groq",
    });
  });

  it("starts from AI_GATEWAY_URL, so a local fake or proxy can stand in for Cloudflare's endpoint", () => {
    const local = { ...gw, baseURL: "http://127.0.0.1:8788/gw" };
    expect(gatewayBaseURL(local, "https://api.deepseek.com", undefined)).toEqual({
      ok: true,
      baseURL: `http://127.0.0.1:8788/gw/${ACCOUNT}/g1/deepseek`,
      provider: "deepseek",
    });
  });

  it("uses AI_GATEWAY_PROVIDER when named (a custom provider keeps its upstream URL in the gateway)", () => {
    expect(gatewayBaseURL(gw, "https://dashscope.aliyuncs.com/compatible-mode/v1", "custom-dashscope")).toEqual({
      ok: true,
      baseURL: `${root}/custom-dashscope`,
      provider: "custom-dashscope",
    });
  });

  it("says what to set for a host the gateway has no provider for: the provider is unavailable with that message", () => {
    configure({
      ...GATEWAY,
      MODEL_QUICK: "openai:qwen-plus",
      OPENAI_BASE_URL: "https://dashscope.aliyuncs.com/compatible-mode/v1",
    });
    const picked = providerFor(env, readConfig(env), "quick");
    expect(picked.ok).toBe(false);
    expect(!picked.ok && picked.message).toMatch(
      /^MODEL_QUICK=openai:qwen-plus: AI_GATEWAY_ID is set but the gateway has no built-in provider for .*set AI_GATEWAY_PROVIDER/,
    );
    configure({ AI_GATEWAY_PROVIDER: "custom-dashscope" });
    expect(providerFor(env, readConfig(env), "quick").ok).toBe(true);
  });

  it("a gateway id without the account id is a configuration error naming the missing var", () => {
    expect(() => readConfig({ AI_GATEWAY_ID: "debatedesk" })).toThrow(
      "Invalid configuration: AI_GATEWAY_ACCOUNT_ID must be a Cloudflare account id (32 hex characters) when AI_GATEWAY_ID is set, got nothing (it is not set)",
    );
    expect(() => readConfig({ ...GATEWAY, AI_GATEWAY_CACHE_TTL_DEEP: "-1" })).toThrow(
      /AI_GATEWAY_CACHE_TTL_DEEP must be an integer from 0 to/,
    );
    expect(readConfig(GATEWAY)).toMatchObject({
      ...GATEWAY,
      AI_GATEWAY_CACHE_TTL_QUICK: 0,
      AI_GATEWAY_CACHE_TTL_DEEP: 0,
    });
  });
});

describe("Workers AI through the binding", () => {
  function fakeBinding() {
    const calls: { model: string; options: Record<string, unknown> | undefined }[] = [];
    const ai: AiRunner = {
      async run(model, inputs, options) {
        calls.push({ model, options });
        const messages = inputs.messages as ChatTurn[];
        return { response: scriptedReply(messages), usage: scriptedUsage(messages) };
      },
    };
    return { ai, calls };
  }
  const QWEN = "workers-ai:@cf/qwen/qwen3-30b-a3b-fp8";

  it("without AI_GATEWAY_ID, the binding receives no gateway option", async () => {
    const { ai, calls } = fakeBinding();
    configure({ MODEL_QUICK: QWEN, MODEL_DEEP: QWEN, AI: ai });
    const state = await debate({ ticker: "600519" });
    expect(state.status).toBe("done");
    expect(calls.length).toBe(state.usage.calls);
    for (const c of calls) expect(c.options?.gateway).toBeUndefined();
  });

  it("with AI_GATEWAY_ID, the binding receives the gateway id, the five tags, the tier's cache setting and one attempt", async () => {
    const { ai, calls } = fakeBinding();
    configure({ ...GATEWAY, AI_GATEWAY_CACHE_TTL_QUICK: "600", MODEL_QUICK: QWEN, MODEL_DEEP: QWEN, AI: ai });
    const state = await debate({ ticker: "600519" });
    expect(state.status).toBe("done");
    expect(calls.map((c) => (c.options!.gateway as { metadata: { role: string } }).metadata.role)).toEqual(
      state.turns.map((t) => t.role),
    );
    for (const c of calls) {
      const gateway = c.options!.gateway as Record<string, unknown> & { metadata: Record<string, string> };
      const tier = gateway.metadata.role === "judge" ? "deep" : "quick";
      expect(gateway).toEqual({
        id: "debatedesk",
        metadata: { debate: state.id, ticker: "600519", protocol: "adversarial", role: gateway.metadata.role, tier },
        ...(tier === "quick" ? { cacheTtl: 600 } : { skipCache: true }),
        retries: { maxAttempts: 1 },
      });
    }
  });
});
