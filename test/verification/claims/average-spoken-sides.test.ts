import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * The close's side of an average in spoken words: 上面/下面 as 上方/下方 ("股价在60日线上面稳着"), a passive move
 * past the average with how firmly it was made ("60日线已被有效突破", "年线早已被有效跌破"). As of 2026-04-30:
 * 宁德时代 (300750) close 436, MA5 437.69, MA20 425.02, MA60 391.63; 中国平安 (601318) close 59.37, MA20 58.22,
 * MA60 61.25, MA250 59.29; 五粮液 (000858) close 97.08, MA20 101.81, MA250 116.47.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("上面/下面 after an average", () => {
  it("places the close above or below it, as 上方/下方 do", () => {
    expect(mark("300750", "宁德收盘仍运行在60日均线上面。")).toBe("✅");
    expect(mark("300750", "宁德收盘已跌到5日线下面。")).toBe("✅");
    expect(mark("300750", "宁德股价掉到了20日均线下面。")).toBe("❌");
    expect(mark("601318", "平安股价已经在20日线下面。")).toBe("❌");
  });
  it("leaves what lies above the average to its region", () => {
    expect(mark("601318", "60日线上面还有不少套牢盘。")).not.toBe("❌");
  });
});

describe("a passive move past an average with 有效/彻底/早已", () => {
  it("reads the move as the close's side", () => {
    expect(mark("300750", "60日均线已被有效突破。")).toBe("✅");
    expect(mark("000858", "年线早已被有效跌破。")).toBe("✅");
    expect(mark("000858", "20日均线已被彻底跌破。")).toBe("✅");
    expect(mark("601318", "60日线也已被有效突破，中期趋势转多。")).toBe("❌");
    expect(mark("300750", "20日线被有效跌破。")).toBe("❌");
  });
});
