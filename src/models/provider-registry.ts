import type { Config, Price, PriceTable } from "../config";
import type { ModelConfig, RoleCall } from "../debate/debate-state";
import type { Tier } from "../debate/graph";
import type { Role } from "../debate/debate-types";
import type { ModelProvider } from "./model-provider";
import { gatewayBaseURL, gatewayFor, gatewayHeaders, gatewayOptions, type GatewayTags } from "./ai-gateway";
import { createOfflineProvider } from "../offline/offline-provider";
import { createOpenAICompatibleProvider } from "./providers/openai-compatible-provider";
import { createWorkersAIProvider } from "./providers/workers-ai-provider";
import { deploymentPrices } from "./prices";

/** Which tier a role draws its model from (seed 000 §4.2): bull and bear are quick, the judge is deep. */
const tierOf = (role: Role): Tier => (role === "judge" ? "deep" : "quick");

/**
 * Where a model is configured: a tier (MODEL_QUICK / MODEL_DEEP), which every role of every protocol draws from, or
 * an adversarial role with its own override (MODEL_BULL / MODEL_BEAR / MODEL_JUDGE, else its tier).
 */
export type ModelSlot = Tier | Role;
export const MODEL_SLOTS = ["quick", "deep", "bull", "bear", "judge"] as const satisfies readonly ModelSlot[];
const isTier = (slot: ModelSlot): slot is Tier => slot === "quick" || slot === "deep";

/**
 * Which configured model a graph node uses: the adversarial roles their own (MODEL_BULL / MODEL_BEAR / MODEL_JUDGE,
 * else their tier's), every other role its tier's (MODEL_QUICK / MODEL_DEEP).
 */
export function modelSlot(node: { role: string; tier: Tier }): ModelSlot {
  if (node.role === "bull" || node.role === "bear" || node.role === "judge") return node.role;
  return node.tier;
}

export interface RoleModel {
  /**
   * `provider:model` as configured, e.g. `offline`, `openai:deepseek-chat` or `workers-ai:@cf/qwen/qwen3-30b-a3b-fp8`.
   */
  spec: string;
  /** The variable the spec came from, so error messages can say what to change. */
  source: string;
  temperature: number;
  maxTokens: number;
}

/** The model a slot uses: a role's override (MODEL_BULL / MODEL_BEAR / MODEL_JUDGE), else its tier, else offline. */
export function roleModel(e: Config, slot: ModelSlot): RoleModel {
  const tier = isTier(slot) ? slot : tierOf(slot);
  const override = isTier(slot) ? undefined : { bull: e.MODEL_BULL, bear: e.MODEL_BEAR, judge: e.MODEL_JUDGE }[slot];
  const tierSpec = tier === "deep" ? e.MODEL_DEEP : e.MODEL_QUICK;
  const [spec, source] = override
    ? [override, `MODEL_${slot.toUpperCase()}`]
    : tierSpec
      ? [tierSpec, tier === "deep" ? "MODEL_DEEP" : "MODEL_QUICK"]
      : ["offline", "default"];
  const temperature = tier === "deep" ? e.MODEL_TEMPERATURE_DEEP : e.MODEL_TEMPERATURE_QUICK;
  const maxTokens = tier === "deep" ? e.MODEL_MAX_TOKENS_DEEP : e.MODEL_MAX_TOKENS_QUICK;
  return { spec, source, temperature, maxTokens };
}

export type ProviderResult = { ok: true; provider: ModelProvider } | { ok: false; message: string };

/**
 * Builds the role's provider from configuration; a misconfiguration is a value with a message that says what to fix.
 * The config has already checked each var's form (a known provider, a model named, an http(s) base URL); what is left
 * here is whether the provider has what it needs. With AI_GATEWAY_ID set the provider calls through the gateway,
 * tagged with `tags` (who the call is for) when given.
 */
export function providerFor(env: Env, config: Config, slot: ModelSlot, tags?: GatewayTags): ProviderResult {
  const { spec, source } = roleModel(config, slot);
  return providerForSpec(env, config, slot, spec, source, tags, tierFallbacks(config, slot)[0].length > 0);
}

function tierFallbacks(config: Config, slot: ModelSlot): [string[], string] {
  const tier = isTier(slot) ? slot : tierOf(slot);
  return tier === "deep"
    ? [config.MODEL_FALLBACK_DEEP, "MODEL_FALLBACK_DEEP"]
    : [config.MODEL_FALLBACK_QUICK, "MODEL_FALLBACK_QUICK"];
}

/**
 * The slot's fallbacks in order (MODEL_FALLBACK_QUICK / MODEL_FALLBACK_DEEP, by the slot's tier): who answers when
 * the model before is busy, rate-limited, failing or slow. Empty when none is configured.
 */
export function fallbacksFor(env: Env, config: Config, slot: ModelSlot, tags?: GatewayTags): ProviderResult[] {
  const [specs, source] = tierFallbacks(config, slot);
  return specs.map((spec, i) => providerForSpec(env, config, slot, spec, source, tags, i < specs.length - 1));
}

/** The breaker's settings (src/models/fallback.ts): failures in a row that open it, and how long it stays open. */
export function breakerSettings(e: Config): { failures: number; cooldownMs: number } {
  return { failures: e.MODEL_BREAKER_FAILURES, cooldownMs: e.MODEL_BREAKER_COOLDOWN_MS };
}

/** `rejectIfBusy`: another model follows in the chain, so a busy Workers AI model should fail at once, not queue. */
function providerForSpec(
  env: Env,
  config: Config,
  slot: ModelSlot,
  spec: string,
  source: string,
  tags: GatewayTags | undefined,
  rejectIfBusy: boolean,
): ProviderResult {
  const read = { config };
  const gateway = gatewayFor(read.config, isTier(slot) ? slot : tierOf(slot));
  const colon = spec.indexOf(":");
  const name = colon === -1 ? spec : spec.slice(0, colon);
  const model = colon === -1 ? "" : spec.slice(colon + 1).trim();
  const where = `${source}=${spec}`;
  switch (name) {
    case "offline":
      return { ok: true, provider: createOfflineProvider() };
    case "openai": {
      const baseURL = read.config.OPENAI_BASE_URL;
      if (!baseURL) return { ok: false, message: `${where} needs OPENAI_BASE_URL (e.g. https://api.deepseek.com)` };
      const routed = gateway ? gatewayBaseURL(gateway, baseURL, read.config.AI_GATEWAY_PROVIDER) : undefined;
      if (routed && !routed.ok) return { ok: false, message: `${where}: ${routed.message}` };
      return {
        ok: true,
        provider: createOpenAICompatibleProvider({
          baseURL: routed?.baseURL ?? baseURL,
          prefixCacheURL: baseURL,
          ...(gateway ? { headers: gatewayHeaders(gateway, tags) } : {}),
          apiKey: read.config.OPENAI_API_KEY,
          model,
          structuredOutputs: read.config.OPENAI_STRUCTURED_OUTPUTS,
          jsonMode: read.config.OPENAI_JSON_MODE,
          extraBody: read.config.OPENAI_EXTRA_BODY,
        }),
      };
    }
    case "workers-ai": {
      const binding = aiBinding(env);
      if (!binding)
        return {
          ok: false,
          message: `${where} needs the AI binding, which exists only when deployed (wrangler.toml [env.production.ai])`,
        };
      return {
        ok: true,
        provider: createWorkersAIProvider({
          binding,
          model,
          jsonMode: read.config.WORKERS_AI_JSON_MODE,
          ...(gateway ? { gateway: gatewayOptions(gateway, tags) } : {}),
          ...(rejectIfBusy ? { rejectIfBusy } : {}),
        }),
      };
    }
    default:
      // Unreachable while the config admits only the providers above.
      return {
        ok: false,
        message: `unknown model provider "${name}" in ${where}; use offline, openai:<model> or workers-ai:<model>`,
      };
  }
}

/** Provider, model and parameters per role as configured now; a debate fixes these at creation. */
export function modelConfigFor(env: Env, config: Config): ModelConfig {
  const one = (slot: ModelSlot): RoleCall => {
    const picked = providerFor(env, config, slot);
    const { temperature, maxTokens } = roleModel(config, slot);
    // A replay asks the same chain's stand-ins, so the fallbacks are fixed with the debate too (absent when none).
    const fallbacks = fallbacksFor(env, config, slot).flatMap((f) =>
      f.ok ? [{ provider: f.provider.provider, model: f.provider.model }] : [],
    );
    return picked.ok
      ? {
          provider: picked.provider.provider,
          model: picked.provider.model,
          temperature,
          maxTokens,
          ...(fallbacks.length ? { fallbacks } : {}),
        }
      : { provider: "unavailable", model: "-", temperature, maxTokens };
  };
  return { quick: one("quick"), deep: one("deep"), bull: one("bull"), bear: one("bear"), judge: one("judge") };
}

/**
 * Per-call timeout, transport retries (timeouts, 429, 5xx, network) and the first retry's backoff (doubled per retry,
 * plus jitter, never shorter than Retry-After) for every model call.
 */
export function callSettings(e: Config): { timeoutMs: number; retries: number; backoffMs: number } {
  return { timeoutMs: e.MODEL_TIMEOUT_MS, retries: e.MODEL_MAX_RETRIES, backoffMs: e.MODEL_BACKOFF_MS };
}

/** How long an identical request is answered from the reply archive instead of the model (0 = never). */
export function replyCacheTtlSeconds(config: Config): number {
  return config.REPLY_CACHE_TTL_S;
}

export type { Price, PriceTable };

/** A model's price in MODEL_PRICES_CURRENCY: MODEL_PRICES' entry, else the shipped table's (src/models/prices.ts). */
export function priceFor(config: Config, model: string): Price | undefined {
  return deploymentPrices(config).table[model];
}

/** What the API and UI show about the models in use; `offline` is true only when every role runs the rule engine. */
export function modelsSummary(config: Config, slots: readonly ModelSlot[] = MODEL_SLOTS) {
  const spec = (slot: ModelSlot) => roleModel(config, slot).spec;
  return {
    quick: spec("quick"),
    deep: spec("deep"),
    roles: { bull: spec("bull"), bear: spec("bear"), judge: spec("judge") },
    // "Offline" (and the UI's notice) when every model the debate's nodes use is the rule engine.
    offline: slots.every((slot) => spec(slot) === "offline"),
  };
}

function aiBinding(env: Env) {
  const ai: unknown = (env as { AI?: unknown }).AI;
  return ai && typeof (ai as { run?: unknown }).run === "function"
    ? (ai as import("./providers/workers-ai-provider").AiRunner)
    : undefined;
}
