import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { AblationResponse } from "../../src/wire/wire-ablation";
import { ADMIN_TOKEN, api } from "../support/api";

type Stance = "bullish" | "bearish" | "neutral";

/** A ledger row and its verdict as the room writes them; the adversarial ones carry the opening round's verdict. */
async function predict(id: string, asOf: string, protocol: string, stance: Stance, opening?: Stance) {
  await env.DB.prepare(
    "INSERT INTO predictions (debate_id, ticker, protocol, model, as_of, stance, confidence, conviction, input_hash, entry_date, made_before_open, created_at) VALUES (?, '300750', ?, 'offline', ?, ?, 0.7, '可能', ?, ?, 0, '2026-11-30T00:00:00Z')",
  )
    .bind(id, protocol, asOf, stance, `hash_${id}`, asOf)
    .run();
  const change = opening && {
    rounds: 3,
    opening: { stance: opening, overall: 65, factuality: 100 },
    final: { stance, overall: 70, factuality: 100 },
    changed: opening !== stance,
    scorer: "offline_rule",
  };
  await env.DB.prepare(
    "INSERT INTO verdicts (debate_id, ticker, protocol, as_of, stance, overall, factuality, data_version, verdict, created_at) VALUES (?, '300750', ?, ?, ?, 70, 100, 1, ?, '2026-11-30T00:00:00Z')",
  )
    .bind(id, protocol, asOf, stance, JSON.stringify({ stance, ...(change ? { change } : {}) }))
    .run();
}

describe("GET /api/track-record/ablation", () => {
  it("scores the opening round, the full debate, vote and always-up on the same questions", async () => {
    const dates = ["2024-03-01", "2024-03-08", "2024-03-15", "2024-03-22"];
    for (const [i, d] of dates.entries()) {
      await predict(`d_ab_${i}`, d, "adversarial", i % 2 ? "bearish" : "bullish", i === 0 ? "neutral" : "bullish");
      if (i < 2) await predict(`d_ab_v${i}`, d, "vote", "bullish");
    }
    await predict("d_ab_one_round", "2024-03-29", "adversarial", "bullish"); // no opening verdict: not a question
    const scored = await api("/api/admin/track-record/score", {
      method: "POST",
      headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    });
    expect(scored.status).toBe(200);
    const res = await api("/api/track-record/ablation");
    expect(res.status, await res.clone().text()).toBe(200);
    const a = AblationResponse.parse(await res.json());
    expect(a.debates).toBe(4);
    expect(a.changed).toMatchObject({ k: 3, n: 4 }); // neutral→bullish, bullish→bearish twice
    const week = a.horizons.find((h) => h.horizon === "1w")!;
    expect(week.questions).toBe(4);
    const by = Object.fromEntries(week.forecasters.map((f) => [f.key, f]));
    expect(by.opening!.coverage).toMatchObject({ k: 3, n: 4 }); // the neutral opening makes no call
    expect(by.full!.coverage).toMatchObject({ k: 4, n: 4 });
    expect(by.independent!.coverage).toMatchObject({ k: 2, n: 2 }); // vote asked on two of the questions
    expect(by.always_up!.coverage).toMatchObject({ k: 4, n: 4 });
    expect(by.always_up!.hitRate.n).toBe(4);
    expect(a.notes.join("")).toContain("原始分");
  });
});
