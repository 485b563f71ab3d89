import { describe, expect, it } from "vitest";
import type { DebaterOutput, EvidenceItem } from "../../src/debate/debate-types";
import { recordPoints } from "../../src/debate/record-point";

const revenue: EvidenceItem = {
  id: "E1",
  chunkId: "600519-E1",
  text: "贵州茅台(600519) 2024年报 营业总收入 1741.44亿元，同比+15.66%（东方财富F10，披露 2025-04-03）",
  category: "growth",
  dimension: "earnings",
  period: "2024-12-31",
  publicDate: "2025-04-03",
  source: "东方财富F10",
  sourceUrl: null,
  figures: [{ label: "营业总收入", value: 174144069958.25, unit: "元" }],
};
const quote = { id: "E1", quote: "营业总收入 1741.44亿元，同比+15.66%" };

describe("recordPoints", () => {
  it("gives each point its id, keeps the rebuttal, takes a missing dimension from the cited item and filters the claim", () => {
    const output: DebaterOutput = {
      stance: "bullish",
      points: [
        { claim: "营收1741.44亿元", evidence: [quote], confidence: 0.8, rebuts: "bear-t1-p2", dimension: "market" },
        { claim: "营收同比下降18%，建议买入", evidence: [quote], confidence: 0.666 },
      ],
    };
    const { points, removed } = recordPoints(output, "bull", 3, {
      pack: [revenue],
      tickerFigures: [],
      years: new Set([2024, 2025]),
      banned: ["建议买入"],
    });
    expect(
      points.map((p) => [p.id, p.verification.status, p.rebuts ?? null, p.dimension ?? null, p.confidence]),
    ).toEqual([
      ["bull-t3-p1", "verified", "bear-t1-p2", "market", 0.8],
      ["bull-t3-p2", "doubtful", null, "earnings", 0.67],
    ]);
    expect(points[1]?.claim).not.toContain("建议买入");
    expect(removed.length).toBeGreaterThan(0);
    expect(points[0]?.evidence).toEqual([quote]);
  });
});
