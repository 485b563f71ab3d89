import type { Config } from "../config";
import { anonymizer, type Anonymizer } from "../debate/anonymize";
import type { Usage } from "../debate/debate-types";
import { capSettings, costGuard, type CostGuard, DaySpendLedger, keyCap } from "../models/cost-cap";
import type { DebateState, RoleCall } from "../debate/debate-state";
import type { DebateRole } from "../debate/role-output";
import type { CallNode, CallNodeInfo } from "../debate/run-step";
import { callModel, type CallOptions, unavailable } from "../models/call-model";
import type { GatewayTags } from "../models/ai-gateway";
import type { ModelProvider } from "../models/model-provider";
import { callWithFallback, type Link, sharedBreakers } from "../models/fallback";
import {
  breakerSettings,
  callSettings,
  fallbacksFor,
  modelConfigFor,
  type ModelSlot,
  modelSlot,
  priceFor,
  providerFor,
  type ProviderResult,
  replyCacheTtlSeconds,
} from "../models/provider-registry";
import { replayProvider } from "../models/providers/replay-provider";
import { readableReply } from "../models/readable-reply";
import { D1ReplyArchive } from "../models/reply-archive";
import { profiledD1, timed } from "../shared/profile";
import type { ArchiveOutbox } from "./archive-outbox";
import type { ReplyStore } from "./reply-store";

/**
 * How a step reaches the model: live (abortable when the watchdog gives the step up) or forced to fail with a reason.
 */
export type StepMode = { kind: "live"; signal: AbortSignal } | { kind: "forced"; reason: string };

/**
 * A node's reply as viewers read it while it streams: the readable text (`src/models/readable-reply.ts`), and
 * `restart` on the first piece of a re-asked or retried attempt, whose text replaces what the failed one showed.
 */
export type OnText = (node: CallNodeInfo, text: string, restart: boolean) => void;

/**
 * The model calls of one step: each node gets the provider fixed for its slot when the debate was created (a replay
 * answers from the archive only), with retries, backoff, the reply cache and archive, prices and streaming.
 */
export function stepCalls(
  env: Env,
  config: Config,
  state: DebateState,
  mode: StepMode,
  stores: ReplyStores,
  banned: readonly string[],
  onText: OnText,
): CallNode {
  // Memorisation control: the model reads placeholders, everything after the call (stream, verifier, report) real text.
  const anon = state.anonymize ? anonymizer(state) : null;
  // One guard per step, so the step's parallel calls reserve against each other; a replay costs nothing.
  const guard = state.replayOf ? null : stepGuard(env, config, state);
  return async (node, request, schema) => {
    const slot = modelSlot(node);
    const { id: debateId, ticker, protocol } = state;
    const tags: GatewayTags = { debateId, ticker, protocol, role: node.role, tier: node.tier };
    const picked = pickProvider(env, config, state, slot, tags);
    const described = picked.ok
      ? { provider: picked.provider.provider, model: picked.provider.model }
      : { provider: "unavailable", model: "-" };
    if (mode.kind === "forced") return { ...unavailable(mode.reason), ...described };
    if (!picked.ok) return { ...unavailable(picked.message), ...described };
    const call = state.modelConfig?.[slot] ?? modelConfigFor(env, config)[slot];
    const stream = readableStream(node, banned, onText, anon);
    const messages = anon ? request.messages.map((m) => ({ ...m, content: anon.mask(m.content) })) : request.messages;
    const sent = { ...request, messages, temperature: call.temperature, maxTokens: call.maxTokens };
    const callOne = async (provider: ModelProvider, last: boolean) => {
      const options = callOptions(env, config, state, node.role, provider, stream, mode.signal, stores);
      // The offline analyst costs nothing and has no price: no cap applies to it. Each link reserves its own worst
      // case, as any call does.
      if (guard && provider.provider !== "offline") options.guard = guard;
      // A busy model with a fallback behind it hands the call on at once instead of waiting out its backoff.
      if (!last) options.retries = 0;
      const result = await timed("model", () => callModel(abortable(provider, mode.signal), sent, schema, options));
      // A link that handed the call on without costing a token gets no line of its own in the usage by model.
      const free = !result.ok && !last && result.usage.promptTokens + result.usage.completionTokens === 0;
      return { ...result, usage: free ? result.usage : withModel(result.usage, provider) };
    };
    const fallbacks = fallbackLinks(env, config, state, slot, call, tags);
    const { answeredBy, ...result } =
      fallbacks.length === 0
        ? { ...(await callOne(picked.provider, true)), answeredBy: picked.provider }
        : await callWithFallback([picked, ...fallbacks], {
            breakers: sharedBreakers,
            settings: breakerSettings(config),
            now: () => Date.now(),
            anyFailure: state.replayOf !== undefined,
            call: callOne,
          });
    // The turn records the model that answered (the last one asked when none did).
    const by = answeredBy ? { provider: answeredBy.provider, model: answeredBy.model } : described;
    if (anon && result.ok) return { ...result, value: anon.unmaskDeep(result.value), ...by };
    return { ...result, ...by };
  };
}

/** The slot's fallbacks: a replay's stand-ins for those fixed at creation, else today's configuration. */
function fallbackLinks(
  env: Env,
  config: Config,
  state: DebateState,
  slot: ModelSlot,
  call: RoleCall,
  tags: GatewayTags,
): Link[] {
  if (state.replayOf) {
    return (call.fallbacks ?? []).map((f) => ({ ok: true, provider: replayProvider({ ...call, ...f }) }));
  }
  return fallbacksFor(env, config, slot, tags);
}

/** The caps' guard for one step, or null when no cap is set. */
function stepGuard(env: Env, config: Config, state: DebateState): CostGuard | null {
  const caps = capSettings(config);
  const ledger = caps.perDay === undefined ? null : new DaySpendLedger(env.DB, caps.currency);
  // The key that started the debate spends its own day too (null: anonymous, or a key without a cap).
  return costGuard(caps, state.usage.cost ?? 0, ledger, keyCap(env, config, state.apiKey));
}

/** A call's usage with its share per model (`provider:model`); the offline analyst's is not worth a line. */
function withModel(usage: Usage, provider: ModelProvider): Usage {
  if (provider.provider === "offline") return usage;
  const { calls, promptTokens, cachedPromptTokens = 0, completionTokens, cost } = usage;
  const share = { calls, promptTokens, cachedPromptTokens, completionTokens, ...(cost !== undefined ? { cost } : {}) };
  return { ...usage, byModel: { [`${provider.provider}:${provider.model}`]: share } };
}

/**
 * The provider fixed for this slot at creation (a replay answers from the archive only), else today's configuration.
 */
function pickProvider(
  env: Env,
  config: Config,
  state: DebateState,
  slot: ModelSlot,
  tags: GatewayTags,
): ProviderResult {
  const call = state.modelConfig?.[slot];
  if (state.replayOf) {
    return call
      ? { ok: true, provider: replayProvider(call) }
      : { ok: false, message: `replay has no model configuration for ${slot}` };
  }
  return providerFor(env, config, slot, tags);
}

/** One reader per attempt; the first piece of an attempt after one that showed text says `restart`. */
function readableStream(
  node: CallNodeInfo,
  banned: readonly string[],
  onText: OnText,
  anon: Anonymizer | null,
): CallOptions["replyStream"] {
  let shown = false;
  return () => {
    let restart = shown;
    const unmask = anon?.streamUnmasker();
    return readableReply({
      banned,
      emit: (piece) => {
        const text = unmask ? unmask(piece) : piece;
        if (text === "") return;
        onText(node, text, restart);
        restart = false;
        shown = true;
      },
    }).push;
  };
}

/** The debate's own stores: replies it paid for (resume) and replies on their way to the D1 archive. */
export interface ReplyStores {
  replies: ReplyStore;
  outbox: ArchiveOutbox;
}

/**
 * The archive's window answers a repeated request for free; the offline analyst costs nothing and answers faster than
 * a D1 lookup, so it is simply asked again (its replies are still archived, for replays).
 */
const windowSeconds = (config: Config, provider: ModelProvider) =>
  provider.provider === "offline" ? 0 : replyCacheTtlSeconds(config);

function callOptions(
  env: Env,
  config: Config,
  state: DebateState,
  role: DebateRole,
  provider: ModelProvider,
  replyStream: CallOptions["replyStream"],
  signal: AbortSignal,
  stores: ReplyStores,
): CallOptions {
  const { timeoutMs, retries, backoffMs } = callSettings(config);
  return {
    retries,
    repairs: 2,
    baseDelayMs: backoffMs,
    timeoutMs,
    // A backoff (even a long Retry-After) ends at once when the watchdog gives the step up.
    sleep: (ms) => abortableSleep(ms, signal),
    random: Math.random,
    now: () => Date.now(),
    cache: stores.replies,
    archive: new D1ReplyArchive(profiledD1(env.DB), {
      debateId: state.id,
      role,
      provider: provider.provider,
      model: provider.model,
      mode: state.replayOf
        ? { kind: "replay", sourceId: state.replayOf }
        : { kind: "live", ttlSeconds: windowSeconds(config, provider) },
      outbox: stores.outbox,
    }),
    ...priced(config, provider.model),
    replyStream,
  };
}

/** The model's price and the table's currency, when the model has a price; none for a replay's stand-in either way. */
function priced(config: Config, model: string): Pick<CallOptions, "price" | "currency"> {
  const price = priceFor(config, model);
  return price ? { price, currency: config.MODEL_PRICES_CURRENCY } : {};
}

/** The provider with the step's signal joined to each call's own (timeout) signal. */
function abortable(provider: ModelProvider, stepSignal: AbortSignal): ModelProvider {
  return {
    provider: provider.provider,
    model: provider.model,
    complete: (request, onDelta, signal) =>
      provider.complete(request, onDelta, signal ? AbortSignal.any([signal, stepSignal]) : stepSignal),
  };
}

function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener("abort", onAbort, { once: true });
  });
}
