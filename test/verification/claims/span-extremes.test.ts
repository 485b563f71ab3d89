import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { spanExtremeWritten } from "../../../src/verification/claims/span-extremes";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf)));

// 宁德时代 归母净利润 2021-2025: 159.31 → 722.01 亿元 (2025 the highest); 贵州茅台 营业总收入 2019-2025: highest 2024
// (1741.44 亿元); 中国平安 归母净利润 2019-2025: lowest 2022 (837.74 亿元).
describe("an extreme 期间 (其间, 这期间) is over the span its sentence named before (span-extremes.ts)", () => {
  it("is written as that span, a range or a window since a year", () => {
    expect(spanExtremeWritten("2021到2025年利润翻了几倍，2025年为期间最高。")).toContain("2025年为2021-2025年间最高");
    expect(spanExtremeWritten("2021年以来利润增长，2025年为期间最高。")).toContain("2025年为2021年以来最高");
    expect(spanExtremeWritten("2025年为期间最高。")).toBe("2025年为期间最高。");
  });

  it("holds where the year named is the span's extreme", () => {
    expect(mark("300750", "2021到2025年宁德归母净利润从159.31亿增至722.01亿，2025年为期间最高。")).toBe("✅");
    expect(mark("601318", "2019至2025年平安归母净利润起伏较大，2022年为期间最低。")).toBe("✅");
  });

  it("fails where another year of the span is", () => {
    expect(mark("600519", "2019-2025年茅台营收整体向上，2025年为期间最高。")).toBe("❌");
    expect(mark("601318", "2019至2025年平安归母净利润起伏较大，2023年为期间最低。")).toBe("❌");
  });

  it("is 未能核验 over a span reaching before the stored years", () => {
    expect(mark("000858", "2010到2024年五粮液营收持续增长，2024年为期间最高。")).toBe("❔");
  });
});
