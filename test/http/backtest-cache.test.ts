import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { createDb } from "../../src/db/client";
import { BACKTEST_MAX_AGE_S, BACKTEST_TTL_S, backtestMaxAge, cachedBacktest } from "../../src/http/backtest-cache";
import { ledgerBacktest } from "../../src/track/backtest/ledger-backtest";
import type { BacktestResponse } from "../../src/wire/wire-backtest";

/** A KV namespace in memory, with the writes it was asked for; `failWrites` makes every put throw. */
function memoryKv(failWrites = false) {
  const data = new Map<string, string>();
  const puts: { key: string; ttl: number | undefined }[] = [];
  const kv = {
    get: async (key: string) => (data.has(key) ? JSON.parse(data.get(key)!) : null),
    put: async (key: string, value: string, opts?: { expirationTtl?: number }) => {
      if (failWrites) throw new Error("KV PUT failed: 429 Too Many Requests");
      puts.push({ key, ttl: opts?.expirationTtl });
      data.set(key, value);
    },
  } as unknown as KVNamespace;
  return { kv, puts };
}

/** A real (empty-ledger) backtest: what the KV entry's schema accepts, with `notional` telling answers apart. */
let base: BacktestResponse;
const answer = (n: number) => ({ ...base, notional: n });
const T0 = new Date("2026-12-01T08:00:00Z");
const later = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

describe("cachedBacktest", () => {
  beforeAll(async () => {
    base = await ledgerBacktest(createDb(env.DB), {}, "1w");
  });

  it("computes once, answers from KV with the entry's age until BACKTEST_TTL_S, then computes again", async () => {
    const { kv, puts } = memoryKv();
    let computed = 0;
    const compute = async () => answer(++computed);
    expect(await cachedBacktest(kv, "k", T0, compute)).toEqual({ answer: answer(1), ageSeconds: null });
    expect(puts).toEqual([{ key: "k", ttl: BACKTEST_TTL_S }]);
    expect(await cachedBacktest(kv, "k", later(42), compute)).toEqual({ answer: answer(1), ageSeconds: 42 });
    // KV expires lazily: an entry past its lifetime is not served even while KV still holds it.
    expect(await cachedBacktest(kv, "k", later(BACKTEST_TTL_S), compute)).toEqual({
      answer: answer(2),
      ageSeconds: null,
    });
    expect(computed).toBe(2);
  });

  it("still answers when KV cannot keep the answer: the next request computes again", async () => {
    const { kv } = memoryKv(true);
    const result = await cachedBacktest(kv, "k", T0, async () => answer(7));
    expect(result).toEqual({ answer: answer(7), ageSeconds: null });
  });

  it("treats a KV that fails to answer as a miss: computes, answers, logs a code (never a 500)", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const kv = {
      get: async () => {
        throw new Error("KV GET failed: 500 at https://internal/secret");
      },
      put: async () => {},
    } as unknown as KVNamespace;
    expect(await cachedBacktest(kv, "k", T0, async () => answer(3))).toEqual({ answer: answer(3), ageSeconds: null });
    expect(JSON.parse(String(log.mock.calls[0]![0]))).toMatchObject({
      event: "backtest.cache_failed",
      op: "read",
      errorCode: "Error",
    });
    expect(String(log.mock.calls[0]![0])).not.toContain("secret");
    log.mockRestore();
  });

  it("treats an entry of another shape as a miss: it is computed again, never served", async () => {
    const { kv } = memoryKv();
    await kv.put("k", JSON.stringify({ createdAt: T0.toISOString(), answer: { horizon: "1w" } }));
    await kv.put("k2", JSON.stringify({ when: "yesterday" }));
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    expect(await cachedBacktest(kv, "k", later(5), async () => answer(4))).toEqual({
      answer: answer(4),
      ageSeconds: null,
    });
    expect(await cachedBacktest(kv, "k2", later(5), async () => answer(5))).toEqual({
      answer: answer(5),
      ageSeconds: null,
    });
    expect(log.mock.calls.map(([l]) => JSON.parse(String(l)).errorCode)).toEqual(["invalid_entry", "invalid_entry"]);
    log.mockRestore();
  });
});

describe("backtestMaxAge: what browsers may keep, never past the answer's lifetime", () => {
  it("is BACKTEST_MAX_AGE_S for a fresh answer and what is left of BACKTEST_TTL_S near its end", () => {
    expect(backtestMaxAge(null)).toBe(BACKTEST_MAX_AGE_S);
    expect(backtestMaxAge(100)).toBe(BACKTEST_MAX_AGE_S);
    expect(backtestMaxAge(BACKTEST_TTL_S - 20)).toBe(20);
    expect(backtestMaxAge(BACKTEST_TTL_S + 5)).toBe(0);
  });
});
