import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { yearEndThenQuarter } from "../../../src/verification/claims/year-end-then";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 比亚迪 货币资金 2025年末 754.25, 2026年一季度末 757.87亿元 (2025年一季度末 1174.07亿元).
describe("a first quarter's end moving on from the year-end stated just before", () => {
  it("writes the year-end in as its base, and the next year after a year-end of a year named", () => {
    expect(yearEndThenQuarter("年末货币资金754.25亿元，一季度末又回升到757.87亿元")).toBe(
      "年末货币资金754.25亿元，一季度末较年末又回升到757.87亿元",
    );
    expect(yearEndThenQuarter("2025年末现金3335.13亿元，一季度末升到3519.97亿元")).toBe(
      "2025年末现金3335.13亿元，2026年一季度末较年末升到3519.97亿元",
    );
    expect(yearEndThenQuarter("年末现金754.25亿元，一季度末同比降至757.87亿元")).toBe(
      "年末现金754.25亿元，一季度末同比降至757.87亿元",
    );
  });

  it("judges the move from the year-end, not from last year's first quarter-end", () => {
    expect(mark("002594", "空方说现金枯竭，可年末货币资金仍有754.25亿元，一季末又回升到757.87亿元")).toBe("✅");
    expect(mark("002594", "年末货币资金754.25亿元，一季末回落到737.87亿元")).toBe("❌");
  });
});
