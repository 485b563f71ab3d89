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
