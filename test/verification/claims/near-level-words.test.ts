import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

// RSI(14) 2026-04-30: 中国石化 30.04, 招商银行 36.06, 贵州茅台 39.64, 中国平安 53.67, 五粮液 28.39, 比亚迪 52.43;
// 比亚迪 2025-10-31 33.20.
describe("a level's distance denied (离超卖区不远) is nearness, a hedge, not the level reached (level-hedges.ts)", () => {
  it("holds within the hedged band of the line", () => {
    expect(mark("002594", "RSI14约33，离超卖区不远。", "2025-10-31")).toBe("✅");
    expect(mark("600028", "RSI14约30，离超卖区不远。")).toBe("✅");
    expect(mark("600036", "RSI14约36，离超卖线已经不远了。")).toBe("✅");
    expect(mark("600519", "RSI约39.6，离超卖区不算远。")).toBe("✅");
  });
  it("fails far from the line", () => {
    expect(mark("601318", "RSI14约53.7，距超卖区不远。")).toBe("❌");
    expect(mark("000858", "RSI14约28，距超买线很近。")).toBe("❌");
    expect(mark("002594", "RSI14约52，离超买区不远。")).toBe("❌");
  });
});
