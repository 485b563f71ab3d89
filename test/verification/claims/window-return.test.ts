import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * From src/sample/sample-data.json, daily closes to 2026-04-30: 600036 moves -2.78 % and -0.60 % on its last two
 * sessions (-3.36 % over the two); 000858 -1.86 % and -1.28 % (-3.11 %); 601318's last five sessions are -0.17 %,
 * -0.40 %, +0.14 %, +3.12 %, -0.10 % (+2.57 % over the five); 300750's last three -1.66 %, +4.05 %, -2.02 %.
 */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf)));

describe("a move over a window of sessions other than the stored ones (近2日, 近三个交易日)", () => {
  it("is read off the kept daily closes", () => {
    expect(mark("600036", "招行近2日累计跌约3.4%。")).toBe("✅");
    expect(mark("000858", "五粮液近两个交易日下跌约3.1%。")).toBe("✅");
  });

  it("fails a wrong size or side over the same window", () => {
    expect(mark("600036", "招行近2日累计跌约6%。")).toBe("❌");
    expect(mark("000858", "五粮液近2日上涨约3%。")).toBe("❌");
    // A bare "27日" after a dated day is that month's day, not a window of 27 sessions.
    expect(mark("600519", "4月24日放量长阳涨2.78%，但27日即跳空低开收跌3.79%，假突破。")).not.toBe("❌");
  });
});

describe("a run of sessions each up or down (近5日连续上涨, 近三日连涨)", () => {
  it("needs every session of the window to move that way, not the window's net move", () => {
    expect(mark("601318", "中国平安近5日连续上涨，MACD金叉。")).toBe("❌");
    expect(mark("601318", "平安近5个交易日连涨。")).toBe("❌");
    expect(mark("300750", "宁德时代近三日连续上涨。")).toBe("❌");
  });

  it("holds when every session did", () => {
    expect(mark("600036", "招行近2日连续下跌。")).toBe("✅");
    expect(mark("600036", "招行近两个交易日连跌，累计跌约3.4%。")).toBe("✅");
    expect(mark("000858", "五粮液近2日连续下跌。")).toBe("✅");
  });

  it("does not read the day of a date as a count of sessions (3月5日连续上涨)", () => {
    expect(mark("600519", "茅台3月5日连续上涨后回落。")).not.toBe("❌");
  });
});

describe("two windows both moving (近5日和20日都下跌)", () => {
  // 600519: -2.41 % over 5 sessions, and down over 20.
  it("is each window's move, not a run of 20 falls", () => {
    expect(mark("600519", "近5日和20日都下跌。")).toBe("✅");
  });
});
