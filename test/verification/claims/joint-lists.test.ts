import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * One move word (均, 都, 全线) after three or more metrics a clause lists is each of their moves, not the first's
 * (relation-moves.ts). 宁德时代 2025: 营收 +17.04 %, 归母净利润 +42.28 %, 毛利率 +1.83 个百分点; 贵州茅台 2026年一季度
 * 同比: 毛利率 −2.21, 净利率 −2.66, ROE −0.35 个百分点, 营收 +6.54 %.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("a move word said of a list of metrics (毛利率、净利率、ROE、营收全线下滑)", () => {
  it("holds when every listed metric moved that way", () => {
    expect(mark("300750", "2025年营收、净利润、毛利率同比全线上升。")).toBe("✅");
    expect(mark("600519", "一季度毛利率、净利率、ROE同比全线下滑。")).toBe("✅");
  });

  it("fails when any one of them moved the other way, the first listed or a later one", () => {
    expect(mark("600519", "一季度毛利率、净利率、ROE、营收同比全线下滑。")).toBe("❌");
    expect(mark("300750", "2025年营收、净利润、毛利率均同比下降。")).toBe("❌");
  });

  it("leaves a pair of metrics to the pair's reading", () => {
    expect(mark("600519", "2025年营收、归母净利润双双下降。")).toBe("✅");
    expect(mark("300750", "一季度营收、净利润同比均下降。")).toBe("❌");
  });
});
