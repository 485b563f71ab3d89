import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { runScheduled } from "../../src/precompute/scheduled";
import { ScoreRunResponse, TrackRecordResponse } from "../../src/wire/wire-track";
import { ADMIN_TOKEN, api, json } from "../support/api";

/** A ledger row as the room writes it (the ledger test covers the room's path; here the dates are chosen). */
async function predict(
  debateId: string,
  asOf: string,
  stance: "bullish" | "bearish" | "neutral",
  confidence: number,
  ticker = "300750",
) {
  await env.DB.prepare(
    "INSERT INTO predictions (debate_id, ticker, protocol, model, as_of, stance, confidence, conviction, input_hash, entry_date, made_before_open, created_at) VALUES (?, ?, 'adversarial', 'offline', ?, ?, ?, '中等置信', ?, ?, 0, '2026-11-30T00:00:00Z')",
  )
    .bind(debateId, ticker, asOf, stance, confidence, `hash_${debateId}`, asOf)
    .run();
}

const score = () =>
  api("/api/admin/track-record/score", { method: "POST", headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });

async function record(query = ""): Promise<TrackRecordResponse> {
  const res = await api(`/api/track-record${query}`);
  expect(res.status, await res.clone().text()).toBe(200);
  // The answer is what the API document says it is.
  return TrackRecordResponse.parse(await res.json());
}

interface ScoreDbRow {
  debate_id: string;
  horizon: string;
  entry_date: string;
  exit_date: string;
  tradeable: number;
  entry_open: number;
  exit_close: number;
  return_pct: number;
  benchmark: string;
  index_return_pct: number | null;
  excess_pct: number | null;
  call: string | null;
  hit: number | null;
}

describe("scoring the ledger and GET /api/track-record", () => {
  it("scores matured horizons from the stored bars once, and reports hit rates with n, intervals and baselines", async () => {
    // 300750's sample bars run to 2026-04-30 (the sample's debate date). Weekly calls through 2024, one call in the last
    // days of the series.
    const dates = [
      "2024-03-01",
      "2024-03-08",
      "2024-03-15",
      "2024-03-22",
      "2024-03-29",
      "2024-04-12",
      "2024-04-19",
      "2024-05-10",
    ];
    for (const [i, d] of dates.entries())
      await predict(`d_tr_${i}`, d, i % 3 === 2 ? "bearish" : "bullish", 0.6 + i * 0.04);
    await predict("d_tr_neutral", "2024-06-07", "neutral", 0.55);
    await predict("d_tr_late", "2026-04-28", "bullish", 0.7);

    const first = ScoreRunResponse.parse(await json(await score()));
    expect(first.open).toBe(10);
    // 9 predictions × 3 horizons, plus the late call's one-day horizon only (its week ends in May 2026, not stored).
    expect(first.scored).toBe(9 * 3 + 1);
    const again = await json<{ scored: number; open: number }>(await score());
    expect(again.scored).toBe(0);
    expect(again.open).toBe(1);

    const rows = (await env.DB.prepare("SELECT * FROM prediction_scores").all<ScoreDbRow>()).results;
    const late = rows.filter((r) => r.debate_id === "d_tr_late");
    expect(late.map((r) => r.horizon)).toEqual(["1d"]);
    expect(late[0]).toMatchObject({ entry_date: "2026-04-29", exit_date: "2026-04-29" });

    // T+1 at the open: 2024-03-01 is a Friday, so the entry is Monday 2024-03-04's stored open.
    const w = rows.find((r) => r.debate_id === "d_tr_0" && r.horizon === "1w")!;
    const bar = await env.DB.prepare(
      "SELECT open FROM daily_quotes WHERE ticker = '300750' AND date = '2024-03-04'",
    ).first<{ open: number }>();
    expect(w.entry_date).toBe("2024-03-04");
    expect(w.entry_open).toBe(bar!.open);
    expect(w.exit_date).toBe("2024-03-08");
    expect(w.benchmark).toBe("000300");
    expect(w.excess_pct!).toBeCloseTo(w.return_pct - w.index_return_pct!, 3);

    const tr = await record();
    // The late call's week and month can never be scored: the series stopped on 2026-04-30, months before today.
    const stances = { bullish: 7, bearish: 2, neutral: 1 };
    expect(tr.predictions).toMatchObject({ total: 10, backtest: 10, forward: 0, pending: 0, unscorable: 1, stances });
    const day = tr.horizons.find((h) => h.horizon === "1d")!;
    const dayRows = rows.filter((r) => r.horizon === "1d" && r.call !== null && r.tradeable === 1);
    expect(day.directional).toBe(dayRows.length);
    expect(day.hitRate.n).toBe(dayRows.length);
    expect(day.hitRate.k).toBe(dayRows.filter((r) => r.hit === 1).length);
    expect(day.hitRate.low).not.toBeNull();
    expect(day.brier.n).toBe(dayRows.length);
    expect(day.reliability.reduce((n, b) => n + b.observed.n, 0)).toBe(dayRows.length);
    // The neutral call is an abstention: scored, tradeable, not directional.
    expect(day.tradeable).toBe(day.directional + 1);
    expect(day.baselines.map((b) => b.label)).toEqual(["总是看涨", "20日动量", "昨日方向"]);
    const up = day.baselines[0]!;
    expect(up.hitRate.n).toBe(dayRows.length);
    expect(up.hitRate.k).toBe(dayRows.filter((r) => r.return_pct > 0).length);
    // The scoreboard leads with the skill against the base rate; always-up at the base rate is the reference itself.
    const keys = ["model_raw", "model_calibrated", "always_up", "momentum_20d", "yesterday"];
    expect(day.skill.map((s) => s.key)).toEqual(keys);
    expect(day.skill[0]!.n).toBe(dayRows.length);
    expect(day.skill[0]!.brier.value).toBeCloseTo(day.brier.score!, 12);
    expect(day.skill[2]!.skill.value).toBe(0);
    // Ten predictions: fewer than 30 matured before any of them, so none is calibrated.
    expect(day.calibration).toMatchObject({ calibrated: 0, uncalibrated: dayRows.length });
    expect(day.skill[1]!.n).toBe(0);
    expect(day.skillNote).toMatch(/^一日：本系统（原始分）技能分 /);
    expect(tr.byCompany.map((g) => g.label)).toEqual(["宁德时代（300750）"]);
    expect(tr.byModel.map((g) => g.label)).toEqual(["离线规则引擎"]);
    expect(tr.benchmark.until).toBe("2026-06-16");
    expect(tr.disclaimer).toContain("不构成任何投资建议");
    for (const note of tr.notes) expect(note).toMatch(/[\u4e00-\u9fff]/);

    // Filters: by protocol (none of these are FinDebate), by the asOf window.
    expect((await record("?protocol=findebate")).predictions.total).toBe(0);
    const march = await record("?from=2024-03-01&to=2024-03-31&model=offline&protocol=");
    expect(march.predictions.total).toBe(5);
    expect(march.filters).toEqual({ protocol: null, model: "offline", from: "2024-03-01", to: "2024-03-31" });
  });

  it("answers bad filters with 400 and a message that says what to fix", async () => {
    const cases: [string, RegExp][] = [
      ["?protocol=momentum", /protocol/],
      ["?from=2024-02-30", /from.*不是日历上存在的日期/],
      ["?from=2024-05-01&to=2024-04-01", /from 不能晚于 to/],
      ["?to=yesterday", /YYYY-MM-DD/],
      ["?ticker=600519", /ticker/],
    ];
    for (const [query, message] of cases) {
      const res = await api(`/api/track-record${query}`);
      expect(res.status, query).toBe(400);
      const body = await json<{ error: { code: string; message: string } }>(res);
      expect(body.error.code).toBe("invalid_input");
      expect(body.error.message, query).toMatch(message);
    }
  });

  it("the daily cron scores what has matured before it pre-computes", async () => {
    await predict("d_cron", "2024-09-02", "bearish", 0.7);
    // A Saturday: the pre-compute skips (weekend), the scoring still runs.
    const summary = await runScheduled(env, {
      cron: "45 0 * * 1-5",
      scheduledTime: Date.parse("2026-11-28T00:45:00Z"),
    });
    expect(summary.status).toBe("skipped");
    const rows = (
      await env.DB.prepare(
        "SELECT horizon, call FROM prediction_scores WHERE debate_id = 'd_cron' ORDER BY horizon",
      ).all()
    ).results;
    expect(rows).toEqual([
      { horizon: "1d", call: "down" },
      { horizon: "1m", call: "down" },
      { horizon: "1w", call: "down" },
    ]);
  });

  it("knows the holidays of years before the index series from the stored bars: no false suspension", async () => {
    // 2019-09-30 is the Monday before the National Day closure (10-01..10-07): T+1 is 2019-10-08, a stored session.
    await predict("d_2019", "2019-09-30", "bullish", 0.7, "601318");
    await score();
    const row = await env.DB.prepare(
      "SELECT entry_date, tradeable, untradeable FROM prediction_scores WHERE debate_id = 'd_2019' AND horizon = '1d'",
    ).first();
    expect(row).toEqual({ entry_date: "2019-10-08", tradeable: 1, untradeable: null });
  });

  it("scoring needs the admin token", async () => {
    expect((await api("/api/admin/track-record/score", { method: "POST" })).status).toBe(401);
  });
});
