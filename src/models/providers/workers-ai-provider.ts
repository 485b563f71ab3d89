import { generateText, Output, streamText, type LanguageModelUsage } from "ai";
import { createWorkersAI } from "workers-ai-provider";
import type { BindingGatewayOptions } from "../ai-gateway";
import type { ModelProvider, ModelRequest, ModelResult } from "../model-provider";
import { toModelError } from "./model-error";
import { toSdkPrompt } from "./sdk-prompt";
import { collectStream } from "./sdk-stream";
import { outputSchemaFor, replyResult } from "./sdk-reply";

/** What the provider needs from the `AI` binding: tests pass a plain object with `run`. */
export interface AiRunner {
  run(model: string, inputs: Record<string, unknown>, options?: Record<string, unknown>): Promise<unknown>;
}

export interface WorkersAISettings {
  binding: AiRunner;
  model: string;
  /**
   * JSON mode (the schema sent as `response_format`) makes small models far more likely to answer in shape, but
   * Workers AI does not stream in JSON mode, so viewers get the reply in one delta. Off streams plain text instead.
   */
  jsonMode: boolean;
  /** AI Gateway options the binding receives with every run (README "AI Gateway"); absent = direct. */
  gateway?: BindingGatewayOptions;
  /**
   * Fail at once when the model has no capacity instead of waiting in Workers AI's queue: set when a fallback follows
   * (MODEL_FALLBACK_QUICK / MODEL_FALLBACK_DEEP), which then answers.
   */
  rejectIfBusy?: boolean;
}

/** Workers AI through the `AI` binding and `workers-ai-provider`; errors and usage normalised like every provider. */
export function createWorkersAIProvider(settings: WorkersAISettings): ModelProvider {
  // The library types the binding as the full `Ai` class; it only ever calls `run`, which is what AiRunner guarantees.
  const workersai = createWorkersAI({
    binding: settings.binding as unknown as Ai,
    ...(settings.gateway ? { gateway: settings.gateway } : {}),
  });
  // The library passes model settings it does not know on to `binding.run`'s options, where rejectIfBusy belongs.
  const busy = settings.rejectIfBusy ? ({ rejectIfBusy: true } as Parameters<typeof workersai>[1]) : undefined;
  const model = workersai(settings.model as Parameters<typeof workersai>[0], busy);

  return {
    provider: "workers-ai",
    // Workers AI caches prompt prefixes by default for the models that support it and bills cached input tokens at a
    // discount (prompt_tokens_details.cached_tokens):
    // https://developers.cloudflare.com/workers-ai/features/prompt-caching
    prefixCache: true,
    model: settings.model,
    async complete(
      request: ModelRequest,
      onDelta?: (text: string) => void,
      signal?: AbortSignal,
    ): Promise<ModelResult> {
      const common = {
        model,
        ...toSdkPrompt(request.messages),
        temperature: request.temperature,
        maxOutputTokens: request.maxTokens,
        maxRetries: 0,
        abortSignal: signal,
      };
      if (settings.jsonMode) {
        try {
          const result = await generateText({ ...common, output: Output.object({ schema: outputSchemaFor(request) }) });
          onDelta?.(result.text);
          return replyResult(request, result.text, result.usage);
        } catch (e) {
          // A reply that came back but failed the SDK's own schema check still goes to callModel, which re-asks
          // the model with the precise validation error.
          const text = typeof (e as { text?: unknown }).text === "string" ? (e as { text: string }).text : undefined;
          if (text !== undefined && text.trim() !== "") {
            onDelta?.(text);
            return replyResult(request, text, (e as { usage?: LanguageModelUsage }).usage);
          }
          return { ok: false, error: toModelError(e) };
        }
      }
      let failure: unknown;
      const result = streamText({ ...common, onError: ({ error }) => void (failure ??= error) });
      const collected = await collectStream(result.fullStream, onDelta, () => failure);
      if (collected.failure !== undefined) return { ok: false, error: toModelError(collected.failure) };
      return replyResult(request, collected.text, collected.usage);
    },
  };
}
