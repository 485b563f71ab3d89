import { describe, expect, it } from "vitest";
import { ConfigError, readConfig } from "../../src/config";
import {
  breakerSettings,
  callSettings,
  fallbacksFor,
  modelConfigFor,
  modelsSummary,
  priceFor,
  providerFor,
  replyCacheTtlSeconds,
  roleModel,
} from "../../src/models/provider-registry";

const vars = (v: Record<string, string>) => v as unknown as Env;
/** The env and its parsed config, as an entry point hands both on. */
const parsed = (v: Record<string, string>) => ({ env: vars(v), config: readConfig(v) });

describe("provider registry on the parsed config", () => {
  it("keeps its defaults: offline everywhere, the tier sampling and call settings", () => {
    const { env, config } = parsed({});
    expect(roleModel(config, "judge")).toEqual({
      spec: "offline",
      source: "default",
      temperature: 0.2,
      maxTokens: 1200,
    });
    expect(callSettings(config)).toEqual({ timeoutMs: 60_000, retries: 3, backoffMs: 500 });
    expect(replyCacheTtlSeconds(config)).toBe(0);
    expect(modelsSummary(config)).toEqual({
      quick: "offline",
      deep: "offline",
      roles: { bull: "offline", bear: "offline", judge: "offline" },
      offline: true,
    });
    expect(modelConfigFor(env, config).bull).toEqual({
      provider: "offline",
      model: "rule-based-v1",
      temperature: 0.7,
      maxTokens: 900,
    });
  });

  it("takes a role override over its tier and reads prices", () => {
    const { env, config } = parsed({
      MODEL_QUICK: "openai:a",
      MODEL_BEAR: "openai:b",
      OPENAI_BASE_URL: "http://127.0.0.1:1/v1",
      MODEL_PRICES: '{"b":{"input":1,"output":2}}',
    });
    expect(roleModel(config, "bear")).toMatchObject({ spec: "openai:b", source: "MODEL_BEAR" });
    expect(roleModel(config, "bull")).toMatchObject({ spec: "openai:a", source: "MODEL_QUICK" });
    expect(priceFor(config, "b")).toEqual({ input: 1, output: 2 });
    expect(priceFor(config, "a")).toBeUndefined();
  });

  it("builds a tier's fallbacks in order for every slot of the tier, and fixes them in the debate's model config", () => {
    const { env, config } = parsed({
      MODEL_QUICK: "openai:a",
      MODEL_FALLBACK_QUICK: "openai:b, offline",
      MODEL_DEEP: "openai:x",
      OPENAI_BASE_URL: "http://127.0.0.1:1/v1",
    });
    const spec = (r: ReturnType<typeof fallbacksFor>[number]) =>
      r.ok ? `${r.provider.provider}:${r.provider.model}` : r.message;
    expect(fallbacksFor(env, config, "bear").map(spec)).toEqual(["openai:b", "offline:rule-based-v1"]);
    expect(fallbacksFor(env, config, "judge")).toEqual([]);
    expect(modelConfigFor(env, config).bull.fallbacks).toEqual([
      { provider: "openai", model: "b" },
      { provider: "offline", model: "rule-based-v1" },
    ]);
    // Without fallbacks the model config reads as before.
    expect(modelConfigFor(env, config).judge).not.toHaveProperty("fallbacks");
    expect(breakerSettings(config)).toEqual({ failures: 3, cooldownMs: 60_000 });
    // A fallback that lacks what it needs is a message, as the tier's model would be.
    const noBase = parsed({ MODEL_FALLBACK_DEEP: "openai:y" });
    expect(fallbacksFor(noBase.env, noBase.config, "deep").map(spec)).toEqual([
      "MODEL_FALLBACK_DEEP=openai:y needs OPENAI_BASE_URL (e.g. https://api.deepseek.com)",
    ]);
  });

  it("names what a provider lacks as a message; an invalid var fails where the config is read, naming it", () => {
    const bad = () => readConfig({ MODEL_TIMEOUT_MS: "soon" });
    expect(bad).toThrow(ConfigError);
    expect(bad).toThrow('Invalid configuration: MODEL_TIMEOUT_MS must be a number from 1000 to 600000, got "soon"');
    const noBase = parsed({ MODEL_DEEP: "openai:x" });
    expect(providerFor(noBase.env, noBase.config, "judge")).toEqual({
      ok: false,
      message: "MODEL_DEEP=openai:x needs OPENAI_BASE_URL (e.g. https://api.deepseek.com)",
    });
  });
});
