import { describe, expect, it } from "vitest";
import { overallScore, SCORE_WEIGHTS } from "../../src/verdict/scores";

describe("overallScore", () => {
  it("weighs the four scores 0.35/0.25/0.2/0.2 and sums to 1", () => {
    expect(Object.values(SCORE_WEIGHTS).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(overallScore({ factuality: 100, logic: 100, relevance: 100, riskCoverage: 100 })).toBe(100);
    expect(overallScore({ factuality: 80, logic: 70, relevance: 75, riskCoverage: 60 })).toBe(73);
  });

  it("rounds to an integer", () => {
    expect(overallScore({ factuality: 1, logic: 0, relevance: 0, riskCoverage: 0 })).toBe(0);
    expect(overallScore({ factuality: 2, logic: 0, relevance: 0, riskCoverage: 0 })).toBe(1);
  });
});
