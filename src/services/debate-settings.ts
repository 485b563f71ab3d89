import type { ModelConfig, Protocol } from "../debate/debate-state";
import { PROTOCOLS } from "../debate/protocols/registry";
import { DEFAULT_TA_ROUNDS } from "../debate/protocols/tradingagents";
import { sha256Hex } from "../shared/hash";

/**
 * Everything that changes what a debate is: the validated request's settings (protocol, rounds, memory, anonymize,
 * any protocol parameter), the day it is as of and the models it asks. Two requests with equal settings are the same
 * debate: one joins the other's running debate, or is answered by its cached verdict. Any other difference is another
 * debate. Built generically from the validated request, so a setting added to the request schema is part of the rule
 * without touching it.
 */
export type DebateSettings = Record<string, unknown>;

/** Request fields that say how to answer (which company, whether to skip the cache or fetch), not what is debated. */
const NOT_SETTINGS = new Set(["ticker", "fresh", "fetchStale"]);

/** Settings a request may leave out, at the value the debate then runs with. */
function defaults(protocol: Protocol): DebateSettings {
  const risk = protocol === "tradingagents" ? { riskRounds: DEFAULT_TA_ROUNDS } : {};
  return { rounds: PROTOCOLS[protocol].defaultRounds, memory: true, anonymize: false, ...risk };
}

export function debateSettings(
  request: { protocol: Protocol } & Record<string, unknown>,
  resolved: { asOf: string; model: ModelConfig },
): DebateSettings {
  const out: DebateSettings = { ...defaults(request.protocol) };
  for (const [k, v] of Object.entries(request)) if (!NOT_SETTINGS.has(k) && v !== undefined) out[k] = v;
  return canonical({ ...out, asOf: resolved.asOf, model: resolved.model }) as DebateSettings;
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
