import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 中国平安 归母净利润 2024 +47.79 %, 2025 +6.45 %; 贵州茅台 2024 +15.38 %, 2025 −4.53 %.
describe("a move built on a year's change (在2024年大幅反弹近48%的基础上继续改善)", () => {
  it("is that year's move, then the next year's", () => {
    expect(mark("601318", "2025年归母净利润同比增长约6.5%，在2024年大幅反弹近48%的基础上继续改善。")).toBe("✅");
  });
  it("fails the next year's move when it went the other way, or the change's wrong figure", () => {
    expect(mark("600519", "2025年归母净利润同比下降约4.5%，在2024年反弹约15%的基础上继续改善。")).toBe("❌");
    expect(mark("601318", "2025年归母净利润同比增长约6.5%，在2024年大幅反弹近30%的基础上继续改善。")).toBe("❌");
  });
});
