import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { logReadings } from "../../../src/verification/claims/market-shorthand";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/*
 * On 2026-04-30: 招商银行 close 38.27, 52-week range 37.31-48.55 (lowest close 37.50); 贵州茅台 close 1384.79, 52-week
 * low 1322.01 (lowest close 1323.69), MACD DIF −10.03 DEA −4.72, 20 sessions from the highest close −5.64 %;
 * 中国平安 close 59.37 over MA250 59.29; 宁德时代 436.00 in 231.20-460.00 (89.5 %); 中国石化 60 sessions from the
 * highest close 7.82 −31.07 %, amplitude 44.58 %.
 */
describe("the 52-week range: a break of the low, a close near an end, a position in the year's range", () => {
  it("checks 跌破52周低点 as a close below every close of the year", () => {
    expect(mark("600519", "股价已跌破52周低点1322.01元，破位下行。")).toBe("❌");
    expect(mark("600036", "招行都跌破52周最低点了，银行股彻底没人要。")).toBe("❌");
  });

  it("reads the 52-week high as the start of a move 至今/以来 (52周高点48.55元至今跌去约21%)", () => {
    expect(mark("600036", "52周高点48.55元至今已跌去约21%。")).toBe("✅");
    expect(mark("600036", "一年内最高点以来回落约12%。")).toBe("❌");
    // A month's or a phase's high is not the 52-week one.
    expect(mark("600036", "3月高点至今回落约21%。")).toBe("❔");
    // A dated closing high is that day's close: 1月6日 42.73 to 38.27 is −10.44 %.
    expect(mark("600036", "自1月6日收盘高点42.73元以来回撤约10.4%。")).toBe("✅");
  });

  it("reads 价格在X元低点附近 as the close next to the 52-week low priced X", () => {
    expect(mark("600036", "价格在37.31元低点附近，下行空间不大。")).toBe("✅");
    expect(mark("300750", "价格在231.2元低点附近。")).toBe("❌");
    // A plan to buy near the low says nothing of where the price is.
    expect(mark("600036", "可在37.31元低点附近分批建仓。")).not.toBe("❌");
  });

  it("checks a close near the low or the high with no size shown", () => {
    expect(mark("600036", "招行今年以来跌了9%，股价又快回到52周最低点37.31了。")).toBe("✅");
    expect(mark("600036", "股价逼近52周高点。")).toBe("❌");
  });

  it("reads 离一年最低…没几分钱了 as a close within a few per cent of the low, 不远 within a tenth", () => {
    // 中国石化 5.39 is 2.3 % over its 52-week low 5.27; 贵州茅台 1384.79 is 4.7 % over 1322.01.
    expect(mark("600028", "收盘5.39，离一年最低5.27没几分钱了。")).toBe("✅");
    expect(mark("600519", "收盘1384.79元，离一年最低1322元没几分钱了。")).toBe("❌");
    expect(mark("600519", "离52周低点不远了。")).toBe("✅");
    // Counter-case: the far end of the range is no nearness (宁德时代 436.00 is 88.6 % over its low 231.20).
    expect(mark("300750", "离52周低点不远了。")).toBe("❌");
  });

  it("reads 区间最底部 / 顶部 as the bottom / top tenth, a bound written after the size (5%以内) as a bound", () => {
    // 中国石化: 5.39 in 5.27-8.11, 4.2 % up its range.
    expect(mark("600028", "距52周高点8.11元回落约34%，处于一年区间最底部5%以内。")).toBe("✅");
    expect(mark("600028", "股价位于52周区间底部约4%的位置。")).toBe("✅");
    expect(mark("600028", "股价位于52周区间的最顶部。")).toBe("❌");
    expect(mark("600519", "股价位于52周区间的最底部。")).toBe("❌");
  });

  it("reads a size after 底部 / 顶部 as how far into that end the close is, up to the fifth", () => {
    // 贵州茅台 on 2025-10-31: 1430.01 in 1400.00-1667.11, 11.2 % up its range.
    expect(mark("600519", "收盘1430.01元，位于52周区间底部一成多。", "2025-10-31")).toBe("✅");
    expect(mark("600519", "股价处在一年区间底部约11%的位置。", "2025-10-31")).toBe("✅");
    // Counter-cases: the bare word is still the bottom tenth, and the size after it is still checked.
    expect(mark("600519", "股价位于52周区间底部。", "2025-10-31")).toBe("❌");
    expect(mark("600519", "股价位于52周区间底部不到一成。", "2025-10-31")).toBe("❌");
  });

  it("reads 年内区间的九成分位 as the range position, not a move over the year", () => {
    expect(mark("300750", "股价距52周高点460元仅约5%，位于年内区间的九成分位附近。")).toBe("✅");
    expect(mark("300750", "股价位于52周区间的三成分位附近。")).toBe("❌");
  });

  it("reads a fall from the high naming no window as the window's drawdown the clause before names", () => {
    expect(mark("600028", "近60个交易日振幅超过四成，高点回落已逾三成。")).toBe("✅");
    expect(mark("600028", "近60个交易日振幅超过四成，高点回落已逾四成。")).toBe("❌");
  });
});

describe("a quant's signal line", () => {
  it("writes BELOW_MA250, DIF=, hist<0 and dd20= out as the readings they stand for", () => {
    expect(logReadings("close=59.37 → BELOW_MA250")).toEqual(["收盘59.37", "收盘低于MA250"]);
    expect(mark("601318", "[SIG] 601318 close=59.37 MA250=59.29 → BELOW_MA250, trend=DOWN")).toBe("❌");
    expect(mark("601318", "[SIG] 601318 close=59.37 MA250=59.29 → ABOVE_MA250")).toBe("✅");
    expect(mark("600519", "[SIG] 600519 close=1384.79 DIF=-10.03 DEA=-4.72 hist<0; dd20=-5.6%")).toBe("✅");
    expect(mark("600519", "[SIG] 600519 close=1384.79 DIF=-10.03 DEA=-4.72 hist>0; dd20=-5.6%")).toBe("❌");
  });
});

/** A price before 高位/低位 is where the price is, not the 52-week extreme; a dated high is not the 52 weeks'. */
describe("a price at a high or low level", () => {
  it("宁德时代 close 436, 中国平安 close 59.37: 在436元的高位, 处于59元的低位 are the close", () => {
    expect(mark("300750", "股价在436元的高位震荡")).toBe("✅");
    expect(mark("601318", "股价仍处于59元的低位")).toBe("✅");
  });
  it("贵州茅台: a high of a named year is not the 52-week high", () => {
    expect(mark("600519", "茅台股价距2021年2627.88元的高点已跌去约48%")).toBe("❔");
  });
});

/** The 52-week top or low of volume or a valuation is not the close's. */
describe("a 52-week top of something else than the close", () => {
  it("中国平安: 成交量已是近52周最高, 市盈率已是一年来新低 are not about the close", () => {
    expect(mark("601318", "成交量已是近52周最高")).toBe("❔");
    expect(mark("601318", "市盈率已是一年来新低")).toBe("❔");
  });
});

describe("a break of the rolling year's low in other words", () => {
  it("跌破了这一年内的最低价, 跌破一年来的最低点: 贵州茅台 closes 1384.79 over its lowest close 1323.69", () => {
    expect(mark("600519", "茅台距52周低点1322元仅一步之遥，已经跌破了这一年内的最低价。")).toBe("❌");
    expect(mark("600519", "股价已经跌破一年来的最低点。")).toBe("❌");
    expect(mark("600519", "茅台距52周低点1322元仅一步之遥，尚未跌破这一年内的最低价。")).toBe("✅");
  });
});

describe("a record close claimed now (创历史新高)", () => {
  // 贵州茅台's last close 1384.79 (2026-04-30) is below 2025-05-14's 1645: no record, whatever came before the bars.
  it("fails when a stored close stands above the last one; a denial of it holds", () => {
    expect(mark("600519", "茅台股价已创历史新高。")).toBe("❌");
    expect(mark("600519", "股价并未创出历史新高，收于1384.79元。")).toBe("✅");
  });
  it("stays undecided when dated, or with no word of now (the clause before may date it)", () => {
    expect(mark("300750", "5月以来股价已经突破460元前高，创历史新高。")).toBe("❔");
    expect(mark("600519", "距历史新高还有不小距离。")).toBe("❔");
  });
});

describe("a quote card (【诊股】名称 收X元｜20日新低)", () => {
  // 贵州茅台 closes at 1384.79 on 2026-04-30, below each of the 20 closes before it.
  it("reads 收 after the name as the close, and a bare 20日新低 as the last close's", () => {
    expect(mark("600519", "【诊股】贵州茅台 收1384.79元｜20日新低")).toBe("✅");
    expect(mark("600519", "【诊股】贵州茅台 收1400.00元｜20日新低")).toBe("❌");
  });
});

describe("a record dated, at a distance or wished for", () => {
  it("is not the last close's", () => {
    expect(mark("600519", "茅台股价已于2021年创出历史新高。")).toBe("❔");
    expect(mark("600519", "股价距离再创历史新高还有很远的距离。")).toBe("❔");
    expect(mark("600519", "股价要想创历史新高，至少还需上涨八成。")).not.toBe("❌");
  });
});
