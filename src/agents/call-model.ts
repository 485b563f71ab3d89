import type { z } from "zod";
import type { ModelAttempt, Usage } from "./debate-types";
import type { ModelError, ModelProvider, ModelReply, ModelRequest } from "./model-provider";
import { parseModelOutput, repairMessage } from "./parse-output";

export interface CallOptions {
  /** Transport retries (timeouts, 429, 5xx, network) after the first attempt. */
  retries: number;
  /** Re-asks with the validation error after a malformed reply (seed: "re-asked once or twice"). */
  repairs: number;
  baseDelayMs: number;
  timeoutMs: number;
  sleep: (ms: number) => Promise<void>;
  /** Deterministic jitter source in [0, 1); tests pass a constant. */
  random: () => number;
  now: () => number;
  /** Replies already paid for, by request hash: a resumed step reuses them instead of calling again. */
  cache?: ReplyCache;
  onDelta?: (text: string) => void;
}

export interface ReplyCache {
  get(hash: string): ModelReply | undefined;
  put(hash: string, reply: ModelReply): void;
}

export type CallResult<T> =
  | { ok: true; value: T; attempts: ModelAttempt[]; usage: Usage }
  | { ok: false; error: string; attempts: ModelAttempt[]; usage: Usage };

/** A call that could not be made at all (e.g. no provider configured), as a value like any other failure. */
export function unavailable(message: string): CallResult<never> {
  return { ok: false, error: message, attempts: [], usage: { calls: 0, promptTokens: 0, completionTokens: 0, estimated: false, ms: 0 } };
}

const RETRYABLE = new Set<ModelError["kind"]>(["timeout", "rate_limited", "server", "network"]);

/**
 * One logical model call: retries transport faults with exponential backoff and jitter (honouring Retry-After),
 * re-asks malformed output with the validation error, and accounts every attempt. Failure is a value.
 */
export async function callModel<T>(
  provider: ModelProvider,
  request: ModelRequest,
  schema: z.ZodType<T>,
  opts: CallOptions,
): Promise<CallResult<T>> {
  const attempts: ModelAttempt[] = [];
  const usage: Usage = { calls: 0, promptTokens: 0, completionTokens: 0, estimated: false, ms: 0 };
  let messages = request.messages;
  let transportFailures = 0;
  let repairs = 0;
  let lastError = "no attempt made";

  for (let attempt = 1; ; attempt++) {
    const req: ModelRequest = { ...request, messages };
    const hash = await requestHash(provider, req);
    const started = opts.now();
    const cached = opts.cache?.get(hash);
    const result = cached
      ? ({ ok: true, reply: cached } as const)
      : await withTimeout(provider.complete(req, opts.onDelta), opts.timeoutMs);
    const ms = cached ? 0 : opts.now() - started;
    usage.ms += ms;

    if (!result.ok) {
      const { error } = result;
      attempts.push({ attempt, ok: false, ms, status: error.status, error: `${error.kind}: ${error.message}` });
      lastError = describe(error);
      if (!RETRYABLE.has(error.kind) || transportFailures >= opts.retries) {
        if (error.kind === "empty" && repairs < opts.repairs) {
          repairs++;
          messages = [...request.messages, repairMessage("上次回复为空，请按要求输出 JSON")];
          continue;
        }
        return { ok: false, error: lastError, attempts, usage };
      }
      transportFailures++;
      const backoff = opts.baseDelayMs * 2 ** (transportFailures - 1) * (1 + opts.random());
      await opts.sleep(Math.max(backoff, (error.retryAfter ?? 0) * 1000));
      continue;
    }

    const { reply } = result;
    if (!cached) {
      opts.cache?.put(hash, reply);
      usage.calls += 1;
      usage.promptTokens += reply.promptTokens;
      usage.completionTokens += reply.completionTokens;
      usage.estimated ||= reply.estimated;
    }
    const parsed = parseModelOutput(reply.text, schema);
    if (parsed.ok) {
      attempts.push({ attempt, ok: true, ms });
      return { ok: true, value: parsed.value, attempts, usage };
    }
    attempts.push({ attempt, ok: false, ms, error: `invalid output: ${parsed.error}` });
    lastError = `the model's output did not match the schema after ${repairs + 1} attempt(s): ${parsed.error}`;
    if (repairs >= opts.repairs) return { ok: false, error: lastError, attempts, usage };
    repairs++;
    messages = [...request.messages, { role: "assistant", content: reply.text.slice(0, 4000) }, repairMessage(parsed.error)];
  }
}

function describe(error: ModelError): string {
  switch (error.kind) {
    case "auth":
      return `the model provider refused the credentials (${error.status ?? "auth"}): check the API key and model name — ${error.message}`;
    case "bad_request":
      return `the model provider rejected the request (${error.status ?? 400}): check the model name and parameters — ${error.message}`;
    case "timeout":
      return `the model did not answer in time: ${error.message}`;
    default:
      return `${error.kind}: ${error.message}`;
  }
}

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | { ok: false; error: ModelError }> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<{ ok: false; error: ModelError }>((resolve) => {
    timer = setTimeout(() => resolve({ ok: false, error: { kind: "timeout", message: `no reply within ${ms} ms` } }), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}

/** Identifies a request by everything that shapes the reply (provider, model, messages, schema, parameters). */
export async function requestHash(provider: ModelProvider, req: ModelRequest): Promise<string> {
  const body = JSON.stringify([provider.provider, provider.model, req.role, req.schema, req.messages, req.temperature ?? null, req.maxTokens ?? null]);
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(body));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
