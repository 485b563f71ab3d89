import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * Daily volumes in src/sample/sample-data.json, to 2026-04-30. 招商银行 2026-04-29: 253.3 M shares, 3.84 × the mean of
 * the 5 sessions before (66.0 M); its last 5 sessions' mean is 211.7 % of the 5 before. 中国平安 2026-04-29: 160.9 M,
 * 2.63 × the 5 before; last 5 sessions 148.2 % of the 5 before (its 20-session reading is 95.6 %). 贵州茅台 2026-04-17:
 * 9.68 M, 3.52 × the 5 sessions before, 3.29 × the 20 before.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("volume weighed against a window the clause names", () => {
  it("此前5日 after 近5个交易日: the last 5 sessions over the 5 before, not the 20-session reading", () => {
    expect(mark("601318", "近5个交易日平安上涨约2.6%，成交量较此前5日放大近五成。")).toBe("✅");
    expect(mark("600036", "近5日招行成交量是此前5日的两倍左右。")).toBe("✅");
    expect(mark("600036", "近5日招行成交量较此前5日萎缩约三成。")).toBe("❌");
  });

  it("前5日均量 after a day: that day's volume over the 5 sessions before it, the day carried on", () => {
    expect(mark("600036", "4月29日招行放量下跌2.78%，约为前5日均量的3倍以上。")).toBe("✅");
    expect(mark("601318", "4月29日平安放量上涨，成交量达到前5个交易日平均水平的2.6倍左右。")).toBe("✅");
    expect(mark("600519", "4月17日茅台放量下跌3.8%，成交量约为前5日均量的3.5倍。")).toBe("✅");
    expect(mark("600519", "4月17日茅台放量下跌3.8%，成交量约为前20日均量的3.5倍。")).toBe("✅");
    expect(mark("600519", "4月17日茅台放量下跌3.8%，成交量约为前5日均量的1.5倍。")).toBe("❌");
  });

  it("此前几日 names no count, and 前5日均量 with no day nor window names no numerator: ❔", () => {
    expect(mark("601318", "4月29日平安放量大涨3.12%，是此前几日均量的2.5倍左右。")).toBe("❔");
    expect(mark("601318", "成交量约为前5日均量的2.6倍。")).toBe("❔");
  });
});

describe("a window whose closes the close is set against is no volume base", () => {
  it("收盘低于此前5日、20日的所有收盘价，20日均量比前20日…: the volume is the 20-session reading (110.1 %)", () => {
    expect(mark("600036", "最新收盘同时低于此前5日、20日的所有收盘价，20日均量比前20日放大约10%。")).toBe("✅");
    expect(mark("600036", "最新收盘同时低于此前5日、20日的所有收盘价，20日均量比前20日放大约30%。")).toBe("❌");
  });
});
