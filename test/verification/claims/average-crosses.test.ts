import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * A cross of two averages ("5日线与10日线金叉", "MA5已死叉MA10") is the latest cross of the shorter average with the
 * longer on the stored sessions, not MACD's (average-crosses.ts). As of 2026-04-30: 宁德时代 (300750) MA5 crossed MA10
 * down on 2026-04-28 (MACD too); 比亚迪 (002594) MA5 crossed MA10 up on 2026-04-30 (MACD's last cross dead, 04-01);
 * 中国平安 (601318) MA20 crossed MA60 down on 2026-02-27 (MACD's last cross golden, 04-07); 五粮液 (000858) MA5 crossed
 * MA20 down on 2026-04-20.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("a cross of two averages", () => {
  it("is the averages' own latest cross, not MACD's", () => {
    expect(mark("002594", "5日均线上穿10日均线形成金叉。")).toBe("✅");
    expect(mark("002594", "5日均线与10日均线形成金叉。")).toBe("✅");
    expect(mark("601318", "20日线死叉60日线。")).toBe("✅");
    expect(mark("300750", "MA5与MA10形成死叉。")).toBe("✅");
    expect(mark("000858", "5日线与20日线金叉。")).toBe("❌");
    expect(mark("601318", "20日线金叉60日线。")).toBe("❌");
  });
  it("dated, is that session's cross", () => {
    expect(mark("300750", "4月28日5日线死叉10日线。")).toBe("✅");
    expect(mark("300750", "4月20日5日线死叉10日线。")).toBe("❌");
  });
  it("leaves a MACD cross on the daily chart to MACD", () => {
    expect(mark("002594", "日线MACD金叉。")).toBe("❌");
    // A span before 日线 then MACD is still the MACD cross (the guard after the pair), not an average cross.
    expect(mark("002594", "5日线MACD金叉。")).toBe("❌");
  });
});
