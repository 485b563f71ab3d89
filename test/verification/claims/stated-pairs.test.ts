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
});
