import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { VALUATION_VIEW } from "../../../src/verification/claims/valuation-views";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 中国平安 on 2026-04-30: PE(TTM) about 8倍, PB about 1.1倍, 2025 归母净利润 +6.45 %.
describe("a valuation view read from the multiples stated (安全边际更厚, 估值已反映成长)", () => {
  it("neither fails nor leaves the point 未能核验 when its figures check", () => {
    expect(VALUATION_VIEW.test("保险股的安全边际要更足一些")).toBe(true);
    expect(VALUATION_VIEW.test("估值已经充分反映了悲观预期")).toBe(true);
    expect(mark("601318", "平安PB约1.1倍，安全边际明显更厚。")).toBe("✅");
    expect(mark("601318", "平安PE约8倍，估值和增长大致匹配。")).toBe("✅");
  });

  it("still fails a wrong figure beside it, and reads a metric's move named inside it", () => {
    expect(mark("601318", "平安PB约1.9倍，安全边际明显更厚。")).toBe("❌");
    expect(VALUATION_VIEW.test("估值基本消化了利润下滑")).toBe(false);
  });
});

/**
 * A quality said to justify the multiple (高ROE撑得起溢价, 高分红撑得住估值) is the writer's view; a growth said to
 * (利润增长撑得起估值) is a move the data decides. 贵州茅台 2026-04-30 PE(TTM) about 21倍, 2025 归母净利润 −4.53 %.
 */
describe("a quality said to justify the multiple", () => {
  it("is a view; a growth named in its place is not", () => {
    for (const t of [
      "高ROE撑得起溢价",
      "高分红撑得住估值",
      "品牌力和护城河配得上当前估值",
      "但稳定的ROE撑得起更高估值",
    ])
      expect(VALUATION_VIEW.test(t)).toBe(true);
    for (const t of ["利润增长撑得起估值", "高增长配得上这个估值", "业绩支撑不了估值"])
      expect(VALUATION_VIEW.test(t)).toBe(false);
  });

  it("leaves the point to the multiple beside it", () => {
    expect(mark("600519", "茅台PE约21倍，较高的ROE足以支撑这一估值溢价。")).toBe("✅");
    expect(mark("600519", "茅台PE约31倍，较高的ROE足以支撑这一估值溢价。")).toBe("❌");
  });
});
