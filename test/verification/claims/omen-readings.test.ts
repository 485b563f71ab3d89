import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a figure read as a recovery of demand", () => {
  // 比亚迪 营业总收入 2026Q1 1502.25亿 vs 2025Q1 1703.60亿 (-11.82 %); 宁德时代 2026Q1 +52.45 %.
  it("fails on a fall and holds on a rise", () => {
    expect(mark("002594", "一季度收入同比少了一成多，可见终端需求正在复苏。")).toBe("❌");
    expect(mark("300750", "一季度营收同比大增五成以上，说明下游需求回暖。")).toBe("✅");
  });
});

describe("a figure called a bad omen", () => {
  // 中国平安 归母净利润 2025 +6.45 %; 贵州茅台 2025 -4.53 %.
  it("fails for growth and holds for a fall; denied, it reads nothing", () => {
    expect(mark("601318", "2025年归母净利润增长6.45%，对多方来说反倒是个坏信号。")).toBe("❌");
    expect(mark("600519", "2025年归母净利润下滑4.53%，这是个不好的信号。")).toBe("✅");
    expect(mark("600519", "2025年归母净利润下滑4.53%，但不必当成坏信号。")).not.toBe("❌");
  });
});
