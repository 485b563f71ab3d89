import type { ModelConfig, Protocol } from "../debate/debate-state";
import { optionsOf, protocolOf } from "../debate/protocols/registry";
import { sha256Hex } from "../shared/hash";

/**
 * Everything that changes what a debate is: the settings every protocol takes (rounds, memory, anonymize), the chosen
 * protocol's own params (its plug-in's `params`, defaults applied: `optionsOf`), the day it is as of and the models it
 * asks. Two requests with equal settings are the same debate: one joins the other's running debate, or is answered by
 * its cached verdict. Any other difference is another debate. A param a protocol adds to its plug-in is part of the
 * rule without touching it; another protocol's fields (which the debate ignores, never stores) are not.
 */
export type DebateSettings = Record<string, unknown>;

export function debateSettings(
  request: { protocol: Protocol; rounds?: number; memory?: boolean; anonymize?: boolean } & Record<string, unknown>,
  resolved: { asOf: string; model: ModelConfig },
): DebateSettings {
  const { protocol } = request;
  return canonical({
    protocol,
    rounds: request.rounds ?? protocolOf(protocol).defaultRounds,
    memory: request.memory !== false,
    anonymize: request.anonymize === true,
    ...optionsOf(protocol, request),
    asOf: resolved.asOf,
    model: resolved.model,
  }) as DebateSettings;
}

/** Keys sorted at every level and undefined dropped, so equal settings serialise to equal text. */
function canonical(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(canonical);
  if (v === null || typeof v !== "object") return v;
  const entries = Object.entries(v as Record<string, unknown>).filter(([, x]) => x !== undefined);
  const sorted = entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Object.fromEntries(sorted.map(([k, x]) => [k, canonical(x)]));
}

/**
 * A short stable key of the settings but the day: the verdict cache's slot. The cache holds only verdicts of the usual
 * day (today, or the sample's date) and is read only for it, so the day is checked there, not keyed: the hot list and
 * the latest verdict can find today's verdict without knowing its date.
 */
export async function settingsKey(settings: DebateSettings): Promise<string> {
  const { asOf: _day, ...rest } = settings;
  return (await sha256Hex(JSON.stringify(canonical(rest)))).slice(0, 16);
}

/** The names of the settings in which `a` and `b` differ (sorted), e.g. ["memory", "rounds"]. */
export function differingSettings(a: DebateSettings, b: DebateSettings): string[] {
  const names = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...names].filter((k) => JSON.stringify(canonical(a[k])) !== JSON.stringify(canonical(b[k]))).sort();
}
