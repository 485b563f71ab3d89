import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 宁德时代 归母净利润 2025 722.01亿元, 2025年一季度 139.63亿元, 2026年一季度 207.38亿元 (published by 2026-04-30);
// 贵州茅台 2025年一季度 268.47亿元, 2026年一季度 272.43亿元 (next-quarter.ts).
describe("a bare quarter after a year's annual figures, once the next year's quarter is published", () => {
  it("the next year's quarter passes (quarter-years.ts); a figure of neither year fails", () => {
    expect(mark("300750", "25年净利722亿增42%，Q1利润207亿。")).toBe("✅");
    expect(mark("300750", "25年净利722亿增42%，Q1利润180亿。")).toBe("❌");
    expect(mark("600519", "2025年归母净利润823.20亿元，一季度利润300亿元。")).toBe("❌");
  });

  it("the carried year's quarter is an ambiguous binding, not a wrong figure: ❔", () => {
    expect(mark("300750", "25年净利722亿增42%，Q1利润139.63亿。")).toBe("❔");
    expect(mark("600519", "2025年归母净利润823.20亿元，一季度利润268.47亿元。")).toBe("❔");
  });

  it("a quarter written with its year is that year's", () => {
    expect(mark("600519", "2025年归母净利润823.20亿元，26Q1利润272.43亿元。")).toBe("✅");
  });
});
