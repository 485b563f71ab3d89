import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * MACD(12,26,9) on 2026-04-30 from src/sample/sample-data.json: 招商银行 DIF −0.125, DEA +0.009 (the lines on either
 * side of the zero axis); 宁德时代 DIF 11.759, DEA 12.854.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("each MACD line on its own side of the zero axis", () => {
  it("reads the side as said of the line named last before it: 招行 DIF below, DEA above", () => {
    expect(mark("600036", "招行DIF已跌至零轴下方（约-0.13），DEA仍略在零轴之上，MACD处于零轴附近的死叉状态。")).toBe(
      "✅",
    );
    expect(mark("600036", "招行DEA仍在零轴上方，DIF则落到零轴下方。")).toBe("✅");
    expect(mark("600036", "招行DIF已跌破零轴，DEA也已跌破零轴。")).toBe("❌");
  });

  it("reads DIF和DEA均… as both lines", () => {
    expect(mark("300750", "MACD于4月28日死叉，但DIF和DEA均在零轴上方较高位置（约12），属于高位调整。")).toBe("✅");
    expect(mark("600036", "招行DIF和DEA均在零轴上方。")).toBe("❌");
  });
});

describe("a line crossed or compared with is not the one a side is said of", () => {
  it("places its subject: DIF下穿DEA后仍运行在零轴上方 is DIF's side (招行 DIF −0.125)", () => {
    expect(mark("600036", "招行DIF下穿DEA后仍运行在零轴上方。")).toBe("❌");
    expect(mark("600036", "招行DIF下穿DEA后运行在零轴下方。")).toBe("✅");
  });
});

describe("the bare side word of the zero axis (零轴下, 零轴上)", () => {
  it("reads 仍在零轴下 as below and 在零轴上 as above: 招行 DIF −0.125, 宁德 DIF 11.759", () => {
    expect(mark("600036", "招行MACD仍在零轴下，暂不投多。")).toBe("✅");
    expect(mark("600036", "招行MACD已回到零轴上，可以投多。")).toBe("❌");
    expect(mark("300750", "宁德DIF仍在零轴上，多头格局未变。")).toBe("✅");
    expect(mark("300750", "宁德DIF已落到零轴下。")).toBe("❌");
  });
});
