import type { z } from "zod";
import type { ModelAttempt, Usage } from "../debate/debate-types";
import type { ModelError, ModelProvider, ModelReply, ModelRequest, ModelResult } from "./model-provider";
import { emptyUsage, roundCost } from "../debate/debate-state";
import type { Price } from "../config";
import { COST_CAP_KIND, type CostGuard } from "./cost-cap";
import { parseModelOutput, repairMessage } from "./parse-output";
import { type BilledTokens, callCost, worstCaseCost } from "./prices";
import { sha256Hex } from "../shared/hash";

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
  /**
   * Every reply by request hash beyond this debate: answers identical requests within its window (cost 0, counted as
   * `cached`), and is the only source of replies when a debate is replayed.
   */
  archive?: ReplyArchive;
  /** Per 1M tokens, for the cost of paid replies (cached prompt tokens at their own rate), in `currency`. */
  price?: Price;
  currency?: string;
  /**
   * The caps (src/models/cost-cap.ts): every attempt sent to the provider first reserves its worst case; one that does
   * not fit is never sent. With a guard and no price the cost cannot be bounded, so nothing is sent.
   */
  guard?: CostGuard;
  /**
   * A sink for one attempt's raw reply as it streams, asked for afresh per attempt (so a re-ask or retry starts its
   * text anew); a reply answered from the cache or the archive is pushed whole, so viewers see it too.
   */
  replyStream?: (attempt: number) => ((raw: string) => void) | undefined;
}

export interface ReplyCache {
  get(hash: string): ModelReply | undefined;
  put(hash: string, reply: ModelReply): void;
}

export interface ReplyArchive {
  find(hash: string): Promise<ModelReply | undefined>;
  /** `cached` is true when the reply came from the archive itself (it is recorded for this debate too). */
  save(hash: string, reply: ModelReply, cached: boolean): Promise<void>;
}

export type CallResult<T> =
  | { ok: true; value: T; attempts: ModelAttempt[]; usage: Usage }
  | { ok: false; error: string; attempts: ModelAttempt[]; usage: Usage; kind?: ModelError["kind"] };

/** A call that could not be made at all (e.g. no provider configured), as a value like any other failure. */
export function unavailable(message: string): CallResult<never> {
  return { ok: false, error: message, attempts: [], usage: emptyUsage() };
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
  const usage: Usage = emptyUsage();
  let messages = request.messages;
  let transportFailures = 0;
  let repairs = 0;
  let lastError = "no attempt made";

  for (let attempt = 1; ; attempt++) {
    const req: ModelRequest = { ...request, messages };
    const hash = await requestHash(provider, req);
    const started = opts.now();
    const sink = opts.replyStream?.(attempt);
    const resumed = opts.cache?.get(hash);
    const archived = resumed ? undefined : await opts.archive?.find(hash);
    let result: ModelResult;
    if (resumed || archived) result = { ok: true, reply: (resumed ?? archived)! };
    else {
      const refused = await reserve(opts, req);
      if (typeof refused === "string") {
        attempts.push({ attempt, ok: false, ms: 0, error: `${COST_CAP_KIND}: ${refused}` });
        return { ok: false, error: `${COST_CAP_KIND}: ${refused}`, attempts, usage };
      }
      result = await attemptWithTimeout(provider, req, opts.timeoutMs, sink);
      const paid = result.ok ? result.reply : result.error.usage;
      await opts.guard?.settle(refused, paid && opts.price ? callCost(opts.price, paid) : 0);
    }
    const ms = resumed || archived ? 0 : opts.now() - started;
    usage.ms += ms;

    if (!result.ok) {
      const { error } = result;
      if (error.usage) account(usage, error.usage, opts);
      attempts.push({ attempt, ok: false, ms, status: error.status, error: `${error.kind}: ${error.message}` });
      lastError = describe(error);
      if (!RETRYABLE.has(error.kind) || transportFailures >= opts.retries) {
        if (error.kind === "empty" && repairs < opts.repairs) {
          repairs++;
          messages = [
            ...request.messages,
            repairMessage(`上次回复为空或不是可用的 JSON（${error.message.slice(0, 120)}）`),
          ];
          continue;
        }
        return { ok: false, error: lastError, attempts, usage, kind: error.kind };
      }
      transportFailures++;
      const backoff = opts.baseDelayMs * 2 ** (transportFailures - 1) * (1 + opts.random());
      await opts.sleep(Math.max(backoff, (error.retryAfter ?? 0) * 1000));
      continue;
    }

    const { reply } = result;
    if (resumed || archived) sink?.(reply.text);
    if (archived) {
      usage.cached = (usage.cached ?? 0) + 1;
      usage.promptTokens += reply.promptTokens;
      usage.completionTokens += reply.completionTokens;
      usage.estimated ||= reply.estimated;
      opts.cache?.put(hash, reply);
      await opts.archive?.save(hash, reply, true);
    } else if (!resumed) {
      opts.cache?.put(hash, reply);
      await opts.archive?.save(hash, reply, false);
      usage.calls += 1;
      account(usage, reply, opts);
    }
    const cachedMark = archived ? { cached: true } : {};
    const parsed = parseModelOutput(reply.text, schema);
    if (parsed.ok) {
      attempts.push({ attempt, ok: true, ms, ...cachedMark });
      return { ok: true, value: parsed.value, attempts, usage };
    }
    attempts.push({ attempt, ok: false, ms, error: `invalid output: ${parsed.error}`, ...cachedMark });
    lastError = `the model's output did not match the schema after ${repairs + 1} attempt(s): ${parsed.error}`;
    if (repairs >= opts.repairs) return { ok: false, error: lastError, attempts, usage };
    repairs++;
    messages = [
      ...request.messages,
      { role: "assistant", content: reply.text.slice(0, 4000) },
      repairMessage(parsed.error),
    ];
  }
}

/**
 * Reserves the attempt's worst case with the guard: the amount reserved (0 without a guard), or why it was refused.
 * Without a price a guarded call cannot be bounded, so it is refused too (fail closed).
 */
async function reserve(opts: CallOptions, req: ModelRequest): Promise<number | string> {
  if (!opts.guard) return 0;
  if (!opts.price) return "已设费用上限，但价格表中没有该模型的价格，无法估算最坏情况，未发送";
  const worst = worstCaseCost(opts.price, req.messages, req.maxTokens ?? 0);
  return (await opts.guard.reserve(worst)) ?? worst;
}

function account(
  usage: Usage,
  paid: BilledTokens & { estimated: boolean },
  opts: Pick<CallOptions, "price" | "currency">,
): void {
  usage.promptTokens += paid.promptTokens;
  usage.completionTokens += paid.completionTokens;
  if (paid.cachedPromptTokens) usage.cachedPromptTokens = (usage.cachedPromptTokens ?? 0) + paid.cachedPromptTokens;
  usage.estimated ||= paid.estimated;
  if (opts.price) {
    usage.cost = roundCost((usage.cost ?? 0) + callCost(opts.price, paid));
    if (opts.currency) usage.currency = opts.currency;
  }
}

function describe(error: ModelError): string {
  switch (error.kind) {
    case "auth":
      return (
        `the model provider refused the credentials (${error.status ?? "auth"}): check the API key and model ` +
        `name — ${error.message}`
      );
    case "bad_request":
      if (error.status === undefined) return error.message;
      return (
        `the model provider rejected the request (${error.status}): check the model name and parameters ` +
        `— ${error.message}`
      );
    case "timeout":
      return `the model did not answer in time: ${error.message}`;
    default:
      return `${error.kind}: ${error.message}`;
  }
}

/** One provider call under the per-call timeout; the abort also cancels the provider's underlying request. */
async function attemptWithTimeout(
  provider: ModelProvider,
  req: ModelRequest,
  timeoutMs: number,
  sink: ((raw: string) => void) | undefined,
): Promise<ModelResult> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<ModelResult>((resolve) => {
    timer = setTimeout(() => {
      controller.abort(new DOMException(`no reply within ${timeoutMs} ms`, "TimeoutError"));
      resolve({ ok: false, error: { kind: "timeout", message: `no reply within ${timeoutMs} ms` } });
    }, timeoutMs);
  });
  try {
    return await Promise.race([provider.complete(req, sink, controller.signal), timeout]);
  } finally {
    if (timer !== undefined) clearTimeout(timer);
  }
}

/** Identifies a request by everything that shapes the reply (provider, model, messages, schema, parameters). */
export async function requestHash(provider: ModelProvider, req: ModelRequest): Promise<string> {
  const body = JSON.stringify([
    provider.provider,
    provider.model,
    req.role,
    req.schema,
    req.messages,
    req.temperature ?? null,
    req.maxTokens ?? null,
  ]);
  return sha256Hex(body);
}
