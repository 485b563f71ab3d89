import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/** 强势/弱势 after MACD's lines is MACD's zone by the zero axis, not RSI's by its midline. */
describe("a zone word said of MACD", () => {
  it("中国平安 2026-04-30 DIF −0.35, RSI 53.7: 弱势 after DIF below the zero axis is not RSI's", () => {
    expect(mark("601318", "DIF仍在零轴下方，属于弱势中的反弹")).toBe("✅");
    expect(mark("601318", "RSI处于弱势区")).toBe("❌");
  });
  it("is checked by DIF's side of the zero axis: 平安 DIF −0.35 is 弱势, 宁德时代 DIF +11.76 强势", () => {
    expect(mark("601318", "MACD处于弱势区")).toBe("✅");
    expect(mark("601318", "MACD已进入强势区")).toBe("❌");
    expect(mark("601318", "MACD尚未进入强势区")).toBe("✅");
    expect(mark("300750", "MACD仍处强势区域")).toBe("✅");
    expect(mark("300750", "MACD已转入弱势区")).toBe("❌");
  });
});

/** A financial line's growth said in trading words (放量) is not the share's volume. */
describe("放量 of a financial line", () => {
  it("中国平安 经营活动现金流 2025 +72 %: 较2024年的3824.74亿元大幅放量 is the line's growth", () => {
    const claim = "2025年经营活动现金流6586.32亿元，同比增长约72%，较2024年的3824.74亿元大幅放量";
    expect(mark("601318", claim)).toBe("✅");
  });
});
