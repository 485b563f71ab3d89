import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { readConfig } from "../../src/config";
import { spendComputation } from "../../src/http/compute-limit";

const config = readConfig(env);
const IP = "203.0.113.9";
const withLimiter = (limiter: unknown) => ({ ...env, COMPUTE_LIMITER: limiter }) as unknown as Env;
const refusing = { limit: async () => ({ success: false }) };

describe("spendComputation: one of the client address's backtest computations a minute", () => {
  afterEach(() => vi.restoreAllMocks());

  it("refuses with a 429 rate_limited in Chinese, Retry-After 60, when the limiter says no", async () => {
    await expect(spendComputation(withLimiter(refusing), config, IP)).rejects.toMatchObject({
      status: 429,
      code: "rate_limited",
      details: { retryAfterSeconds: 60 },
    });
  });

  it("lets a request without a client address, or with the rate turned off, through unasked", async () => {
    await expect(spendComputation(withLimiter(refusing), config, undefined)).resolves.toBeUndefined();
    const off = { ...config, DEBATE_RATE_LIMIT: false };
    await expect(spendComputation(withLimiter(refusing), off, IP)).resolves.toBeUndefined();
  });

  it("lets the computation through, logging a code, when the binding is missing or fails (never a 500)", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    await expect(spendComputation(withLimiter(undefined), config, IP)).resolves.toBeUndefined();
    const failing = {
      limit: async () => {
        throw new TypeError("rate limiter at http://internal/secret unreachable");
      },
    };
    await expect(spendComputation(withLimiter(failing), config, IP)).resolves.toBeUndefined();
    const lines = log.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(lines).toEqual([
      expect.objectContaining({ event: "limit.unavailable", binding: "COMPUTE_LIMITER", errorCode: "missing_binding" }),
      expect.objectContaining({ event: "limit.unavailable", binding: "COMPUTE_LIMITER", errorCode: "TypeError" }),
    ]);
    expect(JSON.stringify(lines)).not.toContain("secret");
  });
});
