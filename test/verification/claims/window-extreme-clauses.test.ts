import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

// 贵州茅台 2026-04-30: close 1384.79, below every close of the 20 before it; 5 sessions -2.41%, 20 sessions -5.11%.
// 五粮液 2026-04-30: close 97.08, a 60-session closing low; 5 sessions -4.05%, 20 sessions -7.00%.
// 中国平安 2026-04-30: close 59.37, no 20-session low; 5 sessions +2.57%.
describe("a close against the closes of N sessions, written with 跌出 or 以来 (market-words.ts N_DAY_EXTREME)", () => {
  it("is read as the N-session closing low or high", () => {
    expect(mark("600519", "收盘价跌出20个交易日以来的新低。")).toBe("✅");
    expect(mark("000858", "五粮液跌出近60日新低。")).toBe("✅");
    expect(mark("600519", "茅台收盘跌出20日以来的新低。")).toBe("✅");
    expect(mark("601318", "股价跌出20日新低。")).toBe("❌");
    expect(mark("601318", "收盘价涨出20个交易日以来的新高。")).toBe("❌");
  });
  it("is not a bare window the next clause's move is over: the next clause keeps its own window", () => {
    expect(mark("600519", "收盘价跌出20个交易日以来的新低，5个交易日累计回落2.41%。")).toBe("✅");
    expect(mark("000858", "收盘价创出60个交易日以来的新低，近5日累计下挫4.05%。")).toBe("✅");
    expect(mark("000858", "跌出近60日新低，过去20个交易日跌幅7.00%。")).toBe("✅");
    expect(mark("600519", "收盘价跌出20个交易日以来的新低，5个交易日累计回落3.41%。")).toBe("❌");
  });
  it("may name its window in months, a month being 20 sessions and three months 60 (MONTH_EXTREME)", () => {
    expect(mark("600519", "收盘价跌破过去20个交易日的所有收盘价，创近一个月收盘新低。")).toBe("✅");
    expect(mark("600519", "茅台跌出一个月以来的新低，近5个交易日跌2.41%。")).toBe("✅");
    expect(mark("000858", "五粮液创出近三个月新低，过去20个交易日跌幅7.00%。")).toBe("✅");
    expect(mark("601318", "股价创近一个月收盘新低。")).toBe("❌");
    expect(mark("601318", "平安刷新近三个月的收盘新高。")).toBe("❌");
  });
});
