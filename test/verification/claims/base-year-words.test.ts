import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/**
 * A year after 不及, 逊于, 少于 or before 几乎一样 is the other side of a comparison: it does not carry as the period of
 * the clauses after it, which judge the latest year.
 */
describe("the year of a comparison's other side", () => {
  // 招商银行 营业总收入 2024 3374.88亿元 → 2025 3375.32亿元 (+0.01 %); 2024's own change −0.48 %.
  it("招商银行 和2024年的…几乎一样: the growth after it is 2025's", () => {
    expect(mark("600036", "营收3375.32亿元，和2024年的3374.88亿元几乎一样，增速只有0.01%。")).toBe("✅");
    expect(mark("600036", "营收3375.32亿元，和2024年的3374.88亿元几乎一样，增速只有0.5%。")).toBe("❌");
  });

  // 贵州茅台 归母净利润 2024 862.28亿元 → 2025 823.20亿元 (−4.53 %); 2024's own change +15.4 %.
  it("贵州茅台 不及2024年的…: the change after it is 2025's", () => {
    expect(mark("600519", "归母净利润823.20亿元，不及2024年的862.28亿元，同比下滑约4.5%。")).toBe("✅");
    expect(mark("600519", "归母净利润823.20亿元，不及2024年的862.28亿元，同比增长约15.4%。")).toBe("❌");
  });
});

describe("a year after 超过了 is the base the clause's own year beat", () => {
  // 宁德时代 营业总收入 2023 4009.17亿元, 2024 3620.13亿元, 2025 4237.02亿元.
  it("宁德时代 2025年…还超过了2023年的4009亿元", () => {
    expect(mark("300750", "2025年营收4237.02亿元，同比增约17%，还超过了2023年的4009亿元。")).toBe("✅");
    expect(mark("300750", "2024年营收3620.13亿元，还超过了2023年的4009亿元。")).toBe("❌");
  });
});
