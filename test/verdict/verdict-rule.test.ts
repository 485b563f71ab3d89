import { describe, expect, it } from "vitest";
import type { JudgeOutput } from "../../src/debate/debate-types";
import { applyVerdictRule, confidenceWords } from "../../src/verdict/verdict-rule";

function judge(
  overall: number,
  factuality: number,
  stance: JudgeOutput["stance"] = "bullish",
  confidence = "较大可能",
): JudgeOutput {
  return {
    scores: { factuality, logic: 72, relevance: 80, riskCoverage: 65 },
    overall,
    stance,
    coreConclusion: "高端白酒需求稳健，营收与利润保持两位数增长",
    disputeFocus: ["提价能力能否持续"],
    risks: ["批价回落"],
    confidence,
  };
}

// A measured share that never caps factuality, so the boundaries are tested on the judge's own scores.
const fullyVerified = { verifiedShare: 1 };

describe("applyVerdictRule: overall > 60 and factuality ≥ 70", () => {
  it.each([
    [61, 70, "bullish"],
    [61, 69, "neutral"],
    [60, 70, "neutral"],
    [60, 69, "neutral"],
  ] as const)("overall %i, factuality %i -> %s", (overall, factuality, expected) => {
    const v = applyVerdictRule(judge(overall, factuality), fullyVerified);
    expect(v.stance).toBe(expected);
    expect(v.scores.overall).toBe(overall);
    expect(v.scores.factuality).toBe(factuality);
  });

  it("explains an adopted stance with the numbers", () => {
    expect(applyVerdictRule(judge(61, 70, "bearish"), fullyVerified).rule).toBe(
      "综合分61>60且事实性70≥70，采纳裁判立场：看空",
    );
  });

  it("explains each reason for a downgrade", () => {
    expect(applyVerdictRule(judge(60, 70), fullyVerified).rule).toBe("综合分60未超过60，裁判立场看多降级为中性");
    expect(applyVerdictRule(judge(61, 69), fullyVerified).rule).toBe("事实性69低于70，裁判立场看多降级为中性");
    expect(applyVerdictRule(judge(60, 69), fullyVerified).rule).toBe(
      "综合分60未超过60且事实性69低于70，裁判立场看多降级为中性",
    );
  });

  it("keeps a neutral judge neutral whatever the scores", () => {
    const v = applyVerdictRule(judge(90, 95, "neutral"), fullyVerified);
    expect(v.stance).toBe("neutral");
    expect(v.rule).toBe("裁判立场为中性，维持中性");
  });

  it("handles fractional scores at the boundary", () => {
    expect(applyVerdictRule(judge(60.5, 70), fullyVerified).stance).toBe("bullish");
    expect(applyVerdictRule(judge(61, 69.5), fullyVerified).stance).toBe("neutral");
  });
});

describe("applyVerdictRule: factuality may not exceed the measured hit rate", () => {
  it("clamps factuality to round(100 × verifiedShare) and says so", () => {
    const v = applyVerdictRule(judge(75, 82), { verifiedShare: 0.6 });
    expect(v.scores.factuality).toBe(60);
    expect(v.stance).toBe("neutral");
    expect(v.rule).toBe("事实性由82下调至60（实测证据命中率60%）；事实性60低于70，裁判立场看多降级为中性");
  });

  it("leaves factuality alone when it is within the measured rate", () => {
    const v = applyVerdictRule(judge(75, 70), { verifiedShare: 0.704 });
    expect(v.scores.factuality).toBe(70);
    expect(v.stance).toBe("bullish");
    expect(v.rule).not.toContain("下调");
  });

  it("rounds the cap, so a clamp can land exactly on the threshold", () => {
    const v = applyVerdictRule(judge(75, 90), { verifiedShare: 0.695 });
    expect(v.scores.factuality).toBe(70);
    expect(v.stance).toBe("bullish");
  });

  it("treats a debate with no verified point as factuality 0", () => {
    const v = applyVerdictRule(judge(80, 85), { verifiedShare: 0 });
    expect(v.scores.factuality).toBe(0);
    expect(v.stance).toBe("neutral");
  });

  it("keeps the judge's overall and other scores", () => {
    const v = applyVerdictRule(judge(75, 82), { verifiedShare: 0.6 });
    expect(v.scores).toEqual({ factuality: 60, logic: 72, relevance: 80, riskCoverage: 65, overall: 75 });
    expect(v.coreConclusion).toBe("高端白酒需求稳健，营收与利润保持两位数增长");
    expect(v.disputeFocus).toEqual(["提价能力能否持续"]);
    expect(v.risks).toEqual(["批价回落"]);
  });
});

describe("applyVerdictRule: confidence in words", () => {
  it("keeps words of probability", () => {
    expect(applyVerdictRule(judge(61, 70, "bullish", "较大可能"), fullyVerified).confidence).toBe("较大可能");
  });

  it.each([["70%"], ["约七成"], ["置信度0.8"], ["百分之八十"], ["８０％"]])(
    "replaces %s with words mapped from overall",
    (c) => {
      const v = applyVerdictRule(judge(80, 75, "bullish", c), fullyVerified);
      expect(v.confidence).toBe(confidenceWords(80));
      expect(v.confidence).not.toMatch(/\d|%/);
      expect(v.rule).toContain(`置信度“${c}”含数字`);
    },
  );

  it("maps overall to ascending words", () => {
    expect([40, 60, 61, 75, 76, 95].map(confidenceWords)).toEqual([
      "较低可能",
      "较低可能",
      "中等可能",
      "中等可能",
      "较高可能",
      "较高可能",
    ]);
  });
});
