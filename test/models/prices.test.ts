import { http, HttpResponse } from "msw";
import { afterEach, describe, expect, it } from "vitest";
import { DebaterOutput } from "../../src/debate/debate-types";
import { callModel, type CallOptions } from "../../src/models/call-model";
import type { CostGuard } from "../../src/models/cost-cap";
import type { ModelProvider, ModelRequest } from "../../src/models/model-provider";
import { callCost, pricesOf, SHIPPED_PRICES, worstCaseCost } from "../../src/models/prices";
import { createOpenAICompatibleProvider } from "../../src/models/providers/openai-compatible-provider";
import { createWorkersAIProvider } from "../../src/models/providers/workers-ai-provider";
import { estimateMessagesTokens } from "../../src/models/token-estimate";
import { mockNetwork } from "../support/mock-network";
import { streamEvents } from "../support/scripted-model";

const BASE = "http://llm.test/v1";
const VALID = JSON.stringify({
  stance: "bullish",
  points: [{ claim: "营业总收入同比+15.66%", evidence: [{ id: "E1", quote: "营业总收入" }], confidence: 0.8 }],
});
const request: ModelRequest = {
  role: "bull",
  schema: "debater",
  messages: [
    { role: "system", content: "你是多方分析师。只输出一个严格的 json 对象。" },
    { role: "user", content: "E1 [growth/earnings] 营业总收入 1741.44亿元\n请输出 json。" },
  ],
  task: {
    ...{ kind: "argue", role: "bull", round: 1, ticker: "600519", companyName: "贵州茅台", asOf: "2025-06-30" },
    ...{ pack: [], ownPrevious: [], opponentLatest: [], opponentCited: [], citedBefore: [], summary: [] },
  },
  maxTokens: 900,
};

/** A streamed reply whose final usage chunk carries exactly `usage` (any provider's own fields). */
const sse = (usage: Record<string, unknown>) => () => {
  const events = streamEvents("m", VALID, usage as { prompt_tokens: number; completion_tokens: number });
  return new HttpResponse(events.join(""), { headers: { "content-type": "text/event-stream" } });
};
const chat = (usage: Record<string, unknown>) => http.post(`${BASE}/chat/completions`, sse(usage));

let net: ReturnType<typeof mockNetwork> | undefined;
afterEach(() => {
  net?.restore();
  net = undefined;
});

function options(overrides: Partial<CallOptions> = {}): CallOptions {
  const clock = { sleep: async () => {}, random: () => 0, now: () => Date.now() };
  return { retries: 0, repairs: 0, baseDelayMs: 0, timeoutMs: 5_000, ...clock, ...overrides };
}

describe("cached prompt tokens, read from each provider's own usage shape", () => {
  it("OpenAI-compatible: prompt_tokens_details.cached_tokens", async () => {
    net = mockNetwork(
      chat({ prompt_tokens: 1000, completion_tokens: 50, prompt_tokens_details: { cached_tokens: 768 } }),
    );
    const result = await createOpenAICompatibleProvider({ baseURL: BASE, model: "m" }).complete(request);
    expect(result).toEqual({
      ok: true,
      reply: { text: VALID, promptTokens: 1000, cachedPromptTokens: 768, completionTokens: 50, estimated: false },
    });
  });

  it("DeepSeek: prompt_cache_hit_tokens / prompt_cache_miss_tokens (no prompt_tokens_details)", async () => {
    const usage = {
      prompt_tokens: 1000,
      completion_tokens: 50,
      prompt_cache_hit_tokens: 640,
      prompt_cache_miss_tokens: 360,
    };
    net = mockNetwork(chat(usage));
    const result = await createOpenAICompatibleProvider({ baseURL: BASE, model: "deepseek-chat" }).complete(request);
    expect(result.ok && result.reply).toMatchObject({
      promptTokens: 1000,
      cachedPromptTokens: 640,
      completionTokens: 50,
    });
  });

  it("Workers AI: the binding's usage.prompt_tokens_details.cached_tokens", async () => {
    const binding = {
      run: async () => ({
        response: VALID,
        usage: { prompt_tokens: 400, completion_tokens: 30, prompt_tokens_details: { cached_tokens: 256 } },
      }),
    };
    const result = await createWorkersAIProvider({
      binding,
      model: "@cf/qwen/qwen3-30b-a3b-fp8",
      jsonMode: true,
    }).complete(request);
    expect(result.ok && result.reply).toMatchObject({
      promptTokens: 400,
      cachedPromptTokens: 256,
      completionTokens: 30,
    });
  });

  it("no cache field: nothing is counted as cached", async () => {
    net = mockNetwork(chat({ prompt_tokens: 10, completion_tokens: 5 }));
    const result = await createOpenAICompatibleProvider({ baseURL: BASE, model: "m" }).complete(request);
    expect(result.ok && result.reply.cachedPromptTokens).toBeUndefined();
  });
});

describe("the price table and a call's cost", () => {
  it("prices cached prompt tokens at the cached rate, the rest at input, output at output", () => {
    const deepseek = SHIPPED_PRICES.USD!["deepseek-chat"]!;
    // 640 hits at 0.028, 360 misses at 0.28, 50 out at 0.42 (per 1M).
    expect(callCost(deepseek, { promptTokens: 1000, cachedPromptTokens: 640, completionTokens: 50 })).toBeCloseTo(
      (640 * 0.028 + 360 * 0.28 + 50 * 0.42) / 1e6,
      12,
    );
    // A model without a published cached rate bills its cached tokens as input.
    const qwen = SHIPPED_PRICES.USD!["@cf/qwen/qwen3-30b-a3b-fp8"]!;
    expect(callCost(qwen, { promptTokens: 1000, cachedPromptTokens: 640, completionTokens: 0 })).toBeCloseTo(
      (1000 * 0.051) / 1e6,
      12,
    );
  });

  it("ships the default Workers AI model and DeepSeek in USD, DeepSeek and Qwen in CNY; MODEL_PRICES overrides one entry", () => {
    const usd = pricesOf("USD", { "deepseek-chat": { input: 1, output: 2 } });
    expect(usd.table["@cf/qwen/qwen3-30b-a3b-fp8"]).toBeDefined();
    expect(usd.table["deepseek-chat"]).toEqual({ input: 1, output: 2 });
    expect(pricesOf("CNY", {}).table["qwen-plus"]).toMatchObject({ cachedInput: 0.16 });
    // No rate of exchange is guessed: a currency without shipped prices has only MODEL_PRICES'.
    expect(pricesOf("EUR", {}).table).toEqual({});
  });

  it("the worst case is the estimated prompt plus max_tokens, uncached, at list price", () => {
    const price = { input: 2, cachedInput: 0.2, output: 8 };
    expect(worstCaseCost(price, request.messages, 900)).toBeCloseTo(
      (estimateMessagesTokens(request.messages) * 2 + 900 * 8) / 1e6,
      12,
    );
  });

  it("callModel sums the cost with cached tokens apart and records the currency", async () => {
    net = mockNetwork(chat({ prompt_tokens: 1000, completion_tokens: 50, prompt_cache_hit_tokens: 640 }));
    const price = SHIPPED_PRICES.USD!["deepseek-chat"]!;
    const result = await callModel(
      createOpenAICompatibleProvider({ baseURL: BASE, model: "deepseek-chat" }),
      request,
      DebaterOutput,
      options({ price, currency: "USD" }),
    );
    expect(result.usage).toMatchObject({ calls: 1, promptTokens: 1000, cachedPromptTokens: 640, currency: "USD" });
    expect(result.usage.cost).toBeCloseTo(
      callCost(price, { promptTokens: 1000, cachedPromptTokens: 640, completionTokens: 50 }),
      6,
    );
  });
});

describe("a guarded call", () => {
  const counting = (): ModelProvider & { asked: number } => {
    const p = {
      provider: "openai",
      model: "m",
      asked: 0,
      async complete() {
        p.asked++;
        return { ok: true as const, reply: { text: VALID, promptTokens: 100, completionTokens: 10, estimated: false } };
      },
    };
    return p;
  };

  it("is never sent when its worst case does not fit: the provider sees no request, the failure says why", async () => {
    const provider = counting();
    const guard: CostGuard = { reserve: async () => "本场费用上限 0.001 USD：剩余 0 USD", settle: async () => {} };
    const result = await callModel(
      provider,
      request,
      DebaterOutput,
      options({ price: { input: 2, output: 8 }, currency: "USD", guard }),
    );
    expect(provider.asked).toBe(0);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(/^cost_cap: 本场费用上限/);
    expect(result.usage).toMatchObject({ calls: 0, promptTokens: 0 });
  });

  it("is refused when the model has no price (the worst case cannot be bounded)", async () => {
    const provider = counting();
    const guard: CostGuard = { reserve: async () => null, settle: async () => {} };
    const result = await callModel(provider, request, DebaterOutput, options({ guard }));
    expect(provider.asked).toBe(0);
    expect(!result.ok && result.error).toMatch(/价格表中没有该模型的价格/);
  });

  it("reserves the worst case, then settles it to what the call cost", async () => {
    const provider = counting();
    const seen: [string, number, number?][] = [];
    const guard: CostGuard = {
      reserve: async (worst) => {
        seen.push(["reserve", worst]);
        return null;
      },
      settle: async (reserved, actual) => void seen.push(["settle", reserved, actual]),
    };
    const price = { input: 2, output: 8 };
    const result = await callModel(provider, request, DebaterOutput, options({ price, currency: "USD", guard }));
    expect(result.ok).toBe(true);
    const worst = worstCaseCost(price, request.messages, 900);
    expect(seen).toEqual([
      ["reserve", worst],
      ["settle", worst, (100 * 2 + 10 * 8) / 1e6],
    ]);
  });
});
