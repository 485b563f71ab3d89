import { detectProviderByUrl } from "workers-ai-provider";
import type { Config } from "../config";
import type { Tier } from "../debate/graph";

/**
 * Cloudflare AI Gateway for every model call (README "AI Gateway"): Workers AI through the binding's `gateway` option,
 * OpenAI-compatible providers through the gateway's provider URL. Each call is tagged so the gateway's analytics show
 * cost and latency per debate and role; caching is per tier.
 *
 * Retries are ours, never the gateway's: `callModel` already retries timeouts, 429, 5xx and network errors with backoff
 * and Retry-After, and records every attempt in the turn. A gateway with a retry policy (set in its dashboard) would
 * multiply those attempts unseen, so every call asks for exactly one attempt (`cf-aig-max-attempts: 1`, or
 * `retries.maxAttempts: 1` on the binding), which overrides the gateway's default per request.
 */

/** Who a call is for. The gateway keeps at most five metadata entries per request: these are the five. */
export interface GatewayTags {
  debateId: string;
  ticker: string;
  protocol: string;
  role: string;
  tier: Tier;
}

/**
 * What the `AI` binding takes as its `gateway` option: the part of the runtime's `GatewayOptions` used here, declared
 * here so the page's type check (which reaches this module through the wire types) needs no Workers globals.
 */
export interface BindingGatewayOptions {
  id: string;
  metadata?: Record<string, string>;
  cacheTtl?: number;
  skipCache?: boolean;
  retries?: { maxAttempts: 1 };
}

export interface GatewaySettings {
  /** AI_GATEWAY_URL: Cloudflare's endpoint unless a local fake or proxy stands in. */
  baseURL: string;
  gatewayId: string;
  accountId: string;
  /** An authenticated gateway's token (cf-aig-authorization). */
  token?: string;
  /** 0 = the call skips the gateway's cache. */
  cacheTtlSeconds: number;
}

/** The gateway this configuration routes through, for a tier's calls; undefined when AI_GATEWAY_ID is unset. */
export function gatewayFor(config: Config, tier: Tier): GatewaySettings | undefined {
  if (!config.AI_GATEWAY_ID || !config.AI_GATEWAY_ACCOUNT_ID) return undefined;
  return {
    baseURL: config.AI_GATEWAY_URL,
    gatewayId: config.AI_GATEWAY_ID,
    accountId: config.AI_GATEWAY_ACCOUNT_ID,
    ...(config.AI_GATEWAY_TOKEN ? { token: config.AI_GATEWAY_TOKEN } : {}),
    cacheTtlSeconds: tier === "deep" ? config.AI_GATEWAY_CACHE_TTL_DEEP : config.AI_GATEWAY_CACHE_TTL_QUICK,
  };
}

const metadata = (tags: GatewayTags) => ({
  debate: tags.debateId,
  ticker: tags.ticker,
  protocol: tags.protocol,
  role: tags.role,
  tier: tags.tier,
});

export type GatewayBase = { ok: true; baseURL: string; provider: string } | { ok: false; message: string };

/**
 * The gateway URL that stands in for an OpenAI-compatible base URL: `${AI_GATEWAY_URL}/{account}/{gateway}/{provider}`
 * plus what the provider's own URL has after its host (so `https://api.openai.com/v1` becomes `…/openai/v1` and
 * `https://api.deepseek.com` becomes `…/deepseek`, as the gateway's provider pages give them). The provider is
 * AI_GATEWAY_PROVIDER when set (a custom provider such as `custom-dashscope` keeps its upstream URL in the gateway),
 * else recognised from the host; a host the gateway has no provider for must be named.
 */
export function gatewayBaseURL(
  gateway: GatewaySettings,
  openaiBaseURL: string,
  explicitProvider: string | undefined,
): GatewayBase {
  const root = `${gateway.baseURL}/${gateway.accountId}/${gateway.gatewayId}`;
  if (explicitProvider) return { ok: true, baseURL: `${root}/${explicitProvider}`, provider: explicitProvider };
  const withSlash = openaiBaseURL.endsWith("/") ? openaiBaseURL : `${openaiBaseURL}/`;
  const known = detectProviderByUrl(withSlash);
  if (!known?.hostPattern) {
    return {
      ok: false,
      message:
        `AI_GATEWAY_ID is set but the gateway has no built-in provider for OPENAI_BASE_URL=${openaiBaseURL}: ` +
        `set AI_GATEWAY_PROVIDER to the gateway's provider path (e.g. custom-<name> for a custom provider), or unset ` +
        `AI_GATEWAY_ID`,
    };
  }
  const rest = withSlash.replace(known.hostPattern, "").replace(/\/+$/, "");
  return {
    ok: true,
    baseURL: rest ? `${root}/${known.gatewayProviderId}/${rest}` : `${root}/${known.gatewayProviderId}`,
    provider: known.gatewayProviderId,
  };
}

/**
 * The headers an OpenAI-compatible call sends through the gateway: metadata, cache, one attempt, and the token if any.
 */
export function gatewayHeaders(gateway: GatewaySettings, tags: GatewayTags | undefined): Record<string, string> {
  return {
    ...(tags ? { "cf-aig-metadata": JSON.stringify(metadata(tags)) } : {}),
    ...(gateway.cacheTtlSeconds > 0
      ? { "cf-aig-cache-ttl": String(gateway.cacheTtlSeconds) }
      : { "cf-aig-skip-cache": "true" }),
    "cf-aig-max-attempts": "1",
    ...(gateway.token ? { "cf-aig-authorization": `Bearer ${gateway.token}` } : {}),
  };
}

/** The same for the Workers AI binding, as its `gateway` option (the binding adds the account and its own auth). */
export function gatewayOptions(gateway: GatewaySettings, tags: GatewayTags | undefined): BindingGatewayOptions {
  return {
    id: gateway.gatewayId,
    ...(tags ? { metadata: metadata(tags) } : {}),
    ...(gateway.cacheTtlSeconds > 0 ? { cacheTtl: gateway.cacheTtlSeconds } : { skipCache: true }),
    retries: { maxAttempts: 1 },
  };
}
