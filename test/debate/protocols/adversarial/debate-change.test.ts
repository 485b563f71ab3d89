import { describe, expect, it } from "vitest";
import type { Point, VerificationStatus } from "../../../../src/debate/debate-types";
import { debateChange } from "../../../../src/debate/protocols/adversarial/debate-change";

function point(id: string, confidence: number, status: VerificationStatus = "verified", rebuts?: string): Point {
  return {
    id,
    claim: `论点${id}`,
    evidence: [{ id: "E1", quote: "x" }],
    confidence,
    ...(rebuts === undefined ? {} : { rebuts }),
    verification: { status, reasons: [] },
    dimension: "earnings",
  };
}
const turn = (seq: number, round: number, role: "bull" | "bear", points: Point[]) => ({
  seq,
  round,
  role,
  points,
  hitRate: 1,
});

describe("what the debate changed", () => {
  it("is nothing to say for a one-round debate", () => {
    expect(debateChange([turn(1, 1, "bull", [point("b1", 0.8)])], [])).toBeNull();
  });

  it("scores the opening round alone and every round by the same rule, and says when the stance moved", () => {
    // Round 1: the bull's point stands alone (bullish by weight). Round 2: the bear rebuts it with three verified points.
    const opening = [turn(1, 1, "bull", [point("b1", 0.8)]), turn(2, 1, "bear", []), turn(3, 1, "bull", [])];
    const later = [
      turn(4, 2, "bear", [point("r1", 0.9, "verified", "b1"), point("r2", 0.9), point("r3", 0.9)]),
      turn(5, 2, "bull", []),
    ];
    const change = debateChange([...opening, ...later], [])!;
    expect(change.rounds).toBe(2);
    expect(change.scorer).toBe("offline_rule");
    expect(change.opening.factuality).toBe(100);
    // One verified bull point: factuality 100, logic 40, relevance 100, risk coverage 0: overall 65 > 60, 看多.
    expect(change.opening).toEqual({ stance: "bullish", overall: 65, factuality: 100 });
    expect(change.final.stance).toBe("bearish");
    // Logic 40 + 60·(1 rebuttal / 3 later points) = 60; risk coverage 80·(1 family / 4) = 20: overall 74.
    expect(change.final.overall).toBe(74);
    expect(change.changed).toBe(true);
  });

  it("with the ablation option records the judge's own opening verdict beside the rule's, gated by the same rule", () => {
    const opening = [turn(1, 1, "bull", [point("b1", 0.8)]), turn(2, 1, "bear", [point("x1", 0.5, "doubtful")])];
    const later = [turn(3, 2, "bear", []), turn(4, 2, "bull", [])];
    const output = {
      scores: { factuality: 90, logic: 70, relevance: 80, riskCoverage: 60 },
      overall: 78,
      stance: "bullish" as const,
      coreConclusion: "开篇轮多方论据成立",
      disputeFocus: [],
      risks: [],
      confidence: "可能",
    };
    const change = debateChange([...opening, ...later], [], { output })!;
    // The opening round's verified share is 1 of 2 points: factuality is capped at 50, under the rule's floor for a
    // direction, so the judge's 看多 is gated to 中性 exactly as the verdict's own judge would be.
    expect(change.openingJudge).toMatchObject({ source: "judge", stance: "neutral", factuality: 50 });
    expect(change.openingJudgeFailed).toBeUndefined();
    // The rule's own opening reading stands beside it, on the same share: 中性 too, whatever the judge said.
    expect(change.opening).toEqual({ stance: "neutral", overall: 33, factuality: 50 });
    const failed = debateChange([...opening, ...later], [], { failure: "模型超时" })!;
    expect(failed.openingJudge).toBeUndefined();
    expect(failed.openingJudgeFailed).toBe("模型超时");
    // Without the option nothing is added.
    expect(Object.keys(debateChange([...opening, ...later], [])!)).not.toContain("openingJudge");
  });
});
