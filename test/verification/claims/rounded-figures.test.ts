import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a figure written with the words of its rounding", () => {
  it("of four significant digits or more before trailing zeros, was rounded to those zeros", () => {
    // 宁德时代 2026Q1 归母净利润 20,737,710,000元 = 2,073,771万元.
    expect(mark("300750", "宁德时代2026年一季度归属于母公司股东的净利润为2,073,800万元。")).toBe("✅");
    expect(mark("300750", "宁德时代2026年一季度归属于母公司股东的净利润为2,083,800万元。")).toBe("❌");
  });

  it("N倍还多 is at least N倍", () => {
    // 比亚迪 FY2025: 资本开支 1568.08亿 / 经营现金流 591.36亿 = 2.65倍.
    const claim = (x: string) => `2025年资本开支1568.08亿元，是同期经营现金流591.36亿元的${x}倍还多。`;
    expect(mark("002594", claim("2.6"))).toBe("✅");
    expect(mark("002594", claim("2.7"))).toBe("❌");
  });
});
