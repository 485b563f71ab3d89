import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

/*
 * On 2026-04-30 (check-week52.ts RANGE_PLACES): 中国石化 closes at 4.2 % of its 52-week range 5.27-8.11, 宁德时代 at
 * 89.5 % of 231.20-460.00. 低位 is the bottom third of the range, 高位 the top third.
 */
describe("the close's place in its 52-week range called 低位 or 高位", () => {
  it("holds in the third named", () => {
    expect(mark("600028", "中国石化处在52周区间的低位。")).toBe("✅");
    expect(mark("300750", "宁德股价处于一年区间的高位。")).toBe("✅");
    expect(mark("300750", "【诊股】宁德时代 收盘436 | 52周位置：高位")).toBe("✅");
  });

  it("fails in the other third", () => {
    expect(mark("600028", "AI速读：中国石化现价5.39元，处在52周区间的高位。")).toBe("❌");
    expect(mark("300750", "【诊股】宁德时代 收盘436 | 52周位置：低位")).toBe("❌");
  });

  it("leaves a 低位 of no range (a valuation's) to other checks", () => {
    expect(mark("600028", "估值处于历史低位。")).not.toBe("❌");
  });
});

describe("区间高位 as the high a move runs from, not the place now", () => {
  it("reads no place in 从52周区间高位回落 (贵州茅台 2026-04-30 at 19.4 % of 1322.01-1645.00)", () => {
    expect(mark("600519", "茅台已从52周区间高位回落约16%。")).not.toBe("❌");
    expect(mark("600519", "茅台处于52周区间高位。")).toBe("❌");
    expect(mark("600519", "茅台处于52周区间低位。")).toBe("✅");
  });
});
