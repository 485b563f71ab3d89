import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { TrackRecordResponse } from "../../src/wire/wire-track";
import { api, json, postJson } from "../support/api";

/**
 * Runs a debate until its prediction is in the ledger (the alarm after the last step saves, records and then scores
 * it in the same call), plus a moment for that scoring to finish.
 */
async function persisted(body: Record<string, unknown>): Promise<string> {
  const res = await postJson("/api/debates", body);
  expect(res.status, await res.clone().text()).toBe(202);
  const { id } = await json<{ id: string }>(res);
  for (let i = 0; i < 300; i++) {
    const row = await env.DB.prepare("SELECT 1 FROM predictions WHERE debate_id = ?").bind(id).first();
    if (row) {
      await new Promise((r) => setTimeout(r, 1000));
      return id;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`debate ${id} was not recorded`);
}

const scoresOf = async (id: string) =>
  (
    await env.DB.prepare(
      "SELECT horizon, entry_date, exit_date FROM prediction_scores WHERE debate_id = ? ORDER BY horizon",
    )
      .bind(id)
      .all()
  ).results;

describe("a past-dated debate is scored when it is recorded", () => {
  it("scores the horizons its stored prices reach at once, and calls one no price can reach 无后续行情，无法计分", async () => {
    // 300750's stored bars run to 2026-04-30: a call as of Friday 2024-06-28 enters Monday 2024-07-01 and all three
    // horizons closed long before, with no daily job run.
    const past = await persisted({ ticker: "300750", asOf: "2024-06-28", rounds: 1, fresh: true });
    expect(await scoresOf(past)).toEqual([
      { horizon: "1d", entry_date: "2024-07-01", exit_date: "2024-07-01" },
      { horizon: "1m", entry_date: "2024-07-01", exit_date: "2024-07-29" },
      { horizon: "1w", entry_date: "2024-07-01", exit_date: "2024-07-05" },
    ]);

    // As of the series' last day: no later price is stored, and the series stopped months before today.
    const last = await persisted({ ticker: "300750", asOf: "2026-04-30", rounds: 1, fresh: true });
    expect(await scoresOf(last)).toEqual([]);
    const res = await api("/api/track-record?from=2026-04-30&to=2026-04-30");
    const tr = TrackRecordResponse.parse(await res.json());
    expect(tr.predictions).toMatchObject({ total: 1, pending: 0, unscorable: 1 });
    expect(tr.notes.join("\n")).toContain("无后续行情，无法计分");
  }, 120_000);
});
