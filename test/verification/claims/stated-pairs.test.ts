import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/**
 * Two stated figures and the way one differs from the other: the way and the size are the figures' own arithmetic.
 * 招商银行 归母净利润 2025 1501.81 vs 2024 1483.91 亿元; 贵州茅台 2025 823.20 vs 2024 862.28 亿元 (−4.5 %);
 * 中国平安 2025 1347.78 vs 2020 1430.99 亿元.
 */
describe("a stated pair's way and size", () => {
  it("accepts the way the two figures give, in any joining word", () => {
    expect(mark("600036", "利润1501.81亿元比1483.91亿元多约18亿元。")).toBe("✅");
    expect(mark("600519", "利润823.20亿元对862.28亿元只降了4.5%。")).toBe("✅");
    expect(mark("600519", "营收1720.54亿元较1741.44亿元少了约21亿元。")).toBe("✅");
  });

  it("refutes a way or a size the two figures do not give", () => {
    expect(mark("600036", "利润1501.81亿元比1483.91亿元还少约18亿元。")).toBe("❌");
    expect(mark("600519", "利润823.20亿元对862.28亿元只增了4.5%。")).toBe("❌");
    expect(mark("601318", "质疑方说利润还没回到2020年，确实如此：1347.78亿元比1430.99亿元多约83亿元。")).toBe("❌");
    expect(mark("600519", "空方说利润大幅下滑，但823.20亿元对862.28亿元只降了14.5%。")).toBe("❌");
  });

  it("takes no other metric's percentage for the gap (覆盖率, 毛利率), but still reads a change's own", () => {
    // 宁德时代 2025 经营现金流 1332.20, 归母净利润 722.01, 营收 4237.02 vs 2024 3620.13 亿元, 毛利率 26.27 %.
    expect(mark("300750", "2025年经营现金流1332.20亿元对净利润722.01亿元的覆盖率高达184%。")).not.toBe("❌");
    expect(mark("300750", "2025年营收4237.02亿元较上年3620.13亿元增长的同时毛利率提升至26.27%。")).toBe("✅");
    expect(mark("300750", "2025年营收4237.02亿元较上年3620.13亿元同比下降约17%。")).toBe("❌");
  });
});
