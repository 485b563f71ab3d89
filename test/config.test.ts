import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { ConfigError, DEFAULT_HOT_TICKERS, readConfig, type ConfigSource } from "../src/config";
import { MARKET_HOLIDAYS_2026 } from "../src/shared/market-holidays";
import { DEFAULT_BANNED_PHRASES } from "../src/compliance/compliance";
import { api, json } from "./support/api";
import { envOverrides } from "./support/worker-env";

const { configure } = envOverrides();

/** The ConfigError readConfig throws for these vars (fails the test when it does not throw). */
function errorFor(vars: ConfigSource): ConfigError {
  try {
    readConfig(vars);
  } catch (e) {
    expect(e).toBeInstanceOf(ConfigError);
    return e as ConfigError;
  }
  throw new Error(`no error for ${JSON.stringify(vars)}`);
}

describe("readConfig defaults", () => {
  it("gives every var its default when nothing is set", () => {
    const c = readConfig({});
    for (const unset of [
      "MODEL_QUICK",
      "MODEL_DEEP",
      "MODEL_BULL",
      "MODEL_BEAR",
      "MODEL_JUDGE",
      "OPENAI_BASE_URL",
      "OPENAI_API_KEY",
    ] as const) {
      expect(c[unset]).toBeUndefined();
    }
    expect(c).toMatchObject({
      MODEL_TEMPERATURE_QUICK: 0.7,
      MODEL_TEMPERATURE_DEEP: 0.2,
      MODEL_MAX_TOKENS_QUICK: 900,
      MODEL_MAX_TOKENS_DEEP: 1200,
      MODEL_TIMEOUT_MS: 60_000,
      MODEL_MAX_RETRIES: 3,
      MODEL_BACKOFF_MS: 500,
      MODEL_PRICES: {},
      REPLY_CACHE_TTL_S: 0,
      OPENAI_JSON_MODE: true,
      OPENAI_STRUCTURED_OUTPUTS: false,
      OPENAI_EXTRA_BODY: {},
      WORKERS_AI_JSON_MODE: true,
      AI_GATEWAY_URL: "https://gateway.ai.cloudflare.com/v1",
      AI_GATEWAY_CACHE_TTL_QUICK: 0,
      AI_GATEWAY_CACHE_TTL_DEEP: 0,
      TOKEN_BUDGET: 16_300,
      WATCHDOG_MS: 300_000,
      MAX_VIEWERS: 500,
      CACHE_TTL_S: 7200,
      BANNED_PHRASES: [...DEFAULT_BANNED_PHRASES],
      SAMPLE_DATA: "auto",
      EMBEDDINGS: "local",
      VECTOR_STORE: "local",
      HOT_TICKERS: { codes: [...DEFAULT_HOT_TICKERS], ignored: [] },
      PRECOMPUTE_TOP_N: 30,
      PRECOMPUTE_DAILY_TOKENS: 1_000_000,
      MARKET_HOLIDAYS: { dates: new Set(MARKET_HOLIDAYS_2026), ignored: [] },
      LIVE_SOURCES: false,
      CORS_ORIGINS: [],
      DEBATE_RATE_LIMIT: true,
      MAX_RUNNING_DEBATES_PER_IP: 0,
    });
  });

  it("treats empty and blank vars as unset", () => {
    const c = readConfig({ MODEL_TIMEOUT_MS: "", WATCHDOG_MS: "  ", MODEL_QUICK: " ", SAMPLE_DATA: "" });
    expect(c).toMatchObject({ MODEL_TIMEOUT_MS: 60_000, WATCHDOG_MS: 300_000, SAMPLE_DATA: "auto" });
    expect(c.MODEL_QUICK).toBeUndefined();
  });

  it("takes AI_GATEWAY_URL as https anywhere or http on a loopback host, without its trailing slash", () => {
    expect(readConfig({ AI_GATEWAY_URL: "https://gw.example.com/v1/" }).AI_GATEWAY_URL).toBe(
      "https://gw.example.com/v1",
    );
    expect(readConfig({ AI_GATEWAY_URL: "http://127.0.0.1:8788/gw" }).AI_GATEWAY_URL).toBe("http://127.0.0.1:8788/gw");
    expect(readConfig({ AI_GATEWAY_URL: "http://localhost:9000" }).AI_GATEWAY_URL).toBe("http://localhost:9000");
  });

  it("reads wrangler.toml's [vars] (the test environment) without complaint", () => {
    const c = readConfig(env);
    expect(c).toMatchObject({
      MAX_RUNNING_DEBATES_PER_IP: 3,
      MODEL_QUICK: "offline",
      MODEL_BULL: undefined,
      TOKEN_BUDGET: 16_300,
    });
    expect(c.MARKET_HOLIDAYS.dates).toEqual(new Set(MARKET_HOLIDAYS_2026));
  });
});

describe("readConfig overrides", () => {
  it("parses numbers, rounding the token and retry counts as before", () => {
    expect(
      readConfig({
        MODEL_TEMPERATURE_DEEP: "0",
        MODEL_MAX_TOKENS_QUICK: "900.6",
        MODEL_MAX_RETRIES: "1.4",
        MODEL_TIMEOUT_MS: "1000",
      }),
    ).toMatchObject({
      MODEL_TEMPERATURE_DEEP: 0,
      MODEL_MAX_TOKENS_QUICK: 901,
      MODEL_MAX_RETRIES: 1,
      MODEL_TIMEOUT_MS: 1000,
    });
    // wrangler.toml may write a number unquoted.
    expect(readConfig({ MAX_VIEWERS: 3 }).MAX_VIEWERS).toBe(3);
  });

  it("reads a tier's fallbacks as model specs in order, and refuses a list with one that is not", () => {
    const c = readConfig({
      MODEL_FALLBACK_QUICK: " workers-ai:@cf/qwen/qwen3-30b-a3b-fp8 , openai:deepseek-chat ",
      MODEL_BREAKER_FAILURES: "5",
    });
    expect(c.MODEL_FALLBACK_QUICK).toEqual(["workers-ai:@cf/qwen/qwen3-30b-a3b-fp8", "openai:deepseek-chat"]);
    expect(c.MODEL_FALLBACK_DEEP).toEqual([]);
    expect(c).toMatchObject({ MODEL_BREAKER_FAILURES: 5, MODEL_BREAKER_COOLDOWN_MS: 60_000 });
    expect(errorFor({ MODEL_FALLBACK_DEEP: "openai:deepseek-chat,openai:" }).message).toContain("MODEL_FALLBACK_DEEP");
  });

  it("reads model specs, prices, flags and choices", () => {
    const prices = { "deepseek-chat": { input: 2, output: 8 } };
    const c = readConfig({
      MODEL_QUICK: " openai:deepseek-chat ",
      MODEL_JUDGE: "workers-ai:@cf/qwen/qwen3-30b-a3b-fp8",
      MODEL_BEAR: "offline",
      MODEL_PRICES: JSON.stringify(prices),
      OPENAI_BASE_URL: "https://api.deepseek.com",
      OPENAI_JSON_MODE: "OFF",
      OPENAI_STRUCTURED_OUTPUTS: "yes",
      OPENAI_EXTRA_BODY: ' {"chat_template_kwargs": {"enable_thinking": false}, "top_k": 20} ',
      WORKERS_AI_JSON_MODE: "0",
      EMBEDDINGS: "workers-ai",
      VECTOR_STORE: "vectorize",
      SAMPLE_DATA: "off",
      LIVE_SOURCES: "on",
      DEBATE_RATE_LIMIT: "off",
    });
    expect(c).toMatchObject({
      MODEL_QUICK: "openai:deepseek-chat",
      MODEL_JUDGE: "workers-ai:@cf/qwen/qwen3-30b-a3b-fp8",
      MODEL_BEAR: "offline",
      MODEL_PRICES: prices,
      OPENAI_JSON_MODE: false,
      OPENAI_STRUCTURED_OUTPUTS: true,
      OPENAI_EXTRA_BODY: { chat_template_kwargs: { enable_thinking: false }, top_k: 20 },
      WORKERS_AI_JSON_MODE: false,
      EMBEDDINGS: "workers-ai",
      VECTOR_STORE: "vectorize",
      SAMPLE_DATA: "off",
      LIVE_SOURCES: true,
      DEBATE_RATE_LIMIT: false,
    });
  });

  it("splits lists, keeping good list entries and reporting bad ones", () => {
    const c = readConfig({
      CORS_ORIGINS: " https://app.example , http://localhost:5173,",
      HOT_TICKERS: "600036, 60003, 600036,601318",
      MARKET_HOLIDAYS: "2026-03-10, 2026-3-11",
      BANNED_PHRASES: "必涨，稳赚、必涨",
    });
    expect(c.CORS_ORIGINS).toEqual(["https://app.example", "http://localhost:5173"]);
    expect(c.HOT_TICKERS).toEqual({ codes: ["600036", "601318"], ignored: ["60003"] });
    expect(c.MARKET_HOLIDAYS).toEqual({ dates: new Set(["2026-03-10"]), ignored: ["2026-3-11"] });
    expect(c.BANNED_PHRASES).toEqual([...new Set([...DEFAULT_BANNED_PHRASES, "必涨", "稳赚"])]);
    expect(readConfig({ HOT_TICKERS: "abc" }).HOT_TICKERS).toEqual({
      codes: [...DEFAULT_HOT_TICKERS],
      ignored: ["abc"],
    });
    expect(readConfig({ CORS_ORIGINS: "*" }).CORS_ORIGINS).toEqual(["*"]);
  });

  it("sees a var changed on the same env object (tests and the runtime reuse one)", () => {
    const vars: Record<string, string> = { WATCHDOG_MS: "1500" };
    expect(readConfig(vars).WATCHDOG_MS).toBe(1500);
    expect(readConfig(vars)).toBe(readConfig(vars));
    vars.WATCHDOG_MS = "2500";
    expect(readConfig(vars).WATCHDOG_MS).toBe(2500);
    vars.WATCHDOG_MS = "soon";
    expect(() => readConfig(vars)).toThrow(/WATCHDOG_MS/);
  });
});

describe("readConfig errors", () => {
  it.each([
    ["WATCHDOG_MS", "5 min", "an integer from 1000 to 3600000"],
    ["WATCHDOG_MS", "999", "an integer from 1000 to 3600000"],
    ["MAX_VIEWERS", "2.5", "an integer from 1 to 32768"],
    ["MODEL_TEMPERATURE_QUICK", "2.5", "a number from 0 to 2"],
    ["MODEL_TIMEOUT_MS", "abc", "a number from 1000 to 600000"],
    ["TOKEN_BUDGET", "500", "an integer of at least 1000"],
    ["CACHE_TTL_S", "30", "an integer of at least 60"],
    ["MAX_RUNNING_DEBATES_PER_IP", "-1", "an integer of at least 0"],
    ["PRECOMPUTE_TOP_N", "200", "an integer from 1 to 100"],
    ["EMBEDDINGS", "openai", '"local" or "workers-ai"'],
    ["VECTOR_STORE", "pinecone", '"local" or "vectorize"'],
    ["SAMPLE_DATA", "on", '"auto" or "off"'],
    ["LIVE_SOURCES", "true", '"on" or "off"'],
    ["DEBATE_RATE_LIMIT", "OFF", '"on" or "off"'],
    ["OPENAI_JSON_MODE", "maybe", "on or off"],
    ["MODEL_QUICK", "gpt-4o", "offline, openai:<model> or workers-ai:<model>"],
    ["MODEL_JUDGE", "openai:", "offline, openai:<model> or workers-ai:<model>"],
    ["OPENAI_BASE_URL", "api.deepseek.com", "an http(s) URL"],
    ["MODEL_PRICES", "{not json", "JSON"],
    ["MODEL_PRICES", '{"m": {"input": -1, "output": 2}}', "JSON"],
    ["OPENAI_EXTRA_BODY", "{not json", "a JSON object of extra request fields"],
    ["OPENAI_EXTRA_BODY", '["enable_thinking"]', "a JSON object of extra request fields"],
    // The JSON mode is OPENAI_JSON_MODE / OPENAI_STRUCTURED_OUTPUTS's to set, the model MODEL_*'s.
    ["OPENAI_EXTRA_BODY", '{"response_format": {"type": "text"}}', "none of model, messages, stream"],
    ["OPENAI_EXTRA_BODY", '{"top_k": 20, "model": "other"}', "response_format"],
    ["CORS_ORIGINS", "https://app.example/", "origins (scheme://host[:port], nothing after)"],
    // The gateway's calls carry the provider key and the gateway token: plain http only to a loopback fake or proxy.
    ["AI_GATEWAY_URL", "http://gateway.example/v1", "an https URL without query"],
    ["AI_GATEWAY_URL", "https://gateway.example/v1?x=1", "or http on 127.0.0.1, localhost or [::1]"],
    ["AI_GATEWAY_URL", "gateway.ai.cloudflare.com/v1", "an https URL"],
  ])("%s=%j names the variable, the value and what is allowed", (variable, value, allowed) => {
    const error = errorFor({ [variable]: value });
    expect(error.message).toBe(
      `Invalid configuration: ${variable} must be ${error.issues[0]!.allowed}, got ${JSON.stringify(value)}`,
    );
    expect(error.issues[0]!.allowed).toContain(allowed);
    expect(error).toMatchObject({ status: 500, code: "config_invalid", issues: [{ variable, value }] });
  });

  it("reports every wrong var at once", () => {
    const error = errorFor({ WATCHDOG_MS: "x", EMBEDDINGS: "y", TOKEN_BUDGET: "15000" });
    expect(error.issues.map((i) => i.variable)).toEqual(["WATCHDOG_MS", "EMBEDDINGS"]);
    expect(error.message).toContain('WATCHDOG_MS must be an integer from 1000 to 3600000, got "x"; EMBEDDINGS must be');
  });

  it("rejects a var that is not text (a JSON var in wrangler.toml)", () => {
    expect(errorFor({ MAX_VIEWERS: { n: 3 } }).message).toBe(
      "Invalid configuration: MAX_VIEWERS must be an integer from 1 to 32768, got a value that is not a string",
    );
  });
});

describe("a misconfigured Worker", () => {
  it("answers API calls with 500 config_invalid naming the var, and health with 503 saying the same", async () => {
    configure({ MAX_VIEWERS: "lots" });
    const health = await api("/api/health");
    expect(health.status).toBe(503);
    expect((await json<{ checks: { config: { detail: string } } }>(health)).checks.config.detail).toBe(
      'Invalid configuration: MAX_VIEWERS must be an integer from 1 to 32768, got "lots"',
    );
    const res = await api("/api/tickers?q=600519");
    expect(res.status).toBe(500);
    const body = await json<{ error: { code: string; message: string; issues: unknown[] } }>(res);
    expect(body.error).toEqual({
      code: "config_invalid",
      message: 'Invalid configuration: MAX_VIEWERS must be an integer from 1 to 32768, got "lots"',
      issues: [{ variable: "MAX_VIEWERS", value: "lots", allowed: "an integer from 1 to 32768" }],
    });
  });

  it("works again once the var is fixed", async () => {
    configure({ MAX_VIEWERS: "3" });
    expect((await api("/api/health")).status).toBe(200);
  });
});
