import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * Share prices in a clause (check-price.ts), on the sample's real bars: 五粮液 closed at 117.95元 on 2019-06-28 (the
 * last bar by that asOf), 95.00元 sixty sessions before; 中国石化 closed at 6.68元 at the end of 2024.
 */
const checks = (ticker: string, claim: string, asOf: string) =>
  checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf));
const mark = (ticker: string, claim: string, asOf: string) => markOf(checks(ticker, claim, asOf));
const reasons = (ticker: string, claim: string, asOf: string) =>
  checks(ticker, claim, asOf)
    .map((c) => c.reason)
    .join("；");

describe("a share price in a clause", () => {
  it("in a clause naming no time, is the close of the day its sentence named before it (or the last close)", () => {
    // 五粮液 closed at 120.39元 on 2025-07-04 and 97.08元 on 2026-04-30 (the last bar by that asOf).
    const asOf = "2026-04-30";
    expect(mark("000858", "25年7月4日快照PB 3.15倍，市值约4,673亿元，收盘120.39元。", asOf)).toBe("✅");
    expect(mark("000858", "2025年7月4日市净率3.15倍，收盘120.39元。", asOf)).toBe("✅");
    expect(mark("000858", "7月4日市净率3.15倍，收盘120.39元。", "2025-07-31")).toBe("✅");
    expect(reasons("000858", "25年7月4日快照PB 3.15倍，收盘125.39元。", asOf)).toContain(
      "既不是2025-07-04 收盘价 120.39元，也不是2026-04-30 收盘价 97.08元",
    );
    expect(mark("000858", "25年7月4日PB 3.15倍，收盘125.39元。", asOf)).toBe("❌");
    // A clause with a time of its own, and a day a move is measured from, carry no day.
    expect(mark("000858", "25年7月4日PB 3.15倍，目前股价97.08元。", asOf)).toBe("✅");
    expect(mark("000858", "从25年7月4日算，现价97.08元。", asOf)).toBe("✅");
    // A day without its year after the last bar's month and day is the year before's (2025-05-08), checked there.
    expect(mark("000858", "5月8日PB 3.15倍，收盘125.39元。", asOf)).toBe("❌");
  });

  it("dated on the last stored bar's own day is that bar's close; another day is that day's close", () => {
    expect(mark("000858", "6月28日收盘117.95元", "2019-06-28")).toBe("✅");
    expect(mark("000858", "2019年6月28日收盘117.95元", "2019-06-28")).toBe("✅");
    expect(mark("000858", "6月28日收盘118.95元", "2019-06-28")).toBe("❌");
    // 2019-06-27 closed at 117.30 (prices_daily_300750_000858_2020_2025.csv).
    expect(mark("000858", "6月27日收盘117.95元", "2019-06-28")).toBe("❌");
    expect(mark("000858", "6月27日收盘117.3元", "2019-06-28")).toBe("✅");
    // A day no session is kept for (a Sunday) stays undecidable.
    expect(mark("000858", "6月23日收盘117.3元", "2019-06-28")).toBe("❔");
  });

  it("dates a day written without a year in the last bar's year: a day after the last bar is undecided", () => {
    expect(mark("000858", "7月2日收盘117.95元", "2019-06-28")).toBe("❔");
    expect(reasons("000858", "7月2日收盘117.95元", "2019-06-28")).toContain("晚于最后一根日线");
  });

  it("reads a named year's last session as its last close, a line after 跌破了 as no close, an intraday price undecided", () => {
    // 中国石化 closed at 6.68元 on 2024-12-31 and at 5.39元 on 2026-04-30.
    expect(mark("600028", "2024年最后一个交易日收6.68元", "2025-06-13")).toBe("✅");
    expect(mark("600028", "2024年最后一个交易日收7.68元", "2025-06-13")).toBe("❌");
    expect(mark("600028", "收盘价跌破了6元整数关口", "2026-04-30")).toBe("✅");
    expect(mark("600028", "盘中摸到6.2元", "2026-04-30")).toBe("❔");
  });

  it("reads a price after 较…年末 as that year's last close", () => {
    // 中国石化 closed at 6.68元 on 2024-12-31.
    expect(mark("600028", "股价较2024年末的6.68元下跌", "2025-06-13")).toBe("✅");
    expect(mark("600028", "股价较2024年末的7.68元下跌", "2025-06-13")).toBe("❌");
  });

  it("reads 年末收盘 as the last close only once the year's last weekday has a bar", () => {
    expect(mark("600028", "年末收盘6.68元", "2024-12-31")).toBe("✅");
    expect(mark("600028", "年末收盘7.5元", "2024-12-31")).toBe("❌");
    // 12-27 is before the year's last session: no look-ahead to a close not yet made.
    expect(mark("600028", "年末收盘6.68元", "2024-12-27")).toBe("❔");
    expect(reasons("600028", "年末收盘6.68元", "2024-12-27")).toContain("2024年尚未结束");
  });

  it("where a move starts is the close its window starts from, not the last close", () => {
    expect(mark("000858", "过去60个交易日股价从95元涨到117.95元", "2019-06-28")).toBe("✅");
    expect(reasons("000858", "过去60个交易日股价从95元涨到117.95元", "2019-06-28")).toContain("95.00元相符");
    expect(mark("000858", "过去60个交易日股价从90元涨到117.95元", "2019-06-28")).toBe("❌");
    expect(mark("600028", "年初至今股价从6.68元跌到5.66元，跌幅约15%", "2025-04-30")).toBe("✅");
    expect(mark("600028", "今年以来股价下跌约15%（6.68元→5.66元）", "2025-04-30")).toBe("✅");
    // A window no fact holds the start of: undecidable, never failed.
    expect(mark("000858", "股价从80元涨到117.95元", "2019-06-28")).toBe("❔");
  });

  it("in a clause about the price, a move's ends are prices; an indicator's value in 元 is not the close", () => {
    expect(mark("000858", "过去60个交易日股价上涨约24%，从95元涨到117.95元", "2019-06-28")).toBe("✅");
    expect(mark("000858", "股价站上MA20（均在110-118元附近）", "2019-06-28")).not.toBe("❌");
  });

  it("written before its name (以X元股价…计算, X元/每股收益) it is the price, a valuation's input", () => {
    const claim = "以117.95元股价和2018年每股收益3.47元计算，静态市盈率约34倍";
    expect(mark("000858", claim, "2019-06-28")).toBe("✅");
    expect(mark("000858", "静态市盈率约34倍（117.95元/每股收益3.47元）", "2019-06-28")).toBe("✅");
    expect(mark("000858", "以127.95元股价和2018年每股收益3.47元计算", "2019-06-28")).toBe("❌");
  });

  it("dated to a month other than the last bar's (5月中旬) is another day's price; a move's start month is not", () => {
    expect(mark("600519", "5月中旬股价已经反弹到1450元以上", "2026-04-30")).toBe("❔");
    expect(mark("600519", "4月底股价收于1384.79元", "2026-04-30")).toBe("✅");
  });
});

describe("a price that is not a close", () => {
  it("reads a difference from a year-end close as such, and a dated high as undecided, never as the last close", () => {
    // 中国石化 closed at 6.68元 at the end of 2024 and 5.93元 on 2025-06-13 (0.75元 lower).
    expect(mark("600028", "较2024年末6.68元的收盘价低了0.75元。", "2025-06-13")).toBe("✅");
    expect(mark("600028", "较2024年末6.68元的收盘价低了1.2元。", "2025-06-13")).toBe("❌");
    expect(mark("600028", "比高点低了1.2元。", "2025-06-13")).toBe("❔");
    expect(reasons("000858", "较2021年2月19日的高点344.4元下跌约72%。", "2026-04-30")).not.toContain("52周最高价");
  });

  it("reads a dated closing high or low as that day's close, never the 52-week extreme; undecided before the bars", () => {
    // 五粮液 closed at 344.40元 on 2021-02-19; bars by asOf 2021-02-26 hold that day, by 2026-04-30 they do not.
    expect(mark("000858", "较2月19日收盘高点344.4元回落约19%。", "2021-02-26")).toBe("✅");
    expect(mark("000858", "较2月19日收盘高点354.4元回落约19%。", "2021-02-26")).toBe("❌");
    expect(mark("000858", "较2月19日的收盘价高点344.4元回落约19%。", "2021-02-26")).toBe("✅");
    const old = reasons("000858", "当前97.08元较2021年2月19日收盘高点344.4元累计下跌约72%。", "2026-04-30");
    expect(old).not.toContain("52周最高价");
    expect(mark("000858", "当前97.08元较2021年2月19日收盘高点344.4元累计下跌约72%。", "2026-04-30")).toBe("❔");
  });

  it("leaves a last month's or last week's high undecided: only a 52-week high is stored (中国平安, 2026-04-30)", () => {
    expect(mark("601318", "股价较上月61元的高点回落", "2026-04-30")).toBe("❔");
    expect(mark("601318", "股价较上周60元的高点回落", "2026-04-30")).toBe("❔");
  });
});

describe("a 52-week range written low to high", () => {
  it("checks its first figure as the 52-week low and its second as the high, neither as the close", () => {
    // 宁德时代 2026-04-30: 52-week closes 231.20-460.00元, the close 436.00元.
    const found = reasons("300750", "52周区间约231元至460元。", "2026-04-30");
    expect(found).toContain("52周最高价");
    expect(found).toContain("52周最低价");
    expect(mark("300750", "52周区间约231元至460元。", "2026-04-30")).toBe("✅");
    expect(mark("300750", "52周区间210.5元至460元。", "2026-04-30")).toBe("❌");
    expect(mark("300750", "52周区间约231元至480元。", "2026-04-30")).toBe("❌");
  });
});

/** A price per ton, barrel or kWh is a commodity's or a product's: never checked as the share's close. */
describe("a price per physical unit", () => {
  it("is no share price, though a price move names it", () => {
    expect(mark("600028", "布伦特原油反弹至72美元/桶。", "2026-04-30")).toBe("❔");
    expect(reasons("600028", "布伦特原油反弹至72美元/桶。", "2026-04-30")).toContain("不是股价");
  });
  it("leaves the share's own close checked", () => {
    // 中国石化 2024-12-31 close 6.68元.
    expect(mark("600028", "中国石化2024年末收盘6.68元。", "2025-04-30")).toBe("✅");
    expect(mark("600028", "中国石化2024年末收盘7.68元。", "2025-04-30")).toBe("❌");
  });
});
