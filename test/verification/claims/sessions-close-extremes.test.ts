import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * The last close against the closes of the N sessions before it (market-words.ts N_DAY_EXTREME, check-sessions.ts),
 * src/sample/sample-data.json on 2026-04-30: 五粮液 97.08 below every close of the 5, 10, 20 and 60 before; 贵州茅台
 * 1384.79 and 招商银行 38.27 below the 5, 10 and 20 before, not the 60; 中国平安 59.37, 宁德时代 436 and 比亚迪
 * 102.98 beyond none.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("the close below 任何一个 close of the N sessions (天 counted as 日)", () => {
  it("holds when the close is below each of them", () => {
    expect(mark("000858", "五粮液收盘低于此前20天的任何一个收盘，弱势明显。")).toBe("✅");
    expect(mark("000858", "收盘已低于此前60个交易日的任何一个收盘价。")).toBe("✅");
    expect(mark("601318", "平安收盘低于此前10天的任何一个收盘价。")).toBe("❌");
  });
});

describe("a list of windows each with its own 前", () => {
  it("is read at the longest window", () => {
    expect(mark("600036", "招行收盘已跌破前5日、前20日收盘低点。")).toBe("✅");
    expect(mark("601318", "平安收盘已跌破前5日、前20日收盘低点。")).toBe("❌");
  });
});

describe("the window first, then the close's new extreme", () => {
  it("is the last close beyond every close of the window", () => {
    expect(mark("600519", "茅台近20个交易日收盘价创出新低。")).toBe("✅");
    expect(mark("000858", "近60日收盘价再创新低，跌势未止。")).toBe("✅");
    expect(mark("600519", "近60个交易日收盘价创出新低。")).toBe("❌");
    expect(mark("300750", "宁德近20个交易日收盘价创出新低。")).toBe("❌");
    expect(mark("002594", "近10个交易日收盘再创新高。")).toBe("❌");
  });
});
