import { describe, expect, it } from "vitest";
import { ConfigError } from "../../src/config";
import { callSettings, modelConfigFor, modelsSummary, priceFor, providerFor, replyCacheTtlSeconds, roleModel } from "../../src/models/provider-registry";

const vars = (v: Record<string, string>) => v as unknown as Env;

describe("provider registry on the parsed config", () => {
  it("keeps its defaults: offline everywhere, the tier sampling and call settings", () => {
    const env = vars({});
    expect(roleModel(env, "judge")).toEqual({ spec: "offline", source: "default", temperature: 0.2, maxTokens: 1200 });
    expect(callSettings(env)).toEqual({ timeoutMs: 60_000, retries: 3, backoffMs: 500 });
    expect(replyCacheTtlSeconds(env)).toBe(0);
    expect(modelsSummary(env)).toEqual({ quick: "offline", deep: "offline", roles: { bull: "offline", bear: "offline", judge: "offline" }, offline: true });
    expect(modelConfigFor(env).bull).toEqual({ provider: "offline", model: "rule-based-v1", temperature: 0.7, maxTokens: 900 });
  });

  it("takes a role override over its tier and reads prices", () => {
    const env = vars({ MODEL_QUICK: "openai:a", MODEL_BEAR: "openai:b", OPENAI_BASE_URL: "http://127.0.0.1:1/v1", MODEL_PRICES: '{"b":{"input":1,"output":2}}' });
    expect(roleModel(env, "bear")).toMatchObject({ spec: "openai:b", source: "MODEL_BEAR" });
    expect(roleModel(env, "bull")).toMatchObject({ spec: "openai:a", source: "MODEL_QUICK" });
    expect(priceFor(env, "b")).toEqual({ input: 1, output: 2 });
    expect(priceFor(env, "a")).toBeUndefined();
  });

  it("answers a misconfiguration from providerFor as a message, and throws ConfigError elsewhere", () => {
    const bad = vars({ MODEL_TIMEOUT_MS: "soon" });
    const picked = providerFor(bad, "bull");
    expect(picked).toEqual({ ok: false, message: 'Invalid configuration: MODEL_TIMEOUT_MS must be a number from 1000 to 600000, got "soon"' });
    expect(() => callSettings(bad)).toThrow(ConfigError);
    expect(providerFor(vars({ MODEL_DEEP: "openai:x" }), "judge")).toEqual({
      ok: false,
      message: "MODEL_DEEP=openai:x needs OPENAI_BASE_URL (e.g. https://api.deepseek.com)",
    });
  });
});
