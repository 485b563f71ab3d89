import { describe, expect, it } from "vitest";
import type { Point, VerificationStatus } from "../../src/debate/debate-types";
import type { Turn } from "../../src/debate/role-output";
import { attribution, rolesAttribution } from "../../src/verdict/attribution";

function point(id: string, confidence: number, status: VerificationStatus = "verified", rebuts?: string): Point {
  return {
    id,
    claim: `论点${id}`,
    evidence: [{ id: "E1", quote: "x" }],
    confidence,
    ...(rebuts === undefined ? {} : { rebuts }),
    verification: { status, reasons: [] },
  };
}

const scores = { factuality: 80, logic: 60, relevance: 50, riskCoverage: 40, overall: 63 };

describe("why this verdict", () => {
  it("gives each dimension its share of the weighted score", () => {
    // 0.35·80 = 28, 0.25·60 = 15, 0.2·50 = 10, 0.2·40 = 8: 61 in all.
    const a = attribution(scores, "bullish", []);
    expect(a.dimensions.map((d) => [d.key, d.weight, d.score, d.share])).toEqual([
      ["factuality", 0.35, 80, Math.round((28 / 61) * 1000) / 1000],
      ["logic", 0.25, 60, Math.round((15 / 61) * 1000) / 1000],
      ["relevance", 0.2, 50, Math.round((10 / 61) * 1000) / 1000],
      ["riskCoverage", 0.2, 40, Math.round((8 / 61) * 1000) / 1000],
    ]);
  });

  it("names the three verified points that weighed most for the stance and against it", () => {
    const sided = [
      { point: point("b1", 0.9), side: "bull" as const }, // answered by r1: 0.9
      { point: point("b2", 0.7), side: "bull" as const }, // standing: 1.05
      { point: point("b3", 0.5), side: "bull" as const }, // 0.75
      { point: point("b4", 0.4), side: "bull" as const }, // 0.6: fourth, left out
      { point: point("b5", 0.99, "doubtful"), side: "bull" as const }, // not verified: weighs nothing
      { point: point("r1", 0.6, "verified", "b1"), side: "bear" as const }, // 0.9
      { point: point("r2", 0.8, "unverifiable"), side: "bear" as const },
    ];
    const a = attribution(scores, "bullish", sided);
    expect(a.for.map((p) => [p.pointId, p.weight])).toEqual([
      ["b2", 1.05],
      ["b1", 0.9],
      ["b3", 0.75],
    ]);
    expect(a.against.map((p) => [p.pointId, p.side, p.weight])).toEqual([["r1", "bear", 0.9]]);
    // A bearish verdict turns them round.
    const bear = attribution(scores, "bearish", sided);
    expect(bear.for.map((p) => p.pointId)).toEqual(["r1"]);
    expect(bear.against.map((p) => p.pointId)).toEqual(["b2", "b1", "b3"]);
  });
});

describe("why a role graph's verdict", () => {
  const turn = (role: string, stance: "bullish" | "bearish" | "neutral" | null, points: Point[]): Turn => ({
    node: role,
    role: role as Turn["role"],
    seq: 1,
    round: 1,
    output: stance ? { stance, conviction: "medium", conclusion: "结论", evidence: [], counterPoints: [] } : null,
    points,
    counterPoints: [],
    hitRate: 1,
    provider: "offline",
    model: "-",
    usage: { calls: 1, promptTokens: 0, completionTokens: 0, ms: 0, estimated: false },
    attempts: [],
  });

  it("counts the verified points arguing the verdict's direction (a role's stance, or its own side) for it, the rest against", () => {
    const turns = [
      turn("fin_earnings", "bullish", [point("e1", 0.8), point("e2", 0.6, "doubtful")]), // 1.2; e2 unverified
      turn("fin_market", "bullish", [point("m1", 0.5)]), // 0.75
      turn("fin_risk", "bearish", [point("k1", 0.9, "verified", "e1")]), // rebuts e1: e1 weighs 0.8; k1 1.35
      turn("fin_sentiment", "neutral", [point("s1", 0.4)]), // neutral is not bullish: against, 0.6
      turn("fin_valuation", null, [point("v1", 0.99)]), // failed: said nothing
      // The skeptic records the draft's stance as its own but argues against it: its point is against.
      turn("skeptic", "bullish", [point("q1", 0.2)]), // 0.3
    ];
    const a = rolesAttribution(scores, "bullish", turns);
    expect(a.by).toBe("stance");
    expect(a.for.map((p) => [p.pointId, p.role, p.stance, p.weight])).toEqual([
      ["e1", "fin_earnings", "bullish", 0.8],
      ["m1", "fin_market", "bullish", 0.75],
    ]);
    expect(a.against.map((p) => [p.pointId, p.role, p.stance, p.weight])).toEqual([
      ["k1", "fin_risk", "bearish", 1.35],
      ["s1", "fin_sentiment", "neutral", 0.6],
      ["q1", "skeptic", "bearish", 0.3],
    ]);
    expect(a.for.every((p) => p.side === undefined)).toBe(true);
    // A neutral verdict: the neutral role's point is for it, every directional one against.
    const neutral = rolesAttribution(scores, "neutral", turns);
    expect(neutral.for.map((p) => p.pointId)).toEqual(["s1"]);
    expect(neutral.against.map((p) => p.pointId)).toEqual(["k1", "e1", "m1"]);
    // A bearish verdict: the skeptic's point is for it.
    expect(rolesAttribution(scores, "bearish", turns).for.map((p) => p.pointId)).toEqual(["k1", "q1"]);
    // A leader repeating its analyst's claim is the same point once (the heavier saying).
    const repeated = [...turns, turn("leader", "bullish", [{ ...point("l1", 0.8), claim: "论点m1" }])];
    expect(rolesAttribution(scores, "bullish", repeated).for.map((p) => [p.pointId, p.weight])).toEqual([
      ["l1", 1.2],
      ["e1", 0.8],
    ]);
    // The dimension shares are the adversarial's, from the same scores.
    expect(neutral.dimensions).toEqual(attribution(scores, "neutral", []).dimensions);
  });
});
