import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { BacktestResponse } from "../../../src/wire/wire-backtest";
import { api } from "../../support/api";

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
