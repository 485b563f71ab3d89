import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BACKTEST_TTL_S } from "../../../src/http/backtest-cache";
import { BacktestResponse } from "../../../src/wire/wire-backtest";
import { createDb } from "../../../src/db/client";
import { bumpDirectoryVersion } from "../../../src/ingest/directory-version";
import { api } from "../../support/api";
import worker from "../../../src/index";

/** A ledger row as the room writes it (the ledger test covers the room's path; here the dates are chosen). */
async function predict(debateId: string, asOf: string, stance: "bullish" | "bearish", protocol = "adversarial") {
  await env.DB.prepare(
    "INSERT INTO predictions (debate_id, ticker, protocol, model, as_of, stance, confidence, conviction, input_hash, entry_date, made_before_open, created_at) VALUES (?, '300750', ?, 'offline', ?, ?, 0.7, '中等置信', ?, ?, 0, '2026-11-30T00:00:00Z')",
  )
    .bind(debateId, protocol, asOf, stance, `hash_${debateId}`, asOf)
    .run();
}

describe("GET /api/track-record/backtest", () => {
  it("follows the stored calls over the stored bars against the CSI 300, in the API document's shape", async () => {
    // 300750's sample bars and the bundled CSI 300 both cover 2024.
    await predict("d_bt_1", "2024-03-01", "bullish");
    await predict("d_bt_2", "2024-03-08", "bullish");
    await predict("d_bt_3", "2024-03-15", "bearish");
    await predict("d_bt_4", "2024-04-12", "bullish");
    await predict("d_bt_other", "2024-03-22", "bullish", "findebate");
    const res = await api("/api/track-record/backtest?protocol=adversarial&horizon=1w&to=2024-06-28");
    expect(res.status, await res.clone().text()).toBe(200);
    const bt = BacktestResponse.parse(await res.json());
    expect(bt.horizon).toBe("1w");
    expect(bt.ledger).toEqual({ used: 4, outside: 0 });
    expect(bt.window?.from).toBe("2024-03-01");
    // Three 看多 entries: the first two make one held position (the second extends it), the 看空 ends it; the last.
    expect(bt.trades.orders).toBe(4);
    expect(bt.trades.hitRate.n).toBe(2);
    expect(bt.trades.costs.stampDuty).toBeGreaterThan(0);
    expect(bt.variantsTried).toBe(3);
    expect(bt.variants.map((v) => v.horizon)).toEqual(["1d", "1w", "1m"]);
    expect(bt.curve[0]!.date).toBe("2024-03-01");
    expect(bt.curve.at(-1)!.strategy).toBeCloseTo(1 + bt.strategy.totalReturn, 5);
    expect(bt.excess.vsCsi300.total).toBeCloseTo(bt.strategy.totalReturn - bt.csi300.totalReturn, 5);
    expect(bt.notes.join("")).toContain("印花税");
  });

  it("answers a wrong horizon with a 400 naming it", async () => {
    const res = await api("/api/track-record/backtest?horizon=2y");
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain("horizon");
  });
});

describe("GET /api/track-record/backtest is computed once per query and stored inputs", () => {
  const QUERY = "/api/track-record/backtest?protocol=adversarial&from=2024-07-01&to=2024-09-30&horizon=1m";
  const get = async (path = QUERY) => {
    const res = await api(path);
    expect(res.status, await res.clone().text()).toBe(200);
    return { res, body: BacktestResponse.parse(await res.json()) };
  };
  /** Doubles 300750's stored closes in the window behind the ingest's back: the inputs' key does not change. */
  const doubleClosesQuietly = () =>
    env.DB.prepare(
      "UPDATE daily_quotes SET close = close * 2 WHERE ticker = '300750' AND date BETWEEN '2024-07-01' AND '2024-12-31'",
    ).run();

  it("serves a repeated query from the cache (with its Age), and a new ledger row or another query afresh", async () => {
    await predict("d_bc_1", "2024-07-05", "bullish");
    const first = await get();
    expect(first.res.headers.get("cache-control")).toBe("public, max-age=60");
    expect(first.res.headers.get("age")).toBeNull();
    expect(first.body.ledger.used).toBe(1);

    // The prices changed without an ingest: only a cached answer can still be the first one.
    await doubleClosesQuietly();
    const second = await get();
    expect(second.res.headers.get("age")).toMatch(/^\d+$/);
    // Age plus max-age never runs past the server's own 300 s lifetime of the answer.
    const maxAge = Number(second.res.headers.get("cache-control")!.match(/max-age=(\d+)$/)![1]);
    expect(maxAge + Number(second.res.headers.get("age"))).toBeLessThanOrEqual(BACKTEST_TTL_S);
    expect(second.body).toEqual(first.body);

    // Another parameter is another backtest, computed over the prices as they are now.
    const otherHorizon = await get(QUERY.replace("horizon=1m", "horizon=1w"));
    expect(otherHorizon.res.headers.get("age")).toBeNull();

    // A verdict recorded since: the ledger is new, so the answer is computed again and counts it.
    await predict("d_bc_2", "2024-07-12", "bullish");
    const third = await get();
    expect(third.res.headers.get("age")).toBeNull();
    expect(third.body.ledger.used).toBe(2);
    expect(third.body.strategy).not.toEqual(first.body.strategy);
  });

  it("computes again when an ingest changed the stored prices", async () => {
    await predict("d_bc_3", "2024-08-02", "bullish");
    const path = `${QUERY}&model=offline`;
    const first = await get(path);
    await doubleClosesQuietly();
    // An ingest bumps the directory version (src/ingest/directory-version.ts): the prices are part of the key.
    await bumpDirectoryVersion(createDb(env.DB), new Date().toISOString());
    const after = await get(path);
    expect(after.res.headers.get("age")).toBeNull();
    expect(after.body.strategy).not.toEqual(first.body.strategy);
  });

  it("a wrong query is still a 400 naming the field, never a cached answer", async () => {
    const res = await api("/api/track-record/backtest?from=2024-09-30&to=2024-07-01");
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain("from");
  });

  it("limits computations per client address (429 rate_limited, Retry-After), never answers from the cache", async () => {
    // The binding's own window is the wall clock's minute: a limiter that allows 20 and then refuses decides alike.
    let spent = 0;
    const limiter = { limit: async () => ({ success: ++spent <= 20 }) };
    const call = async (path: string) => {
      const request = new Request(`https://debatedesk.test${path}`, {
        headers: { "cf-connecting-ip": "203.0.113.77" },
      });
      const ctx = createExecutionContext();
      const res = await worker.fetch(request, { ...env, COMPUTE_LIMITER: limiter } as unknown as Env, ctx);
      await waitOnExecutionContext(ctx);
      return res;
    };
    // 20 distinct queries a minute compute; the 21st distinct one is refused.
    const days = Array.from({ length: 21 }, (_, i) => `2023-01-${String(i + 1).padStart(2, "0")}`);
    const statuses: number[] = [];
    for (const day of days) {
      const res = await call(`/api/track-record/backtest?to=${day}`);
      statuses.push(res.status);
      if (res.status === 429) {
        expect(res.headers.get("retry-after")).toBe("60");
        const body = (await res.json()) as { error: { code: string; message: string } };
        expect(body.error.code).toBe("rate_limited");
        expect(body.error.message).toContain("回测");
      } else await res.body?.cancel();
    }
    expect(statuses).toEqual([...Array(20).fill(200), 429]);
    // An answer already computed is still served: the cache spends nothing.
    const cached = await call(`/api/track-record/backtest?to=${days[0]}`);
    expect(cached.status).toBe(200);
    expect(cached.headers.get("age")).toMatch(/^\d+$/);
    expect(spent).toBe(21);
  });
});
