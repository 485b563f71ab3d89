import { describe, expect, it } from "vitest";
import { BACKTEST_TTL_S, cachedBacktest } from "../../../src/track/backtest/backtest-cache";
import type { BacktestResponse } from "../../../src/wire/wire-backtest";

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

const answer = (n: number) => ({ horizon: "1w", notional: n }) as unknown as BacktestResponse;
const T0 = new Date("2026-12-01T08:00:00Z");
const later = (seconds: number) => new Date(T0.getTime() + seconds * 1000);

describe("cachedBacktest", () => {
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
});
