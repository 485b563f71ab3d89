import { z } from "zod";
import { AppError } from "./shared/app-error";
import { parseBannedPhrases } from "./compliance/compliance";
import { flag, INVALID, int, list, num, numberIn, oneOf, onOff, setting, text } from "./config-setting";
import {
  type ExtraBody,
  OPENAI_OWN_FIELDS,
  type PriceTable,
  DEFAULT_AI_GATEWAY_URL,
  ORIGIN,
  gatewayURL,
  holidays,
  hotTickers,
  modelSpec,
  modelSpecList,
  parseExtraBody,
  parsePrices,
} from "./config-formats";

export { DEFAULT_HOT_TICKERS, OPENAI_OWN_FIELDS, type ExtraBody, type Price, type PriceTable } from "./config-formats";

/**
 * The Worker's vars (wrangler.toml `[vars]`, `.dev.vars`, or `npm start`'s environment), parsed in one place. An unset
 * or empty var takes its default; a set but wrong one is an error naming the variable, its value and what is allowed,
 * because a typo that silently falls back to a default (a watchdog, a price table, a flag) is found only in production.
 * Keys stay the variables' names so the code, wrangler.toml and the README grep alike.
 */
const ConfigShape = z.object({
  // Models (README "Models"): a tier per role kind, per-role overrides, sampling per tier, call settings, prices.
  MODEL_QUICK: modelSpec,
  MODEL_DEEP: modelSpec,
  MODEL_BULL: modelSpec,
  MODEL_BEAR: modelSpec,
  MODEL_JUDGE: modelSpec,
  /** Who answers when the tier's model is busy, rate-limited, failing or slow (src/models/fallback.ts). */
  MODEL_FALLBACK_QUICK: modelSpecList,
  MODEL_FALLBACK_DEEP: modelSpecList,
  MODEL_BREAKER_FAILURES: num(1, 100, 3, { round: true }),
  MODEL_BREAKER_COOLDOWN_MS: num(1_000, 3_600_000, 60_000),
  MODEL_TEMPERATURE_QUICK: num(0, 2, 0.7),
  MODEL_TEMPERATURE_DEEP: num(0, 2, 0.2),
  MODEL_MAX_TOKENS_QUICK: num(64, 32_000, 900, { round: true }),
  MODEL_MAX_TOKENS_DEEP: num(64, 32_000, 1200, { round: true }),
  MODEL_TIMEOUT_MS: num(1_000, 600_000, 60_000),
  MODEL_MAX_RETRIES: num(0, 10, 3, { round: true }),
  MODEL_BACKOFF_MS: num(0, 60_000, 500),
  MODEL_PRICES: setting(
    'JSON {"<model>": {"input": <per 1M prompt tokens>, "output": <per 1M completion tokens>, ' +
      '"cachedInput"?: <per 1M cached prompt tokens>}} with prices of at least 0',
    parsePrices,
    (): PriceTable => ({}),
  ),
  /** The currency of MODEL_PRICES and of the caps; the shipped table (src/models/prices.ts) has USD and CNY prices. */
  MODEL_PRICES_CURRENCY: setting(
    "a three-letter currency code (e.g. USD, CNY)",
    (s) => (/^[A-Za-z]{3}$/.test(s) ? s.toUpperCase() : INVALID),
    () => "USD",
  ),
  /** Caps in MODEL_PRICES_CURRENCY (src/models/cost-cap.ts); unset = no cap. A call that could pass one is not sent. */
  COST_CAP_PER_DEBATE: setting("a number of at least 0", numberIn(0, Number.MAX_SAFE_INTEGER), () => undefined),
  COST_CAP_PER_DAY: setting("a number of at least 0", numberIn(0, Number.MAX_SAFE_INTEGER), () => undefined),
  /** An API key's daily cap when the key was issued without its own (`costPerDay` quota); unset = none. */
  COST_CAP_PER_KEY_PER_DAY: setting("a number of at least 0", numberIn(0, Number.MAX_SAFE_INTEGER), () => undefined),
  /**
   * How prompts are laid out (src/debate/prompts/prompt-layout.ts): `shared` (one prefix for every role, for providers
   * with a prefix cache), `compact` (each role's own pack only), `auto` = shared when the tier's provider caches.
   */
  PROMPT_LAYOUT: oneOf(["auto", "shared", "compact"], "auto"),
  REPLY_CACHE_TTL_S: num(0, 365 * 24 * 3600, 0),
  OPENAI_BASE_URL: setting(
    "an http(s) URL (e.g. https://api.deepseek.com)",
    (s) => (/^https?:\/\//.test(s) ? s : INVALID),
    () => undefined,
  ),
  /** A secret locally declared as a var; it has no format, and its value is never put in an error. */
  OPENAI_API_KEY: text,
  OPENAI_JSON_MODE: flag(true),
  OPENAI_STRUCTURED_OUTPUTS: flag(false),
  /**
   * Server-specific fields for every chat request, e.g. a local server's {"chat_template_kwargs": {"enable_thinking":
   * false}}.
   */
  OPENAI_EXTRA_BODY: setting(
    `a JSON object of extra request fields, none of ${OPENAI_OWN_FIELDS.join(", ")} (e.g. {"chat_template_kwargs": ` +
      `{"enable_thinking": false}})`,
    parseExtraBody,
    (): ExtraBody => ({}),
  ),
  WORKERS_AI_JSON_MODE: flag(true),
  // Cloudflare AI Gateway (README "AI Gateway"): set the gateway's id (and the account's) and every model call goes
  // through it, tagged per debate and role; unset, calls go to the providers directly.
  AI_GATEWAY_ID: setting(
    "a gateway id (letters, digits, - and _)",
    (s) => (/^[A-Za-z0-9_-]{1,64}$/.test(s) ? s : INVALID),
    () => undefined,
  ),
  AI_GATEWAY_ACCOUNT_ID: setting(
    "a Cloudflare account id (32 hex characters)",
    (s) => (/^[0-9a-f]{32}$/i.test(s) ? s.toLowerCase() : INVALID),
    () => undefined,
  ),
  /**
   * The gateway's provider path for `openai:<model>` calls; unset = from OPENAI_BASE_URL's host (DeepSeek, OpenAI,
   * Groq…).
   */
  AI_GATEWAY_PROVIDER: setting(
    "a gateway provider path (e.g. deepseek, openai, custom-dashscope)",
    (s) => (/^[a-z0-9][a-z0-9-]{0,63}$/.test(s) ? s : INVALID),
    () => undefined,
  ),
  /** Where the gateway is; another value only for a local fake or proxy (http allowed on loopback hosts). */
  AI_GATEWAY_URL: setting(
    "an https URL without query (e.g. https://gateway.ai.cloudflare.com/v1), or http on 127.0.0.1, localhost or [::1]",
    gatewayURL,
    () => DEFAULT_AI_GATEWAY_URL,
  ),
  /** An authenticated gateway's token, sent as cf-aig-authorization; a secret like OPENAI_API_KEY. */
  AI_GATEWAY_TOKEN: text,
  /** Seconds the gateway may answer an identical request from its cache, per tier; 0 = never (cf-aig-skip-cache). */
  AI_GATEWAY_CACHE_TTL_QUICK: int(0, 365 * 24 * 3600, 0),
  AI_GATEWAY_CACHE_TTL_DEEP: int(0, 365 * 24 * 3600, 0),
  // Debates and their rooms.
  TOKEN_BUDGET: int(1000, Number.MAX_SAFE_INTEGER, 16_300),
  /**
   * A debate whose last checkpoint is older than this is moved on by its alarm: the hung step becomes a failed turn.
   */
  WATCHDOG_MS: int(1_000, 3_600_000, 300_000),
  /** WebSocket viewers per debate; the runtime's own ceiling per object is 32,768 hibernatable sockets. */
  MAX_VIEWERS: int(1, 32_768, 500),
  /** The verdict cache's lifetime; KV expires nothing sooner than 60 s. */
  CACHE_TTL_S: int(60, Number.MAX_SAFE_INTEGER, 7200),
  /**
   * The phrases the compliance filter removes: the built-in list plus these (comma-, 顿号-, semicolon- or
   * newline-separated).
   */
  BANNED_PHRASES: setting(
    "a list of phrases",
    (s) => parseBannedPhrases(s),
    () => parseBannedPhrases(undefined),
  ),
  // Data and retrieval.
  SAMPLE_DATA: oneOf(["auto", "off"], "auto"),
  EMBEDDINGS: oneOf(["local", "workers-ai"], "local"),
  VECTOR_STORE: oneOf(["local", "vectorize"], "local"),
  /** Sum where time goes (src/shared/profile.ts) for the benchmark; read at GET /api/admin/profile. */
  PROFILE: onOff(false),
  /** The least severe structured log line written (src/shared/log.ts): info = every request, step and fetch. */
  LOG_LEVEL: oneOf(["info", "warn", "error", "off"], "info"),
  // Hot-ticker pre-compute (cron).
  HOT_TICKERS: setting("comma-separated six-digit codes", hotTickers, () => hotTickers("")),
  PRECOMPUTE_TOP_N: int(1, 100, 30),
  PRECOMPUTE_DAILY_TOKENS: int(1, 1_000_000_000, 1_000_000),
  MARKET_HOLIDAYS: setting("comma-separated YYYY-MM-DD dates", holidays, () => holidays(undefined)),
  LIVE_SOURCES: onOff(false),
  /**
   * Where live-source requests go instead of the hosts themselves: `${base}/${host}${path}` (a local mirror, or the
   * loopback fake the tests and the bench start); unset = the real hosts.
   */
  /** Per-attempt timeout of a live-source request (the request is aborted, then retried like a 5xx). */
  LIVE_SOURCES_TIMEOUT_MS: int(500, 120_000, 20_000),
  /**
   * The bound of a debate's fetching phase: every source has answered or failed by then (hosts are asked in parallel,
   * each within its budget), so a cold debate against hanging hosts fails in about this time, not minutes.
   */
  LIVE_SOURCES_DEADLINE_MS: int(1_000, 600_000, 60_000),
  LIVE_SOURCES_BASE_URL: setting(
    "an http(s) URL",
    (s) => (/^https?:\/\/[^\s]+$/.test(s) ? s : INVALID),
    () => undefined,
  ),
  // HTTP.
  /** Origins allowed to call the API from a browser besides the page's own; `*` allows any. */
  CORS_ORIGINS: setting(
    'a comma-separated list of origins (scheme://host[:port], nothing after) or "*"',
    (s) => (list(s).every((o) => o === "*" || ORIGIN.test(o)) ? list(s) : INVALID),
    (): string[] => [],
  ),
  DEBATE_RATE_LIMIT: onOff(true),
  /** 0 = no cap (what an unset var means). */
  MAX_RUNNING_DEBATES_PER_IP: int(0, Number.MAX_SAFE_INTEGER, 0),
  /** Batch runs: debates at once within one batch, and batches running at once across all keys (one per key). */
  BATCH_CONCURRENCY: int(1, 10, 2),
  BATCH_MAX_RUNNING: int(1, 100, 4),
  /** The MCP endpoint (/mcp) needs an API key with the read scope when on (src/mcp/mcp-key.ts). */
  MCP_REQUIRE_KEY: onOff(false),
});

/** Vars that only make sense together. */
const ConfigSchema = ConfigShape.superRefine((c, ctx) => {
  // The gateway's URLs name the account; a gateway id alone would send OpenAI-compatible calls nowhere.
  if (c.AI_GATEWAY_ID && !c.AI_GATEWAY_ACCOUNT_ID) {
    ctx.addIssue({
      code: "custom",
      path: ["AI_GATEWAY_ACCOUNT_ID"],
      message: "a Cloudflare account id (32 hex characters) when AI_GATEWAY_ID is set",
    });
  }
});

export type Config = z.infer<typeof ConfigSchema>;
export type ConfigVar = keyof Config;
/** Env, or any part of it: a missing var takes its default. */
export type ConfigSource = { readonly [K in ConfigVar]?: unknown };

const VARS = Object.keys(ConfigShape.shape) as ConfigVar[];
const SECRETS: ReadonlySet<ConfigVar> = new Set(["OPENAI_API_KEY", "AI_GATEWAY_TOKEN"]);

/** Operator misconfiguration: a 500, since the client cannot fix it, whose message says which var to change and how. */
export class ConfigError extends AppError {
  constructor(
    message: string,
    readonly issues: { variable: string; value: string | null; allowed: string }[],
    options?: { cause?: unknown },
  ) {
    super(500, "config_invalid", message, { issues }, options);
    this.name = "ConfigError";
  }
}

function configError(error: z.ZodError, env: ConfigSource): ConfigError {
  const issues = error.issues.map((issue) => {
    const variable = String(issue.path[0] ?? "");
    const raw = env[variable as ConfigVar];
    const text = typeof raw === "string" || typeof raw === "number" || typeof raw === "boolean" ? String(raw) : null;
    const shown =
      text === null
        ? null
        : SECRETS.has(variable as ConfigVar)
          ? "(secret)"
          : text.length > 200
            ? `${text.slice(0, 200)}…`
            : text;
    return { variable, value: shown, allowed: issue.message, unset: raw === undefined || raw === null || raw === "" };
  });
  const described = issues.map((i) => {
    const got = i.unset
      ? "nothing (it is not set)"
      : i.value === null
        ? "a value that is not a string"
        : JSON.stringify(i.value);
    return `${i.variable} must be ${i.allowed}, got ${got}`;
  });
  return new ConfigError(
    `Invalid configuration: ${described.join("; ")}`,
    issues.map(({ unset: _unset, ...i }) => i),
    { cause: error },
  );
}

/**
 * Parses are cached per env object and reused while its vars are unchanged (tests set vars on the shared env between
 * cases); an invalid configuration is never cached, so every read reports it until it is fixed.
 */
const parsed = new WeakMap<object, { raw: unknown[]; config: Config }>();

/** The configuration, parsed; throws ConfigError naming every wrong var. */
export function readConfig(env: ConfigSource): Config {
  const raw = VARS.map((k) => env[k]);
  const hit = parsed.get(env);
  if (hit && hit.raw.every((v, i) => v === raw[i])) return hit.config;
  const result = ConfigSchema.safeParse(env);
  if (!result.success) throw configError(result.error, env);
  const config = Object.freeze(result.data);
  parsed.set(env, { raw, config });
  return config;
}
