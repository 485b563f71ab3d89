import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import { Output, streamText } from "ai";
import type { ModelProvider, ModelRequest, ModelResult } from "../model-provider";
import { toModelError } from "./model-error";
import { toSdkPrompt } from "./sdk-prompt";
import { convertChatUsage } from "./usage-shapes";
import { collectStream } from "./sdk-stream";
import { outputSchemaFor, replyResult } from "./sdk-reply";

export interface OpenAICompatibleSettings {
  /** e.g. https://api.deepseek.com or http://127.0.0.1:8000/v1 */
  baseURL: string;
  /** The API behind an AI Gateway's URL, which says whether it caches prefixes (default: baseURL). */
  prefixCacheURL?: string;
  apiKey?: string;
  model: string;
  /**
   * Send the zod schema as `json_schema` (OpenAI, vLLM). Off by default: DeepSeek and most compatible servers accept
   * only `json_object`, which is what the SDK sends without it (the prompts say "json", as DeepSeek requires).
   */
  structuredOutputs?: boolean;
  /**
   * Ask for JSON via `response_format` (default). Off for models that refuse the parameter (some reasoning models):
   * the prompts demand json anyway and the reply is parsed and validated the same way.
   */
  jsonMode?: boolean;
  /** Sent with every request (the AI Gateway's metadata, cache and retry headers). */
  headers?: Record<string, string>;
  /**
   * Fields added to every request body, for what only one server understands (vLLM's and llama.cpp's
   * `chat_template_kwargs`, sampling extras). The config refuses the fields set here (OPENAI_OWN_FIELDS), so the
   * model, the messages and the JSON mode stay ours.
   */
  extraBody?: Record<string, unknown>;
  /** Injectable for tests; defaults to the global fetch, looked up per request. */
  fetch?: typeof fetch;
}

/**
 * The OpenAI-compatible APIs known to cache prompt prefixes on their own and report the hits in their usage: DeepSeek
 * (context caching on disk, `prompt_cache_hit_tokens`), OpenAI (automatic from 1,024 tokens, `cached_tokens`) and
 * Alibaba's DashScope (Qwen's implicit cache, `cached_tokens`). Any other server (vLLM, a local model, a proxy) is
 * assumed not to: a prefix it does not cache is only longer prompts.
 */
const CACHING_HOSTS = ["api.deepseek.com", "api.openai.com", "dashscope.aliyuncs.com", "dashscope-intl.aliyuncs.com"];

/** Whether the API at this base URL caches prompt prefixes (one of CACHING_HOSTS); an unreadable URL does not. */
export function cachesPrefixes(baseURL: string): boolean {
  try {
    return CACHING_HOSTS.includes(new URL(baseURL).hostname);
  } catch {
    return false;
  }
}

/**
 * Any OpenAI-compatible chat API (DeepSeek, DashScope, Moonshot; local Ollama, vLLM, llama.cpp) through the AI SDK,
 * streaming every reply.
 */
export function createOpenAICompatibleProvider(settings: OpenAICompatibleSettings): ModelProvider {
  const sdk = createOpenAICompatible({
    name: "openai",
    baseURL: settings.baseURL,
    apiKey: settings.apiKey,
    includeUsage: true,
    // DeepSeek reports cache hits in fields of its own; the SDK would price every prompt token as uncached.
    convertUsage: convertChatUsage,
    supportsStructuredOutputs: settings.structuredOutputs ?? false,
    ...(settings.headers ? { headers: settings.headers } : {}),
    ...(settings.extraBody && Object.keys(settings.extraBody).length > 0
      ? { transformRequestBody: (args: Record<string, unknown>) => ({ ...args, ...settings.extraBody }) }
      : {}),
    fetch: settings.fetch ?? ((input, init) => fetch(input, init)),
  });
  const model = sdk.chatModel(settings.model);

  return {
    provider: "openai",
    prefixCache: cachesPrefixes(settings.prefixCacheURL ?? settings.baseURL),
    model: settings.model,
    async complete(
      request: ModelRequest,
      onDelta?: (text: string) => void,
      signal?: AbortSignal,
    ): Promise<ModelResult> {
      const prompt = toSdkPrompt(request.messages);
      let failure: unknown;
      const result = streamText({
        model,
        ...prompt,
        temperature: request.temperature,
        maxOutputTokens: request.maxTokens,
        // callModel owns retries (with Retry-After and per-attempt records); the SDK must not retry underneath it.
        maxRetries: 0,
        abortSignal: signal,
        ...(settings.jsonMode === false ? {} : { output: Output.object({ schema: outputSchemaFor(request) }) }),
        onError: ({ error }) => {
          failure ??= error;
        },
      });
      const collected = await collectStream(result.fullStream, onDelta, () => failure);
      if (collected.failure !== undefined) return { ok: false, error: toModelError(collected.failure) };
      return replyResult(request, collected.text, collected.usage);
    },
  };
}
