import { anonymizer, type Anonymizer } from "../debate/anonymize";
import type { DebateState } from "../debate/debate-state";
import type { DebateRole } from "../debate/role-output";
import type { CallNode, CallNodeInfo } from "../debate/run-step";
import { callModel, type CallOptions, unavailable } from "../models/call-model";
import type { GatewayTags } from "../models/ai-gateway";
import type { ModelProvider } from "../models/model-provider";
import { callSettings, modelConfigFor, type ModelSlot, modelSlot, priceFor, providerFor, type ProviderResult, replyCacheTtlSeconds } from "../models/provider-registry";
import { replayProvider } from "../models/providers/replay-provider";
import { readableReply } from "../models/readable-reply";
import { D1ReplyArchive } from "../models/reply-archive";
import { profiledD1, timed } from "../shared/profile";
import type { ArchiveOutbox } from "./archive-outbox";
import type { ReplyStore } from "./reply-store";

/** How a step reaches the model: live (abortable when the watchdog gives the step up) or forced to fail with a reason. */
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
export function stepCalls(env: Env, state: DebateState, mode: StepMode, stores: ReplyStores, banned: readonly string[], onText: OnText): CallNode {
  // Memorisation control: the model reads placeholders, everything after the call (stream, verifier, report) real text.
  const anon = state.anonymize ? anonymizer(state) : null;
  return async (node, request, schema) => {
    const slot = modelSlot(node);
    const picked = pickProvider(env, state, slot, { debateId: state.id, ticker: state.ticker, protocol: state.protocol, role: node.role, tier: node.tier });
    const described = picked.ok ? { provider: picked.provider.provider, model: picked.provider.model } : { provider: "unavailable", model: "-" };
    if (mode.kind === "forced") return { ...unavailable(mode.reason), ...described };
    if (!picked.ok) return { ...unavailable(picked.message), ...described };
    const call = state.modelConfig?.[slot] ?? modelConfigFor(env)[slot];
    const options = callOptions(env, state, node.role, picked.provider, readableStream(node, banned, onText, anon), mode.signal, stores);
    const messages = anon ? request.messages.map((m) => ({ ...m, content: anon.mask(m.content) })) : request.messages;
    const result = await timed("model", () => callModel(abortable(picked.provider, mode.signal), { ...request, messages, temperature: call.temperature, maxTokens: call.maxTokens }, schema, options));
    return anon && result.ok ? { ...result, value: anon.unmaskDeep(result.value), ...described } : { ...result, ...described };
  };
}

/** The provider fixed for this slot at creation (a replay answers from the archive only), else today's configuration. */
function pickProvider(env: Env, state: DebateState, slot: ModelSlot, tags: GatewayTags): ProviderResult {
  const call = state.modelConfig?.[slot];
  if (state.replayOf) {
    return call ? { ok: true, provider: replayProvider(call) } : { ok: false, message: `replay has no model configuration for ${slot}` };
  }
  return providerFor(env, slot, tags);
}

/** One reader per attempt; the first piece of an attempt after one that showed text says `restart`. */
function readableStream(node: CallNodeInfo, banned: readonly string[], onText: OnText, anon: Anonymizer | null): CallOptions["replyStream"] {
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
const windowSeconds = (env: Env, provider: ModelProvider) => (provider.provider === "offline" ? 0 : replyCacheTtlSeconds(env));

function callOptions(env: Env, state: DebateState, role: DebateRole, provider: ModelProvider, replyStream: CallOptions["replyStream"], signal: AbortSignal, stores: ReplyStores): CallOptions {
  const { timeoutMs, retries, backoffMs } = callSettings(env);
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
      mode: state.replayOf ? { kind: "replay", sourceId: state.replayOf } : { kind: "live", ttlSeconds: windowSeconds(env, provider) },
      outbox: stores.outbox,
    }),
    price: priceFor(env, provider.model),
    replyStream,
  };
}

/** The provider with the step's signal joined to each call's own (timeout) signal. */
function abortable(provider: ModelProvider, stepSignal: AbortSignal): ModelProvider {
  return {
    provider: provider.provider,
    model: provider.model,
    complete: (request, onDelta, signal) => provider.complete(request, onDelta, signal ? AbortSignal.any([signal, stepSignal]) : stepSignal),
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
