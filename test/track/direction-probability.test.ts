import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { probabilityWords } from "../../src/domain/labels";
import { DirectionProbabilityResponse } from "../../src/wire/wire-track";
import { ADMIN_TOKEN, api, json } from "../support/api";

async function predict(debateId: string, asOf: string, stance: "bullish" | "bearish" | "neutral", confidence: number) {
  await env.DB.prepare(
    "INSERT INTO predictions (debate_id, ticker, protocol, model, as_of, stance, confidence, conviction, input_hash, " +
      "entry_date, made_before_open, created_at) " +
      "VALUES (?, '300750', 'adversarial', 'offline', ?, ?, ?, '可能', ?, ?, 0, '2026-11-30T00:00:00Z')",
  )
    .bind(debateId, asOf, stance, confidence, `hash_${debateId}`, asOf)
    .run();
}

const WEEK_MS = 7 * 86_400_000;
const friday = (i: number) => new Date(Date.parse("2024-01-05T00:00:00Z") + i * WEEK_MS).toISOString().slice(0, 10);

async function probability(id: string) {
  const res = await api(`/api/track-record/probability/${id}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return DirectionProbabilityResponse.parse(await res.json());
}

describe("GET /api/track-record/probability/:id", () => {
  it("gives a calibrated probability only from calls matured before it, and says when there are too few", async () => {
    // Forty weekly bullish calls through 2024 (ids d_cal00000000..), then a later one and a neutral one.
    for (let i = 0; i < 40; i++) await predict(`d_cal${String(i).padStart(9, "0")}`, friday(i), "bullish", 0.68);
    await predict("d_callate00000", "2024-11-01", "bullish", 0.68);
    await predict("d_calneutral00", "2024-11-01", "neutral", 0.5);
    const headers = { authorization: `Bearer ${ADMIN_TOKEN}` };
    expect((await api("/api/admin/track-record/score", { method: "POST", headers })).status).toBe(200);

    const late = await probability("d_callate00000");
    expect(late.rawScore).toBe(0.68);
    const day = late.horizons.find((h) => h.horizon === "1d")!;
    // What it may learn from: the tradeable one-day calls that closed on or before 2024-11-01.
    const matured = await env.DB.prepare(
      "SELECT count(*) AS n FROM prediction_scores " +
        "WHERE horizon = '1d' AND tradeable = 1 AND call IS NOT NULL AND exit_date <= '2024-11-01'",
    ).first<{ n: number }>();
    expect(matured!.n).toBeGreaterThanOrEqual(30);
    expect(day).toMatchObject({ call: "up", samples: matured!.n, pooled: true });
    expect(day.probability).not.toBeNull();
    expect(day.probability).not.toBe(0.68);
    expect(day.words).toBe(probabilityWords(day.probability!));
    expect(day.note).toMatch(/^校准概率 /);

    // The first call had nothing matured before it.
    const first = await probability("d_cal000000000");
    expect(first.horizons[0]).toMatchObject({ probability: null, words: null, samples: 0 });
    expect(first.horizons[0]!.note).toContain("样本不足，未校准");

    // No direction, no probability.
    const neutral = await probability("d_calneutral00");
    expect(neutral.horizons.every((h) => h.call === null && h.probability === null)).toBe(true);
  });

  it("answers 404 for a debate not in the ledger and 400 for a malformed id", async () => {
    const missing = await api("/api/track-record/probability/d_nosuchdebat0");
    expect(missing.status).toBe(404);
    expect((await json<{ error: { message: string } }>(missing)).error.message).toContain("未记入战绩");
    expect((await api("/api/track-record/probability/nope")).status).toBe(400);
  });
});

describe("probability words: one table", () => {
  it("reads the same probability the same way", () => {
    const words = [0.75, 0.7, 0.65, 0.55, 0.5, 0.45].map(probabilityWords);
    expect(words).toEqual(["较大可能", "较大可能", "可能", "略高于一半", "略高于一半", "不到一半"]);
  });
});
