import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * RSI(14) in src/sample/sample-data.json: 601318 53.67 and 000858 28.39 on 2026-04-30; 000858 70.29 on 2020-05-15;
 * 002594 on 2025-10-31 reads 33.20 (the level table's point 38.36).
 */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a denial of both RSI levels at once (没有超买超卖信号)", () => {
  it("denies each level word joined to the denied one, and checks both", () => {
    expect(mark("601318", "RSI14为53.7，处于中性区间，没有超买超卖信号。")).toBe("✅");
    expect(mark("000858", "RSI没有超买超卖信号。")).toBe("❌");
    expect(mark("000858", "RSI没有超买或超卖信号。", "2020-05-15")).toBe("❌");
  });
});

describe("a level near, not reached (离超卖只差一步)", () => {
  it("reads 只差一步 after the level word as 接近, whose band is wider than the level's", () => {
    expect(mark("002594", "RSI 33.2，离超卖只差一步。", "2025-10-31")).toBe("✅");
    expect(mark("601318", "RSI 53.7，离超卖只差一步。")).toBe("❌");
  });
});
