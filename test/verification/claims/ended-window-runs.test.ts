import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/**
 * "打断了2019年以来逐年增长的节奏": the run held from the window's start to the year before, and the judged year broke
 * it (relation-ranks.ts, direction-denial.ts). 贵州茅台 归母净利润 rose each year 2019-2024, 862.28 → 823.20亿元 in
 * 2025; 招商银行 归母净利润 rose each year 2021-2025 (+1.21 % in 2025, +1.22 % in 2024).
 */
describe("a run since a year said broken (打断/中断/终结/结束了…以来逐年增长)", () => {
  it("holds when every year before the judged one went the run's way and the judged year did not", () => {
    const claim = "归母净利润由2024年的862.28亿元回落到823.20亿元，打断了2019年以来逐年增长的节奏。";
    expect(mark("600519", claim)).toBe("✅");
    expect(mark("600519", "2025年营业总收入结束了2019年以来逐年增长的态势。")).toBe("✅");
  });

  it("fails when the judged year carried the run on", () => {
    expect(mark("600036", "2025年归母净利润打断了2021年以来逐年增长的势头。")).toBe("❌");
    expect(mark("600036", "2024年归母净利润中断了2019年以来逐年增长的势头。", "2025-04-30")).toBe("❌");
  });

  it("still reads a run carried on as every year's", () => {
    expect(mark("600036", "2025年归母净利润延续了2021年以来逐年增长的势头。")).toBe("✅");
  });
});
