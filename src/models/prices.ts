import type { Config, Price, PriceTable } from "../config";
import type { ChatMessage } from "./model-provider";
import { estimateMessagesTokens } from "./token-estimate";

/**
 * The shipped price table, per currency, per model, per 1M tokens: `input` is an uncached prompt token, `cachedInput`
 * one the provider read from its prefix cache (absent = no discount published), `output` a completion token.
 * MODEL_PRICES (in MODEL_PRICES_CURRENCY) overrides or adds entries; only the deployment's currency applies, because
 * no rate of exchange is guessed here. Prices change: each block says where it comes from and as of when.
 */
export const SHIPPED_PRICES: Readonly<Record<string, PriceTable>> = {
  USD: {
    // Workers AI, as of 2026-11 (developers.cloudflare.com/ai/models/@cf/qwen/qwen3-30b-a3b-fp8 "Unit Pricing";
    // developers.cloudflare.com/workers-ai/platform/pricing). Workers AI reports cache hits as
    // prompt_tokens_details.cached_tokens, but the model pages publish no cached rate for these two: billed as input.
    "@cf/qwen/qwen3-30b-a3b-fp8": { input: 0.051, output: 0.34 },
    "@cf/meta/llama-3.3-70b-instruct-fp8-fast": { input: 0.293, output: 2.253 },
    // DeepSeek, as of 2025-09-29 (api-docs.deepseek.com/quick_start/pricing, DeepSeek-V3.2 price list): a cache hit
    // costs a tenth of a miss; both names point at the same model.
    "deepseek-chat": { input: 0.28, cachedInput: 0.028, output: 0.42 },
    "deepseek-reasoner": { input: 0.28, cachedInput: 0.028, output: 0.42 },
  },
  CNY: {
    // DeepSeek, as of 2025-09-29 (api-docs.deepseek.com/zh-cn/quick_start/pricing): 缓存命中 0.2 元，未命中 2 元，输出
    // 3 元.
    "deepseek-chat": { input: 2, cachedInput: 0.2, output: 3 },
    "deepseek-reasoner": { input: 2, cachedInput: 0.2, output: 3 },
    // Qwen on Alibaba Cloud Model Studio (百炼), mainland, as of 2026-05 (help.aliyun.com/zh/model-studio/models); an
    // implicit cache hit is billed at 20 % of input (help.aliyun.com/zh/model-studio/context-cache).
    "qwen-plus": { input: 0.8, cachedInput: 0.16, output: 2 },
    "qwen-turbo": { input: 0.3, cachedInput: 0.06, output: 0.6 },
    "qwen-max": { input: 2.4, cachedInput: 0.48, output: 9.6 },
  },
};

/** The prices a deployment uses: the shipped ones in its currency, MODEL_PRICES on top. */
export interface Prices {
  currency: string;
  table: PriceTable;
}

export function pricesOf(currency: string, overrides: PriceTable): Prices {
  return { currency, table: { ...SHIPPED_PRICES[currency], ...overrides } };
}

/** The deployment's prices (MODEL_PRICES_CURRENCY, MODEL_PRICES). */
export function deploymentPrices(config: Config): Prices {
  return pricesOf(config.MODEL_PRICES_CURRENCY, config.MODEL_PRICES);
}

/** What a call is billed for, as the provider reported it (or as estimated). */
export interface BilledTokens {
  promptTokens: number;
  /** Prompt tokens the provider read from its prefix cache (part of promptTokens). */
  cachedPromptTokens?: number;
  completionTokens: number;
}

/** The cost of one call: cached prompt tokens at the cached rate (else input), the rest at input, output at output. */
export function callCost(price: Price, t: BilledTokens): number {
  const cached = Math.min(t.promptTokens, Math.max(0, t.cachedPromptTokens ?? 0));
  const uncached = t.promptTokens - cached;
  const prompt = uncached * price.input + cached * (price.cachedInput ?? price.input);
  return (prompt + t.completionTokens * price.output) / 1e6;
}

/**
 * The most a request can cost before it is sent: its prompt (estimated from the text, as no provider counts before
 * answering) plus every token `max_tokens` allows, all at list price (no cache hit assumed).
 */
export function worstCaseCost(price: Price, messages: readonly ChatMessage[], maxTokens: number): number {
  return callCost(price, { promptTokens: estimateMessagesTokens(messages), completionTokens: maxTokens });
}
