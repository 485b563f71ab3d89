import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/** "…，与归母净利润几乎一致": the clause before's metric is about as large as the one named, in the same period. */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("two metrics about equal", () => {
  it("一致 holds within 2 % of the metric named", () => {
    // 五粮液 FY2019 扣非归母净利润 174.06亿元, 归母净利润 174.02亿元.
    expect(mark("000858", "扣非净利润174.06亿元，与归母净利润几乎一致", "2020-06-30")).toBe("✅");
    // 贵州茅台 FY2025 经营现金流 615.22亿元, 归母净利润 823.20亿元.
    expect(mark("600519", "2025年经营现金流615.2亿元，与归母净利润几乎一致")).toBe("❌");
  });

  it("相当 holds within 5 %, in the quarter of the clause before", () => {
    // 贵州茅台 2026Q1 经营现金流 269.10亿元, 归母净利润 272.43亿元.
    expect(mark("600519", "经营现金流在26Q1达到269.10亿，与同期归母净利基本相当")).toBe("✅");
    // 2025Q1 经营现金流 88.09亿元, 归母净利润 268.47亿元.
    expect(mark("600519", "经营现金流在25Q1为88.09亿，与同期归母净利基本相当")).toBe("❌");
  });

  it("after two periods, 同期 is not read", () => {
    const two = "经营现金流在26Q1达到269.10亿，约为25Q1（88.09亿）的三倍，与同期归母净利基本相当";
    expect(mark("600519", two)).toBe("❔");
  });

  it("both metrics in one clause: the first about equal to the second, or far apart (差距很大: 10 % or more)", () => {
    // 招商银行 FY2025 扣非 1500.07亿元, 归母 1501.81亿元; 比亚迪 FY2025 经营现金流 591.36亿元, 归母 326.19亿元.
    expect(mark("600036", "扣非净利润和归母净利润基本一致，利润质量扎实。")).toBe("✅");
    expect(mark("002594", "经营现金流与归母净利润几乎一致。")).toBe("❌");
    expect(mark("002594", "经营现金流与归母净利润差距很大。")).toBe("✅");
    expect(mark("600036", "扣非净利润与归母净利润差距很大。")).toBe("❌");
  });

  it("a year followed by 均 is 'both', not an average: the pair's figure is the year's level", () => {
    expect(mark("000858", "扣非净利润与归母净利润几乎一致，2019年均约174亿元。", "2020-05-15")).toBe("✅");
    expect(mark("000858", "扣非净利润与归母净利润差距很大，2019年均约174亿元。", "2020-05-15")).toBe("❌");
  });

  it("the pair's levels only: not their trends, growth, ratio or another period", () => {
    expect(mark("600036", "营收和净利润的增速差距很大。")).toBe("❔");
    expect(mark("600519", "毛利率与净利率走势基本一致。")).toBe("❔");
    expect(mark("300750", "经营现金流与净利润的比值和去年基本一致。")).toBe("❔");
    // 贵州茅台 FY2025 营业收入 1688.38亿元, 营业总收入 1720.54亿元: the clause's own year opens it.
    expect(mark("600519", "2025年营业收入与营业总收入几乎一致。")).toBe("✅");
  });
});
