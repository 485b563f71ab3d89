import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 比亚迪 归母净利润 2023 +80.72 %, 2024 +34.00 %, 2025 −18.97 %; 宁德时代 2024 +15.01 %, 2025 +42.28 %;
// 招商银行 营业总收入 2023 −1.64 %, 2024 −0.48 %, 2025 +0.01 %.
describe("a sized move said to end after it (高增长阶段已经结束)", () => {
  it("holds when the years before had that size and the judged year does not", () => {
    expect(
      mark("002594", "2021到2024年归母净利从30.45亿连升至402.54亿，而2025年降至326.19亿，高增长阶段已经结束。"),
    ).toBe("✅");
  });
  it("fails when the judged year still has it, or the years before never had it", () => {
    expect(mark("300750", "宁德时代2025年归母净利润增长42%，高增长阶段已经结束。")).toBe("❌");
    expect(mark("600036", "招行2025年营收微增0.01%，高增长阶段已经结束。")).toBe("❌");
  });
});

// 招商银行 归母净利润 2021 +23.20 %, 2025 +1.21 %; 营业总收入 never ≥10 % in the stored years.
describe("an era said to end (高增长时代已经结束)", () => {
  it("holds when the judged year is out of it and some stored year was in it", () => {
    expect(mark("600036", "招行2025年利润只增1.2%，高速增长的时代已经结束。")).toBe("✅");
  });
  it("fails when the judged year is still in it", () => {
    expect(mark("300750", "宁德2025年利润增长42%，高增长时代已经结束。")).toBe("❌");
  });
  it("is undecided when no stored year was in it: the era may be older than the data", () => {
    expect(mark("600036", "招行营收2025年几乎零增长，两位数增长的时代早已过去。")).toBe("❔");
  });
});
