import { addUsage, emptyUsage } from "../debate/debate-state";
import type { CallResult } from "./call-model";
import type { ModelError, ModelProvider } from "./model-provider";

/** The faults another provider may answer for: busy or rate-limited (429), 5xx, timeout, network. */
const HANDS_ON = new Set<ModelError["kind"] | undefined>(["rate_limited", "server", "timeout", "network"]);

export interface BreakerSettings {
  /** Failures in a row that open a provider's breaker. */
  failures: number;
  /** How long an open breaker skips its provider before it lets one call through again (half-open). */
  cooldownMs: number;
}

/**
 * A breaker per provider (`provider:model`), for as long as the isolate lives: closed until `failures` calls in a row
 * failed, then open (skipped) for `cooldownMs`, then half-open: the next call goes through, a success closes it, a
 * failure opens it for another cool-down.
 */
export class Breakers {
  private readonly state = new Map<string, { failures: number; openedAt?: number }>();

  allows(key: string, now: number, s: BreakerSettings): boolean {
    const b = this.state.get(key);
    return !b || b.openedAt === undefined || now - b.openedAt >= s.cooldownMs;
  }

  record(key: string, ok: boolean, now: number, s: BreakerSettings): void {
    if (ok) return void this.state.delete(key);
    const b = this.state.get(key) ?? { failures: 0 };
    b.failures++;
    if (b.failures >= s.failures) b.openedAt = now;
    this.state.set(key, b);
  }
}

/** The isolate's breakers: every debate a Durable Object (or the cron) runs shares what it learnt about a provider. */
export const sharedBreakers = new Breakers();

export const providerKey = (p: Pick<ModelProvider, "provider" | "model">) => `${p.provider}:${p.model}`;

/** One link of a tier's chain: its provider, or why it could not be built (it is passed over, and said why). */
export type Link = { ok: true; provider: ModelProvider } | { ok: false; message: string };

export interface FallbackOptions<T> {
  breakers: Breakers;
  settings: BreakerSettings;
  now: () => number;
  /** A replay's stand-ins fail with a miss for a reply another link gave: then the next link is always asked. */
  anyFailure: boolean;
  /** One link's call (callModel with that provider's price, archive and cap); `last` is whether a link follows. */
  call: (provider: ModelProvider, last: boolean) => Promise<CallResult<T>>;
}

export type Answered<T> = CallResult<T> & { answeredBy?: ModelProvider };

/**
 * A call down the chain: the first link that answers wins; busy, 429, 5xx, timeout or network passes the call to the
 * next link, and so does an open breaker (unless every link's is open: then each is tried anyway, as without one).
 * Any other failure (a refused request, a cost cap, output that stays malformed) ends the call as it would alone.
 * The usage of every link tried is summed, so a failed attempt's tokens are not lost.
 */
export async function callWithFallback<T>(chain: Link[], o: FallbackOptions<T>): Promise<Answered<T>> {
  const built = chain.filter((l): l is Extract<Link, { ok: true }> => l.ok).map((l) => l.provider);
  const open = built.filter((p) => !o.breakers.allows(providerKey(p), o.now(), o.settings));
  const tried = open.length === built.length ? built : built.filter((p) => !open.includes(p));
  let usage = emptyUsage();
  const attempts: CallResult<T>["attempts"] = [];
  const notes = chain.flatMap((l) => (l.ok ? [] : [l.message]));
  for (const [i, provider] of tried.entries()) {
    const last = i === tried.length - 1;
    const result = await o.call(provider, last);
    usage = addUsage(usage, result.usage);
    attempts.push(...result.attempts);
    const failedOver = !result.ok && (o.anyFailure || HANDS_ON.has(result.kind));
    const counts = !o.anyFailure && (result.ok || failedOver);
    if (counts) o.breakers.record(providerKey(provider), result.ok, o.now(), o.settings);
    if (result.ok || !failedOver || last) return { ...result, usage, attempts, answeredBy: provider };
    notes.push(`${providerKey(provider)}: ${result.error}`);
  }
  const error = notes.length ? notes.join("; ") : "no model configured for this tier";
  return { ok: false, error, attempts, usage };
}
