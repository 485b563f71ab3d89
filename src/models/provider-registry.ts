import { z } from "zod";
import type { RoleCall } from "../debate/debate-state";
import type { Role } from "../debate/debate-types";
import type { ModelProvider } from "./model-provider";
import { createOfflineProvider } from "../offline/offline-provider";
import { createOpenAICompatibleProvider } from "./providers/openai-compatible-provider";
import { createWorkersAIProvider } from "./providers/workers-ai-provider";

/** Which tier a role draws its model from (seed 000 §4.2): bull and bear are quick, the judge is deep. */
export const tierOf = (role: Role): "quick" | "deep" => (role === "judge" ? "deep" : "quick");

const Unset = z.literal("").transform(() => undefined);
const text = z
  .string()
  .trim()
  .transform((s) => (s === "" ? undefined : s))
  .optional();
const number = (min: number, max: number) =>
  z
    .union([Unset, z.coerce.number().min(min).max(max)])
    .optional();
const Price = z.object({ input: z.number().min(0), output: z.number().min(0) });

/** The model configuration, read from vars and secrets (wrangler.toml, `.dev.vars`, or `npm start`'s environment). */
const ModelEnv = z.object({
  MODEL_QUICK: text,
  MODEL_DEEP: text,
  MODEL_BULL: text,
  MODEL_BEAR: text,
  MODEL_JUDGE: text,
  MODEL_TEMPERATURE_QUICK: number(0, 2),
  MODEL_TEMPERATURE_DEEP: number(0, 2),
  MODEL_MAX_TOKENS_QUICK: number(64, 32_000),
  MODEL_MAX_TOKENS_DEEP: number(64, 32_000),
  MODEL_TIMEOUT_MS: number(1_000, 600_000),
  MODEL_MAX_RETRIES: number(0, 10),
  MODEL_BACKOFF_MS: number(0, 60_000),
  MODEL_PRICES: text,
  REPLY_CACHE_TTL_S: number(0, 365 * 24 * 3600),
  OPENAI_BASE_URL: text,
  OPENAI_API_KEY: text,
  OPENAI_STRUCTURED_OUTPUTS: text,
  OPENAI_JSON_MODE: text,
  WORKERS_AI_JSON_MODE: text,
});
type ModelEnv = z.infer<typeof ModelEnv>;

const DEFAULTS = {
  quick: { temperature: 0.7, maxTokens: 900 },
  deep: { temperature: 0.2, maxTokens: 1200 },
  timeoutMs: 60_000,
  retries: 3,
  backoffMs: 500,
  replyCacheTtlS: 0,
} as const;

type Parsed = { ok: true; env: ModelEnv } | { ok: false; message: string };

function readModelEnv(env: Env): Parsed {
  const parsed = ModelEnv.safeParse(env);
  if (parsed.success) return { ok: true, env: parsed.data };
  const issue = parsed.error.issues[0];
  return { ok: false, message: `model configuration ${String(issue?.path[0] ?? "")} is invalid: ${issue?.message ?? "unreadable"}` };
}

export interface RoleModel {
  /** `provider:model` as configured, e.g. `offline`, `openai:deepseek-chat` or `workers-ai:@cf/qwen/qwen3-30b-a3b-fp8`. */
  spec: string;
  /** The variable the spec came from, so error messages can say what to change. */
  source: string;
  temperature: number;
  maxTokens: number;
}

/** The model a role uses: its override (MODEL_BULL / MODEL_BEAR / MODEL_JUDGE), else its tier, else offline. */
export function roleModel(env: Env, role: Role): RoleModel {
  const read = readModelEnv(env);
  const e: ModelEnv = read.ok ? read.env : {};
  const tier = tierOf(role);
  const override = { bull: e.MODEL_BULL, bear: e.MODEL_BEAR, judge: e.MODEL_JUDGE }[role];
  const tierSpec = tier === "deep" ? e.MODEL_DEEP : e.MODEL_QUICK;
  const [spec, source] = override
    ? [override, `MODEL_${role.toUpperCase()}`]
    : tierSpec
      ? [tierSpec, tier === "deep" ? "MODEL_DEEP" : "MODEL_QUICK"]
      : ["offline", "default"];
  const temperature = (tier === "deep" ? e.MODEL_TEMPERATURE_DEEP : e.MODEL_TEMPERATURE_QUICK) ?? DEFAULTS[tier].temperature;
  const maxTokens = Math.round((tier === "deep" ? e.MODEL_MAX_TOKENS_DEEP : e.MODEL_MAX_TOKENS_QUICK) ?? DEFAULTS[tier].maxTokens);
  return { spec, source, temperature, maxTokens };
}

/** Backwards-compatible name: the spec alone. */
export function modelSpecFor(env: Env, role: Role): string {
  return roleModel(env, role).spec;
}

export type ProviderResult = { ok: true; provider: ModelProvider } | { ok: false; message: string };

/** Builds the role's provider from configuration; a misconfiguration is a value with a message that says what to fix. */
export function providerFor(env: Env, role: Role): ProviderResult {
  const read = readModelEnv(env);
  if (!read.ok) return read;
  const { spec, source } = roleModel(env, role);
  const colon = spec.indexOf(":");
  const name = colon === -1 ? spec : spec.slice(0, colon);
  const model = colon === -1 ? "" : spec.slice(colon + 1).trim();
  const where = `${source}=${spec}`;
  switch (name) {
    case "offline":
      return { ok: true, provider: createOfflineProvider() };
    case "openai": {
      if (!model) return { ok: false, message: `${where} names no model; write openai:<model>, e.g. openai:deepseek-chat` };
      const baseURL = read.env.OPENAI_BASE_URL;
      if (!baseURL) return { ok: false, message: `${where} needs OPENAI_BASE_URL (e.g. https://api.deepseek.com)` };
      if (!/^https?:\/\//.test(baseURL)) return { ok: false, message: `OPENAI_BASE_URL must be an http(s) URL, got ${baseURL}` };
      return {
        ok: true,
        provider: createOpenAICompatibleProvider({
          baseURL,
          apiKey: read.env.OPENAI_API_KEY,
          model,
          structuredOutputs: isOn(read.env.OPENAI_STRUCTURED_OUTPUTS, false),
          jsonMode: isOn(read.env.OPENAI_JSON_MODE, true),
        }),
      };
    }
    case "workers-ai": {
      if (!model) return { ok: false, message: `${where} names no model; write workers-ai:@cf/<vendor>/<model>` };
      const binding = aiBinding(env);
      if (!binding) return { ok: false, message: `${where} needs the AI binding, which exists only when deployed (wrangler.toml [env.production.ai])` };
      return { ok: true, provider: createWorkersAIProvider({ binding, model, jsonMode: isOn(read.env.WORKERS_AI_JSON_MODE, true) }) };
    }
    default:
      return { ok: false, message: `unknown model provider "${name}" in ${where}; use offline, openai:<model> or workers-ai:<model>` };
  }
}

/** Provider, model and parameters per role as configured now; a debate fixes these at creation. */
export function modelConfigFor(env: Env): Record<Role, RoleCall> {
  const one = (role: Role): RoleCall => {
    const picked = providerFor(env, role);
    const { temperature, maxTokens } = roleModel(env, role);
    return picked.ok
      ? { provider: picked.provider.provider, model: picked.provider.model, temperature, maxTokens }
      : { provider: "unavailable", model: "-", temperature, maxTokens };
  };
  return { bull: one("bull"), bear: one("bear"), judge: one("judge") };
}

/**
 * Per-call timeout, transport retries (timeouts, 429, 5xx, network) and the first retry's backoff (doubled per retry,
 * plus jitter, never shorter than Retry-After) for every model call.
 */
export function callSettings(env: Env): { timeoutMs: number; retries: number; backoffMs: number } {
  const read = readModelEnv(env);
  const e: ModelEnv = read.ok ? read.env : {};
  return {
    timeoutMs: e.MODEL_TIMEOUT_MS ?? DEFAULTS.timeoutMs,
    retries: Math.round(e.MODEL_MAX_RETRIES ?? DEFAULTS.retries),
    backoffMs: e.MODEL_BACKOFF_MS ?? DEFAULTS.backoffMs,
  };
}

/** How long an identical request is answered from the reply archive instead of the model (0 = never). */
export function replyCacheTtlSeconds(env: Env): number {
  const read = readModelEnv(env);
  return read.ok ? (read.env.REPLY_CACHE_TTL_S ?? DEFAULTS.replyCacheTtlS) : DEFAULTS.replyCacheTtlS;
}

export type PriceTable = Record<string, z.infer<typeof Price>>;

/** MODEL_PRICES: JSON `{ "<model>": { "input": <per 1M prompt tokens>, "output": <per 1M completion tokens> } }`. */
export function priceTable(env: Env): PriceTable {
  const read = readModelEnv(env);
  const raw = read.ok ? read.env.MODEL_PRICES : undefined;
  if (!raw) return {};
  try {
    const parsed = z.record(z.string(), Price).safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : {};
  } catch {
    return {};
  }
}

export type Price = z.infer<typeof Price>;

/** The price of a model, if MODEL_PRICES lists it. */
export function priceFor(env: Env, model: string): Price | undefined {
  return priceTable(env)[model];
}

/** Cost of one paid reply in the price table's currency (replies answered from the archive cost nothing). */
export function costOf(price: Price, promptTokens: number, completionTokens: number): number {
  return (promptTokens * price.input + completionTokens * price.output) / 1_000_000;
}

/** What the API and UI show about the models in use; `offline` is true only when every role runs the rule engine. */
export function modelsSummary(env: Env) {
  const bull = roleModel(env, "bull").spec;
  const bear = roleModel(env, "bear").spec;
  const judge = roleModel(env, "judge").spec;
  const read = readModelEnv(env);
  return {
    quick: (read.ok && read.env.MODEL_QUICK) || "offline",
    deep: (read.ok && read.env.MODEL_DEEP) || "offline",
    roles: { bull, bear, judge },
    offline: bull === "offline" && bear === "offline" && judge === "offline",
  };
}

function aiBinding(env: Env) {
  const ai: unknown = (env as { AI?: unknown }).AI;
  return ai && typeof (ai as { run?: unknown }).run === "function" ? (ai as import("./providers/workers-ai-provider").AiRunner) : undefined;
}

function isOn(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  return !/^(0|off|false|no)$/i.test(value);
}
