/**
 * The usage block of an OpenAI-compatible chat reply, in the AI SDK's provider shape, with the prompt tokens read
 * from the provider's prefix cache set apart. Two shapes exist: OpenAI's (and vLLM's, DashScope's, Workers AI's)
 * `prompt_tokens_details.cached_tokens`, and DeepSeek's `prompt_cache_hit_tokens` / `prompt_cache_miss_tokens`
 * (api-docs.deepseek.com/guides/kv_cache), which the SDK alone would count as uncached.
 */
import type { JSONValue } from "ai";

export interface RawChatUsage {
  prompt_tokens?: number | null;
  completion_tokens?: number | null;
  prompt_tokens_details?: { cached_tokens?: number | null } | null;
  completion_tokens_details?: { reasoning_tokens?: number | null } | null;
  prompt_cache_hit_tokens?: number | null;
  prompt_cache_miss_tokens?: number | null;
}

export function convertChatUsage(usage: RawChatUsage | null | undefined) {
  const prompt = usage?.prompt_tokens ?? undefined;
  const completion = usage?.completion_tokens ?? undefined;
  const hit = usage?.prompt_cache_hit_tokens ?? usage?.prompt_tokens_details?.cached_tokens ?? undefined;
  const reasoning = usage?.completion_tokens_details?.reasoning_tokens ?? undefined;
  return {
    inputTokens: {
      total: prompt,
      noCache: prompt === undefined ? undefined : prompt - (hit ?? 0),
      cacheRead: hit,
      cacheWrite: undefined,
    },
    outputTokens: {
      total: completion,
      text: completion === undefined ? undefined : Math.max(0, completion - (reasoning ?? 0)),
      reasoning,
    },
    ...(usage ? { raw: usage as { [key: string]: JSONValue } } : {}),
  };
}
