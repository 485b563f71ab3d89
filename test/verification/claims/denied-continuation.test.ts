import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 贵州茅台 归母净利润 2025 823.20亿 (−4.53 %), 2026年一季度 +1.47 %; 宁德时代 2025 +42.28 %; 比亚迪 2025 −18.97 %.
describe("a move said not to go on (下滑并未延续)", () => {
  it("is denied now: the latest move is not that way", () => {
    expect(mark("600519", "2026年一季度归母净利润同比增长，下滑并未延续。")).toBe("✅");
    expect(mark("002594", "比亚迪2025年归母净利润326亿元，增长势头没有延续。")).toBe("✅");
  });
  it("fails when the move went on", () => {
    expect(mark("600519", "2025年归母净利润823亿元，下滑趋势没有延续。")).toBe("❌");
    expect(mark("300750", "宁德时代2025年归母净利润722亿元，增长势头没有延续。")).toBe("❌");
  });
});
