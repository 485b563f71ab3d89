import { describe, expect, it } from "vitest";
import { type EvidenceItem, PointOutput } from "../../src/debate/debate-types";
import type { StatedAssertion } from "../../src/domain/stated-assertion";
import { verifyPoint } from "../../src/verification/verify-point";
import { sampleFacts } from "./claims/sample-facts";

/**
 * The mark of a point that states its assertions as data: ✅ only when every stated assertion passed, the prose agrees
 * with them and the prose checker found nothing false or unchecked that they do not cover; a stated value the data
 * contradicts is ❌ naming the figure; prose that disagrees with its stated data is ❌ (正文与结构化断言不符).
 * 600519 as of 2025-06-30: 归母净利润 2024 862.28亿元 (+15.38 % on 747.34亿元).
 */
const facts = sampleFacts("600519", "2025-06-30");
const E1: EvidenceItem = {
  id: "E1",
  chunkId: "600519-profit",
  text: "贵州茅台(600519) 2024年报 归母净利润 862.28亿元（东方财富F10）",
  category: "growth",
  dimension: "earnings",
  period: "2024-12-31",
  publicDate: "2025-04-03",
  source: "东方财富F10",
  sourceUrl: null,
  figures: [{ label: "归母净利润", value: 86228146421.62, unit: "元" }],
};
const pack = new Map([["E1", E1]]);
const ctx = { tickerFigures: [], years: new Set([2023, 2024, 2025]), facts };
const point = (claim: string, assertions?: StatedAssertion[]) =>
  PointOutput.parse({ claim, evidence: [{ id: "E1", quote: "归母净利润 862.28亿元" }], confidence: 0.7, assertions });
const profit = (value: number, pct: number): StatedAssertion => ({
  metric: "归母净利润",
  period: "2024",
  value,
  unit: "亿元",
  change: { kind: "pct", value: pct },
});

describe("a point with stated assertions", () => {
  it("is ✅ when the stated data is true and the prose shows the same figures", () => {
    const v = verifyPoint(point("去年归母净利润862.28亿元，同比多赚约一成半", [profit(862.28, 15.38)]), pack, ctx);
    expect(v.status, v.reasons.join("；")).toBe("verified");
    expect(v.checks?.filter((c) => c.kind === "stated").every((c) => c.ok === true)).toBe(true);
  });

  it("is ✅ where the prose checker alone could not read the prose: the stated data says what it meant", () => {
    // PAT (profit after tax) is shorthand the prose checker does not read (NP, since c27-fig, it does).
    const claim = "PAT 2024年862亿，同比+15%";
    expect(verifyPoint(point(claim), pack, ctx).status).toBe("doubtful");
    const v = verifyPoint(point(claim, [profit(862, 15)]), pack, ctx);
    expect(v.status, v.reasons.join("；")).toBe("verified");
  });

  it("is ❌ with the figure named when the data contradicts a stated value", () => {
    const v = verifyPoint(point("2024年归母净利润900亿元，同比增长15.38%", [profit(900, 15.38)]), pack, ctx);
    expect(v.status).toBe("doubtful");
    expect(v.reasons.some((r) => r.includes("900亿元") && r.includes("与数据不符"))).toBe(true);
  });

  it("is ❌ (正文与结构化断言不符) when the prose shows a figure the stated data does not", () => {
    const v = verifyPoint(point("2024年归母净利润达到880亿元，同比增长15.38%", [profit(862.28, 15.38)]), pack, ctx);
    expect(v.status).toBe("doubtful");
    expect(v.reasons.some((r) => r.startsWith("正文与结构化断言不符") && r.includes("880亿元"))).toBe(true);
  });

  it("is ❌ when a direction word of the prose contradicts the stated direction", () => {
    const v = verifyPoint(point("2024年归母净利润同比下滑，盈利承压", [{ ...profit(862.28, 15.38) }]), pack, ctx);
    expect(v.status).toBe("doubtful");
    expect(v.reasons.some((r) => r.includes("正文与结构化断言不符") && r.includes("结构化断言为上升"))).toBe(true);
  });

  it("is ❔ with the reason when a stated period is one the data lacks", () => {
    const v = verifyPoint(
      point("2025年一季度归母净利润约268亿元", [{ metric: "归母净利润", period: "2025Q1", value: 268, unit: "亿元" }]),
      pack,
      ctx,
    );
    // 2025 一季报 was published on 2025-04-30: known by asOf, so this one is checked; 2025Q3 is not.
    expect(v.status, v.reasons.join("；")).toBe("verified");
    const later = verifyPoint(
      point("2025年前三季度归母净利润约646亿元", [
        { metric: "归母净利润", period: "2025Q3累计", value: 646, unit: "亿元" },
      ]),
      pack,
      ctx,
    );
    expect(later.status).toBe("unverifiable");
    expect(later.reasons.some((r) => r.includes("无该期数据"))).toBe(true);
  });

  it("drops an invalid stated item with its reason and keeps the point", () => {
    const p = point("2024年归母净利润862.28亿元", [
      profit(862.28, 15.38),
      { metric: "归母净利润", period: "24年" } as unknown as StatedAssertion,
    ]);
    expect(p.assertions).toHaveLength(1);
    expect(p.assertionsDropped).toEqual(["第2条结构化断言的期间、数值不合格式，已忽略"]);
    const v = verifyPoint(p, pack, ctx);
    expect(v.status).toBe("verified");
    expect(v.reasons).toContain("第2条结构化断言的期间、数值不合格式，已忽略");
  });

  it("leaves a point without assertions to the prose checker exactly as before", () => {
    const v = verifyPoint(point("2024年归母净利润862.28亿元，同比增长15.38%"), pack, ctx);
    expect(v.status).toBe("verified");
    expect(v.checks?.some((c) => c.kind === "stated")).toBe(false);
  });
});
