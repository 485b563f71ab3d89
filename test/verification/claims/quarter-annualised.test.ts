import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("an annualised part-year (按此年化…) is its run rate over the year against the whole year", () => {
  // 中国平安 归母净利润: 2026年一季度 250.22亿 (×4 ≈ 1000.88亿), 2025全年 1347.78亿; 贵州茅台: 2026年一季度 272.43亿
  // (×4 ≈ 1089.70亿), 2025全年 823.20亿; 宁德时代: 2025年上半年 304.85亿 (×2 ≈ 609.70亿), 2024全年 507.45亿.
  it("runs a quarter ×4 against the year", () => {
    expect(mark("600519", "一季度归母净利润272.43亿元，按此年化已超过2025全年的823亿元。", "2026-04-30")).toBe("✅");
    expect(mark("601318", "一季度归母净利润约250亿元，按此年化已超过1347亿的2025全年水平。", "2026-04-30")).toBe("❌");
    expect(mark("600519", "一季度归母净利润272.43亿元，年化后不及2025全年的823亿元。", "2026-04-30")).toBe("❌");
  });

  it("runs a half ×2 against the year", () => {
    expect(mark("300750", "上半年归母净利润304.85亿元，年化已超过2024全年的507亿元。", "2025-09-05")).toBe("✅");
    expect(mark("300750", "上半年归母净利润304.85亿元，年化仍不及2024全年的507亿元。", "2025-09-05")).toBe("❌");
  });

  it("checks a run rate written out against the quarter ×4", () => {
    expect(mark("601318", "一季度归母净利润约250亿元，按此年化约1000亿元。", "2026-04-30")).toBe("✅");
    expect(mark("601318", "一季度归母净利润约250亿元，按此年化约1200亿元。", "2026-04-30")).toBe("❌");
  });

  it("checks the year's figure the run rate is set against", () => {
    expect(mark("601318", "一季度归母净利润约250亿元，按此年化仍低于2025全年的1500亿元。", "2026-04-30")).toBe("❌");
  });
});

describe("接近 a share in words (接近四分之一, 接近四成) is within the words' own slack below it", () => {
  // 中国平安 2026年一季度归母净利润 250.22亿 is 18.57% of 2025全年 1347.78亿; 招商银行 378.52亿 is 25.20% of 1501.81亿;
  // 贵州茅台 272.43亿 is 33.09% of 823.20亿; 宁德时代 207.38亿 is 28.72% of 722.01亿.
  it("holds a share just under the words", () => {
    expect(mark("600036", "一季度归母净利润已接近去年全年的四分之一。", "2026-04-30")).toBe("✅");
    expect(mark("300750", "一季度归母净利润已接近去年全年的三成。", "2026-04-30")).toBe("✅");
  });

  it("fails a share far under the words", () => {
    expect(mark("601318", "一季度归母净利润250.22亿元，已接近2025全年利润的四分之一。", "2026-04-30")).toBe("❌");
    expect(mark("600519", "一季度归母净利润已接近去年全年的四成。", "2026-04-30")).toBe("❌");
  });
});
