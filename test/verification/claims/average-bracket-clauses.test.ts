import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/* 000858 as of 2022-04-29 (the stored bars): close 162.13; MA5 160.57, MA10 162.90, MA20 162.31, MA60 174.08. */
const mark = (claim: string, ticker = "000858", asOf = "2022-04-29") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a bracket that says something of the averages", () => {
  it("reads a side placed in brackets after a reading word", () => {
    expect(mark("中期偏弱（收盘低于10/60日线）")).toBe("✅");
    expect(mark("短期偏强（收盘高于10/60日线）")).toBe("❌");
    expect(mark("短线尚可(站上5日线)")).toBe("✅");
  });

  it("still reads past a value in brackets", () => {
    expect(mark("收盘价低于MA60（约174元）")).toBe("✅");
    expect(mark("收盘价高于MA60（约174元）")).toBe("❌");
  });

  it("reads an order word on the windows written in brackets after it", () => {
    expect(mark("短期均线已呈空头排列（5<10）")).toBe("✅");
    expect(mark("短期均线已呈多头排列（5>10）")).toBe("❌");
    // Without the brackets the order is of MA5-MA60, mixed here.
    expect(mark("短期均线已呈空头排列")).toBe("❌");
  });

  it("reads 排列成空头形态 as an order word on the list before it", () => {
    expect(mark("MA5/10/60依次向上排列成空头形态")).toBe("✅");
    expect(mark("5日、10日、60日均线排列为多头格局")).toBe("❌");
    expect(mark("均线排列成空头形态")).toBe("❌");
  });
});
