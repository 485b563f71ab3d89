import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/** 强势/弱势 after MACD's lines is MACD's zone by the zero axis, not RSI's by its midline. */
describe("a zone word said of MACD", () => {
  it("a zone not yet left is still held: 平安 DIF −0.35 仍未走出弱势区, 宁德时代 DIF +11.76 has left it", () => {
    expect(mark("601318", "MACD仍未走出弱势区")).toBe("✅");
    expect(mark("601318", "MACD尚未脱离弱势区")).toBe("✅");
    expect(mark("601318", "MACD未能摆脱弱势")).toBe("✅");
    expect(mark("300750", "MACD未能走出弱势区")).toBe("❌");
    expect(mark("300750", "MACD已走出弱势区")).toBe("✅");
  });
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

/** A value of DIF or DEA is the figure after a path word, not a threshold it is compared with. */
describe("a MACD line against a threshold", () => {
  it("宁德时代 DIF +11.76, 中国平安 DIF −0.35: 大于0, 低于0.2, 均在0以上 compare, they give no value", () => {
    expect(mark("300750", "DIF大于0")).toBe("✅");
    expect(mark("601318", "DIF仍低于0.2")).toBe("✅");
    expect(mark("601318", "DIF和DEA均在0以上")).toBe("❌");
    expect(mark("300750", "DIF和DEA均在0以上")).toBe("✅");
  });
  it("a move from one value to another gives the value after 至 (the start, a past value, stays unchecked)", () => {
    expect(mark("601318", "DIF从-0.8回升至-0.35")).toBe("❔");
    expect(mark("601318", "DIF从-0.8回升至-0.1")).toBe("❌");
  });
});

/** A zone left, or turned from, is not the zone asserted. */
describe("a MACD zone left or turned from", () => {
  it("宁德时代 DIF +11.76: 走出弱势区 and 由弱势转为强势 say it is strong", () => {
    expect(mark("300750", "MACD已走出弱势区")).toBe("✅");
    expect(mark("300750", "MACD由弱势转为强势")).toBe("✅");
    expect(mark("601318", "MACD由弱势转为强势")).toBe("❌");
    expect(mark("601318", "MACD已脱离强势区")).toBe("✅");
  });
});
