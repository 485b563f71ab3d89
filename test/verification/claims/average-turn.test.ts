import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * An average's own turn (average-turn.ts), read on the average's slope, not on the close's side of it. As of
 * 2026-04-30: 招行 MA20 39.52 → 39.41 over 3 sessions after a top of 39.54 (turned down); 宁德 MA5 440.53 → 437.69
 * (down); 宁德 MA60 386.95 → 391.63 and rising for the 20 sessions before (no turn seen); 五粮液 MA10 101.78 → 100.33
 * after a top of 103.42.
 */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf)));

describe("an average that turns (拐头向上 / 拐头向下)", () => {
  it("a turn the average made passes; the close's side beside it is checked on its own", () => {
    expect(mark("600036", "股价失守20日线，20日线也已拐头向下。")).toBe("✅");
    expect(mark("600036", "MA20拐头向下，股价跌破20日线。")).toBe("✅");
    expect(mark("000858", "五粮液MA10已经拐头向下。")).toBe("✅");
  });

  it("an average going the other way fails, even when the close's side beside it is right", () => {
    expect(mark("300750", "5日均线拐头向上，短线转强。")).toBe("❌");
    expect(mark("600036", "股价跌破20日线，20日线拐头向上。")).toBe("❌");
  });

  it("an average going the said way all along shows no turn: 未能核验, never passed by the close's side", () => {
    expect(mark("300750", "股价站上MA20，MA20拐头向上。")).toBe("❔");
    expect(mark("002594", "收盘站上60日均线，60日均线拐头向上。")).toBe("❔");
  });

  it("a turn of no named average, or a denied one, is not read as one", () => {
    expect(mark("600036", "股价跌破MA20，均线拐头向下。")).toBe("❔");
    expect(mark("600036", "20日线尚未拐头向上。")).toBe("❔");
  });

  it("a list of averages turns only when each of them does: each is checked on its own", () => {
    expect(mark("300750", "宁德时代60日、5日均线拐头向下。")).toBe("❌");
    expect(mark("300750", "宁德时代5日、60日均线拐头向下。")).toBe("❌");
    expect(mark("300750", "宁德时代MA5/MA60拐头向下。")).toBe("❌");
    // Both of 招行's MA5 and MA20 turned down: the list passes on the two checks.
    expect(mark("600036", "股价跌破MA20，5日、20日均线拐头向下。")).toBe("✅");
  });

  it("one average's turn does not carry an unnamed one's beside it (中长期均线, 长期均线)", () => {
    expect(mark("300750", "宁德时代5日线拐头向下，中长期均线也已拐头。")).toBe("❔");
    expect(mark("300750", "宁德时代5日线拐头向下，长期均线同样拐头向下。")).toBe("❔");
    expect(mark("600036", "20日线拐头向下，均线调头向下。")).toBe("❔");
    expect(mark("600036", "招行20日线拐头向下。")).toBe("✅");
    expect(mark("600036", "招行20日线调头向下。")).toBe("✅");
    expect(mark("600036", "招行20日线还没拐头向上。")).toBe("❔");
  });
});
