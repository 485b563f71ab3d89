import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { api, json } from "../support/api";
import { pollUntil, startDebate, waitEnded } from "../support/debates";

interface PredictionDbRow {
  debate_id: string;
  ticker: string;
  protocol: string;
  model: string;
  as_of: string;
  stance: string;
  confidence: number;
  conviction: string;
  horizons: string | null;
  input_hash: string;
  entry_date: string;
  made_before_open: number;
}

async function finish(body: Record<string, unknown>): Promise<string> {
  const id = await startDebate(body);
  const state = await waitEnded(id, { timeoutMs: 30_000, everyMs: 100 });
  if (state.status === "done") {
    // The verdict (and the ledger row) is saved by the alarm after the last step: wait for it.
    const saved = () => env.DB.prepare("SELECT 1 FROM verdicts WHERE debate_id = ?").bind(id).first();
    await pollUntil(async () => (await saved()) !== null, { what: `the verdict of ${id} in D1`, everyMs: 100 });
  }
  return id;
}

const ledger = async () =>
  (await env.DB.prepare("SELECT * FROM predictions ORDER BY id").all<PredictionDbRow>()).results;

describe("the track record's ledger", () => {
  it("records a finished debate as a dated, hashed prediction; a re-run on the same inputs and a replay add none", async () => {
    const id = await finish({ ticker: "600519", asOf: "2025-06-30", rounds: 1 });
    const rows = await ledger();
    const mine = rows.find((r) => r.debate_id === id);
    expect(mine, "the debate is in the ledger").toBeDefined();
    const verdict = await env.DB.prepare("SELECT stance, overall FROM verdicts WHERE debate_id = ?")
      .bind(id)
      .first<{ stance: string; overall: number }>();
    expect(mine).toMatchObject({
      ticker: "600519",
      protocol: "adversarial",
      model: "offline",
      as_of: "2025-06-30",
      stance: verdict!.stance,
      horizons: null,
    });
    expect(mine!.confidence).toBeCloseTo(verdict!.overall / 100, 9);
    expect(mine!.conviction.length).toBeGreaterThan(0);
    expect(mine!.input_hash).toMatch(/^[0-9a-f]{64}$/);
    // 2025-06-30 is a Monday: T+1 is Tuesday's open; recorded long after it, so this is a backtest, not a forward call.
    expect(mine!.entry_date).toBe("2025-07-01");
    expect(mine!.made_before_open).toBe(0);

    // The offline analyst is deterministic: the same question on the same data is the same prediction.
    const again = await finish({ ticker: "600519", asOf: "2025-06-30", rounds: 1, fresh: true });
    expect(again).not.toBe(id);
    expect((await ledger()).filter((r) => r.as_of === "2025-06-30" && r.ticker === "600519")).toHaveLength(1);

    // A replay re-checks the old prediction: nothing new.
    const replay = await api(`/api/debates/${id}/replay`, { method: "POST" });
    expect(replay.status, await replay.clone().text()).toBe(202);
    const { id: replayId } = await json<{ id: string }>(replay);
    await waitEnded(replayId, { timeoutMs: 30_000, everyMs: 100 });
    // Give a (wrong) ledger write the alarm after the last step would make the time to land before looking.
    await new Promise((r) => setTimeout(r, 300));
    expect((await ledger()).some((r) => r.debate_id === replayId)).toBe(false);

    // A different question is a different prediction, with a different hash; FinDebate gives its horizons.
    const fin = await finish({ ticker: "600519", asOf: "2025-06-30", protocol: "findebate" });
    const finRow = (await ledger()).find((r) => r.debate_id === fin)!;
    expect(finRow.protocol).toBe("findebate");
    expect(finRow.input_hash).not.toBe(mine!.input_hash);
    expect(Object.keys(JSON.parse(finRow.horizons!))).toEqual(["1d", "1w", "1m"]);
  }, 120_000);

  it("is append-only: the database refuses to update or delete a prediction or a score", async () => {
    await env.DB.prepare(
      "INSERT INTO predictions (debate_id, ticker, protocol, model, as_of, stance, confidence, conviction, input_hash, entry_date, made_before_open, created_at) VALUES ('d_append', '600036', 'adversarial', 'offline', '2025-03-03', 'bullish', 0.7, '中等置信', 'h_append', '2025-03-04', 0, '2026-01-01T00:00:00Z')",
    ).run();
    await expect(
      env.DB.prepare("UPDATE predictions SET stance = 'bearish' WHERE debate_id = 'd_append'").run(),
    ).rejects.toThrow(/append-only/);
    await expect(env.DB.prepare("DELETE FROM predictions WHERE debate_id = 'd_append'").run()).rejects.toThrow(
      /append-only/,
    );
    await env.DB.prepare(
      "INSERT INTO prediction_scores (debate_id, horizon, entry_date, exit_date, tradeable, benchmark, scored_at) VALUES ('d_append', '1d', '2025-03-04', '2025-03-04', 1, 'none', '2026-01-01T00:00:00Z')",
    ).run();
    await expect(env.DB.prepare("UPDATE prediction_scores SET hit = 1").run()).rejects.toThrow(/append-only/);
    await expect(env.DB.prepare("DELETE FROM prediction_scores").run()).rejects.toThrow(/append-only/);
    const row = await env.DB.prepare("SELECT stance FROM predictions WHERE debate_id = 'd_append'").first<{
      stance: string;
    }>();
    expect(row!.stance).toBe("bullish");
  });
});
