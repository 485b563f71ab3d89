import { describe, expect, it } from "vitest";
import { ConfigError } from "../../src/config";
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

describe("provider registry on the parsed config", () => {
  it("keeps its defaults: offline everywhere, the tier sampling and call settings", () => {
    const env = vars({});
    expect(roleModel(env, "judge")).toEqual({ spec: "offline", source: "default", temperature: 0.2, maxTokens: 1200 });
    expect(callSettings(env)).toEqual({ timeoutMs: 60_000, retries: 3, backoffMs: 500 });
    expect(replyCacheTtlSeconds(env)).toBe(0);
    expect(modelsSummary(env)).toEqual({
      quick: "offline",
      deep: "offline",
      roles: { bull: "offline", bear: "offline", judge: "offline" },
      offline: true,
    });
    expect(modelConfigFor(env).bull).toEqual({
      provider: "offline",
      model: "rule-based-v1",
      temperature: 0.7,
      maxTokens: 900,
    });
  });

  it("takes a role override over its tier and reads prices", () => {
    const env = vars({
      MODEL_QUICK: "openai:a",
      MODEL_BEAR: "openai:b",
      OPENAI_BASE_URL: "http://127.0.0.1:1/v1",
      MODEL_PRICES: '{"b":{"input":1,"output":2}}',
    });
    expect(roleModel(env, "bear")).toMatchObject({ spec: "openai:b", source: "MODEL_BEAR" });
    expect(roleModel(env, "bull")).toMatchObject({ spec: "openai:a", source: "MODEL_QUICK" });
    expect(priceFor(env, "b")).toEqual({ input: 1, output: 2 });
    expect(priceFor(env, "a")).toBeUndefined();
  });

  it("builds a tier's fallbacks in order for every slot of the tier, and fixes them in the debate's model config", () => {
    const env = vars({
      MODEL_QUICK: "openai:a",
      MODEL_FALLBACK_QUICK: "openai:b, offline",
      MODEL_DEEP: "openai:x",
      OPENAI_BASE_URL: "http://127.0.0.1:1/v1",
    });
    const spec = (r: ReturnType<typeof fallbacksFor>[number]) =>
      r.ok ? `${r.provider.provider}:${r.provider.model}` : r.message;
    expect(fallbacksFor(env, "bear").map(spec)).toEqual(["openai:b", "offline:rule-based-v1"]);
    expect(fallbacksFor(env, "judge")).toEqual([]);
    expect(modelConfigFor(env).bull.fallbacks).toEqual([
      { provider: "openai", model: "b" },
      { provider: "offline", model: "rule-based-v1" },
    ]);
    // Without fallbacks the model config reads as before.
    expect(modelConfigFor(env).judge).not.toHaveProperty("fallbacks");
    expect(breakerSettings(env)).toEqual({ failures: 3, cooldownMs: 60_000 });
    // A fallback that lacks what it needs is a message, as the tier's model would be.
    expect(fallbacksFor(vars({ MODEL_FALLBACK_DEEP: "openai:y" }), "deep").map(spec)).toEqual([
      "MODEL_FALLBACK_DEEP=openai:y needs OPENAI_BASE_URL (e.g. https://api.deepseek.com)",
    ]);
  });

  it("answers a misconfiguration from providerFor as a message, and throws ConfigError elsewhere", () => {
    const bad = vars({ MODEL_TIMEOUT_MS: "soon" });
    const picked = providerFor(bad, "bull");
    expect(picked).toEqual({
      ok: false,
      message: 'Invalid configuration: MODEL_TIMEOUT_MS must be a number from 1000 to 600000, got "soon"',
    });
    expect(() => callSettings(bad)).toThrow(ConfigError);
    expect(providerFor(vars({ MODEL_DEEP: "openai:x" }), "judge")).toEqual({
      ok: false,
      message: "MODEL_DEEP=openai:x needs OPENAI_BASE_URL (e.g. https://api.deepseek.com)",
    });
  });
});
