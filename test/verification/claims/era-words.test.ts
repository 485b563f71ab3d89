import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { ERA_AFTER_LEVEL, maskEraTimes } from "../../../src/verification/claims/era-words";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("an era named by a level word is a stretch of time, not today's level", () => {
  it("masks an era used as the time of what follows, and nothing else", () => {
    expect(maskEraTimes("高增长时期买入的资金")).toBe("□□□□□买入的资金");
    expect(maskEraTimes("当年高估值年代留下的筹码")).toBe("□□□□□□□留下的筹码");
    expect(maskEraTimes("估值仍处高位")).toBe("估值仍处高位");
  });
  it("reads no level after an era over or used as a time, but one said to go on", () => {
    expect(ERA_AFTER_LEVEL.test("值时代已经过去")).toBe(true);
    expect(ERA_AFTER_LEVEL.test("值时期的套牢盘")).toBe(true);
    expect(ERA_AFTER_LEVEL.test("值时代仍在延续")).toBe(false);
    expect(ERA_AFTER_LEVEL.test("值区间")).toBe(false);
  });
  // 比亚迪 收盘 2026-04-30 102.98元, PE(TTM) far below 40; 宁德时代 PE(TTM) 2026-04-30 25.17倍.
  it("leaves the point's checked figures to decide it, and still fails today's level misread", () => {
    expect(mark("002594", "比亚迪收盘102.98元，高估值时期追高的资金仍未解套。")).toBe("✅");
    expect(mark("300750", "宁德时代PE约25倍，估值明显高估。")).toBe("❌");
    expect(mark("300750", "宁德时代PE约25倍，高估值时代仍在延续。")).toBe("❌");
  });
});
