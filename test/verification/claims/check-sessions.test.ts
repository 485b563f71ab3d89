import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { checkFactClause } from "../../../src/verification/claims/check-fact-clauses";
import { checkMarketClause } from "../../../src/verification/claims/check-market";
import { checkMarketReading } from "../../../src/verification/claims/market-reading";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { sampleFacts } from "./sample-facts";

/*
 * 600519 as of 2026-04-30, by hand from ../shared/data/reference/prices_daily_600519_600036_601318_2021_2026.csv:
 * close 1384.79; 2026-04-23 1419.00; 2026-03-31 (March's last session) 1450.00; 2025-12-31 1377.18. The 20 closes
 * before the last lie in 1401.17-1467.50 (so 1384.79 is a new 20-session closing low). Over the last 20 sessions the
 * highest high 1477.41 and lowest low 1380.00 over the close before them 1459.44: 振幅 6.67 %. MA20 1433.56: BIAS20
 * −3.40 %. The highest close of the last 61 sessions 1555.00: 60-session 回撤 −10.95 %. Over the 365 days to
 * 2026-04-30 the lowest low 1322.01 and highest high 1645.00: the close at 19.4 % of the range, 4.75 % above the low;
 * the lowest close 1323.69 (so no new 52-week closing low).
 */
const facts = sampleFacts("600519", "2026-04-30");
const oks = (text: string) => checkMarketClause(text, facts).map((c) => c.ok);

describe("readings of single sessions", () => {
  it("checks the close of the day a clause names, else of the last bar", () => {
    expect(oks("4月末收盘1384.79")).toEqual([true]);
    expect(oks("收盘1384.79")).toEqual([true]);
    expect(oks("股价收在1385")).toEqual([true]);
    expect(oks("4月30日收盘1390.5")).toEqual([false]);
    // An earlier day's close is read off that session, not the last one.
    expect(oks("4月23日收盘1419")).toEqual([true]);
    expect(oks("3月末收盘1450")).toEqual([true]);
    expect(oks("3月末收盘1384.79")).toEqual([false]);
    expect(oks("2025年末收盘1377.18")).toEqual([true]);
    // A day after the last bar, or one no session is dated to, is undecided.
    expect(oks("5月8日收盘1400")).toEqual([null]);
    expect(oks("4月中旬收盘1450")).toEqual([null]);
  });

  it("reads a whole-yuan close as cut or rounded, and a hedge after it as one before it", () => {
    // Speech drops the jiao and fen: 1384 of 1384.79, never 1383 bare, never a yuan past the close.
    expect(oks("收在1384")).toEqual([true]);
    expect(oks("收在1383")).toEqual([false]);
    expect(oks("收在1386")).toEqual([false]);
    // 附近 / 左右 after the price widen it as 约 does (PRICE_ABOUT_SHARE); far off still fails.
    expect(oks("收在1380附近")).toEqual([true]);
    expect(oks("收在1380左右")).toEqual([true]);
    expect(oks("收在1300附近")).toEqual([false]);
  });

  it("dates a day written without a year in the last bar's year, a day after the last bar undecided", () => {
    expect(oks("5月8日收盘1400")).toEqual([null]);
    expect(checkMarketClause("自5月8日以来股价上涨", facts).map((c) => c.ok)).toEqual([null]);
    expect(checkMarketClause("自5月8日以来股价上涨", facts)[0]?.reason).toContain("晚于最后一根日线");
  });

  it("reads a month written with its year before 以来 (SINCE_DAY)", () => {
    const since = checkMarketClause("2025年8月以来股价上涨", facts);
    expect(since.map((c) => typeof c.ok)).toEqual(["boolean"]);
    expect(since[0]?.reason).toContain("2025-07-31");
  });

  it("reads 年内 as the move from the year before's last close and 前高 as the 52-week high", () => {
    // 1384.79 / 1377.18 − 1 = +0.55 %; 1384.79 / 1645 − 1 = −15.82 %.
    expect(oks("年内股价上涨约0.6%")).toEqual([true, true]);
    expect(oks("年内股价下跌约5%")).toEqual([false, false]);
    expect(oks("距前高1645约16%")).toEqual([true]);
    expect(oks("距前高约10%")).toEqual([false]);
  });

  it("reads a good-news word after 不宜 as no good-news reading", () => {
    expect(checkMarketReading(["近20日股价下跌", "不宜视为积极信号"], facts)).toEqual([]);
    expect(checkMarketReading(["近20日股价下跌", "可视为积极信号"], facts).map((c) => c.ok)).toEqual([false]);
  });

  it("reads a month's or year's last close only once its last weekday has a bar", () => {
    const early = sampleFacts("600519", "2026-04-27");
    const read = (text: string) => checkMarketClause(text, early);
    expect(read("4月末收盘1400").map((c) => c.ok)).toEqual([null]);
    expect(read("4月末收盘1400")[0]?.reason).toContain("2026年4月尚未结束");
    expect(read("2026年末收盘1400").map((c) => c.ok)).toEqual([null]);
    // March is over by 04-27: its last close is read.
    expect(read("3月末收盘1450").map((c) => c.ok)).toEqual([true]);
  });

  it("checks a new N-session closing high or low against the closes before the last", () => {
    expect(oks("收盘创近20日新低")).toEqual([true]);
    expect(oks("收盘创近20个交易日收盘新高")).toEqual([false]);
    expect(oks("股价突破近20日收盘高点")).toEqual([false]);
    expect(oks("创52周收盘新低")).toEqual([false]);
  });

  it("inverts a denied new high or low, 回撤 bound and range place", () => {
    // The last close is a 20-session closing low, not a high; 60-session 回撤 −10.95 %; range position ≈ 19 %.
    expect(oks("股价并未创近20日新高")).toEqual([true]);
    expect(oks("收盘没有突破近20日高点")).toEqual([true]);
    expect(oks("股价并未创近20日新低")).toEqual([false]);
    expect(oks("股价尚未创52周新低")).toEqual([true]);
    expect(oks("并不在52周区间上沿")).toEqual([true]);
    expect(oks("并不在52周区间下沿")).toEqual([false]);
    expect(oks("60日回撤并未超过20%")).toEqual([true]);
    expect(oks("60日回撤并未超过10%")).toEqual([false]);
    // Whatever verb names the bound, a drawdown past it is not denied: −10.95 % has reached and broken 5 %.
    expect(oks("60日回撤没有达到5%")).toEqual([false]);
    expect(oks("60日回撤并未突破5%")).toEqual([false]);
    expect(oks("60日回撤没有达到两成")).toEqual([true]);
  });

  it("checks 振幅, N-session 回撤 and 乖离率 with the size shown, and not as a move over the window", () => {
    expect(oks("近20日振幅约6.7%")).toEqual([true]);
    expect(oks("近20日振幅超过两成")).toEqual([false]);
    expect(oks("60日回撤约11%")).toEqual([true]);
    expect(oks("60日回撤约20%")).toEqual([false]);
    expect(oks("乖离率(BIAS20)约-3.4%")).toEqual([true]);
    expect(oks("20日乖离率+3.4%")).toEqual([false]);
    // Without the average's window the distance cannot be told.
    expect(oks("乖离率约-3.4%")).toEqual([null]);
    // The average named right before 乖离 is its window.
    expect(oks("收盘价相对20日均线的乖离率约-3.4%")).toEqual([true]);
    expect(oks("股价较20日均线的乖离率约+3.4%")).toEqual([false]);
    expect(checkMarketClause("7日乖离率约-3%", facts)[0]?.reason).toContain("未计算MA7，无法核验乖离率");
  });

  it("reads a fall from the high of N sessions on those sessions, never on the 52-week high (15.8 % away)", () => {
    expect(oks("近60日从高点回撤约11%")).toEqual([true]);
    expect(oks("近60个交易日自高点回撤约10.95%")).toEqual([true]);
    expect(oks("较近60日最高点回落约11%")).toEqual([true]);
    expect(oks("近60日从高点回撤约15.8%")).toEqual([false]);
    // The 52-week high keeps its own reading.
    expect(oks("距52周高点约-15.8%")).toEqual([true, true]);
  });

  it("reads 偏离N日线 and 偏离MA N as the distance from that average, with its sign", () => {
    expect(oks("偏离20日线-3.4%")).toEqual([true]);
    expect(oks("偏离MA20约-3%")).toEqual([true]);
    expect(oks("偏离20日线+3.4%")).toEqual([false]);
    expect(oks("偏离60日线-10%")).toEqual([false]);
  });

  it("places the close in its 52-week range and sizes the distance from the low", () => {
    expect(oks("股价处于52周区间下沿（约19%分位）")).toEqual([true, true]);
    expect(oks("股价处于52周区间上沿")).toEqual([false]);
    expect(oks("52周区间位置约60%")).toEqual([false]);
    // "区间中的位置", "区间内的位置": the same position, with the range's preposition.
    expect(oks("52周区间中的位置约60%")).toEqual([false]);
    expect(oks("距52周低点1322仅约5%")).toEqual([true]);
    expect(oks("离52周低点不到2%")).toEqual([false]);
  });

  it("reads a move from a named year's last close", () => {
    // 1384.79 / 1377.18 − 1 = +0.55 %.
    expect(oks("股价较2025年末上涨约0.6%")).toEqual([true, true]);
    // Its way and its size are each read against the close (+0.55 %): both fail.
    expect(oks("股价比2025年末仍低约10%")).toEqual([false, false]);
    expect(oks("股价较2019年末上涨")).toEqual([null]);
  });

  it("reads an order word after a written chain of averages as that chain's", () => {
    // MA20 1433.56 < MA60 1441.22: the written chain is checked, not the MA5-MA60 order the word alone names.
    expect(oks("MA20<MA60的空头排列")).toEqual([true]);
  });

  it("reads a bare figure opening a point as the last close, and a distance from a high named by its value", () => {
    expect(checkFactClause("1384.79", null, facts, "年线在上方").map((c) => c.ok)).toEqual([true]);
    expect(checkFactClause("1500", null, facts, "年线在上方").map((c) => c.ok)).toEqual([false]);
    // Only when a price clause follows: "436，营收稳健" is no close.
    expect(checkFactClause("436", null, facts, "营收稳健")).toEqual([]);
    expect(checkFactClause("436", null, facts)).toEqual([]);
    // Not the first clause: a bare figure is left to the figure check.
    expect(checkFactClause("1384.79", "年线在上方", facts)).toEqual([]);
    // 1384.79 / 1645 − 1 = −15.82 %.
    expect(oks("离高点1645约16%")).toEqual([true]);
    expect(oks("贴近52周高点（仅差0.3%）")).toEqual([false]);
  });

  it("reads a denied volume change and a denied good-news reading", () => {
    // The last 20 sessions' volume is 106.3 % of the 20 before.
    // It grew 6.3 %: too little to refute "did not grow", too much to confirm it (volume-denial.ts).
    expect(oks("量能并未放大")).toEqual([null]);
    expect(oks("成交量并没有萎缩")).toEqual([true]);
    expect(checkMarketReading(["近20日股价下跌", "底部信号并不成立"], facts)).toEqual([]);
    expect(checkMarketReading(["近20日股价下跌", "是底部信号"], facts).map((c) => c.ok)).toEqual([false]);
  });

  it("sizes 大幅/暴跌 moves, reads 跌去 as a fall and 正面信号 as good news", () => {
    // 5 sessions: −2.41 %.
    expect(oks("近5个交易日股价大幅下滑")).toEqual([true, false]);
    expect(oks("近20个交易日股价跌去约5%")).toEqual([true, true]);
    const good = checkMarketReading(["近20日股价下跌", "反而构成正面信号"], facts);
    expect(good.map((c) => c.ok)).toEqual([false]);
    // 正面临 is "faces", not good news.
    expect(checkMarketReading(["近20日股价下跌", "公司正面临压力"], facts)).toEqual([]);
  });

  it("reads a move from a year-end close without a price word, but not a ratio's change from its year-end level", () => {
    expect(oks("较2025年末仍跌去两成")).toEqual([false, false]);
    expect(oks("比2024年末的19.0%下降约2.6个百分点")).toEqual([]);
  });

  it("reads an average's value written with 约 inside a parenthesis", () => {
    // MA20 1433.56.
    expect(oks("（MA20约1433.6）")).toEqual([true]);
    expect(oks("（MA20约1600）")).toEqual([false]);
  });

  it("reads a move from a named day's close, or from the last close before a named month", () => {
    // 1384.79 / 1419.00 − 1 = −2.41 %; from 2026-02-27 (February's last close, 1455.02): −4.83 %.
    expect(oks("自4月23日以来股价下跌约2.4%")).toEqual([true, true]);
    // The move is against it; the close named is that day's (check-price-levels.ts).
    expect(oks("较4月23日的1419元上涨")).toEqual([false, true]);
    expect(oks("3月以来股价下跌约4.8%")).toEqual([true, true]);
    expect(oks("3月以来股价下跌约10%")).toEqual([true, false]);
    // A day no session is kept for (a Sunday).
    expect(oks("自4月26日以来股价下跌")).toEqual([null]);
  });

  it("reads a close after 收 opening a clause, a named line's bare value, 五日 and a year alone as windows", () => {
    const close = (claim: string) =>
      checkAssertions(parseAssertions(claim), facts)
        .filter((c) => c.kind === "number")
        .map((c) => c.ok);
    expect(close("放量下跌：收1384.79，创近20日收盘新低")).toEqual([true]);
    expect(close("放量下跌：收1400，创近20日收盘新低")).toEqual([false]);
    // MA250 1453.44.
    // The value, then the close's side of the line (check-averages.ts VALUE_AFTER): 1384.79 is under it.
    expect(oks("年线1453.44在上方")).toEqual([true, true]);
    expect(oks("年线1500在上方")).toContain(false);
    // 5 sessions −2.41 %; 250 sessions −11.57 % (12 months −10.49 %).
    expect(oks("五日-2.4%")).toEqual([true, true]);
    expect(oks("股价一年跌约11.6%")).toEqual([true, true]);
    // A parameter list is no window: "MACD（十二、二十六、九日）" is left to the MACD readers.
    expect(oks("MACD（十二、二十六、九日）DIF在DEA下方")).toEqual(oks("MACD DIF在DEA下方"));
  });

  it("holds a size to the precision shown, allowing a second rounding from a display one digit finer", () => {
    // Year to date +0.5526 %: "0.6%" rounds "0.55%"; "0.7%" is off.
    expect(oks("年初至今上涨0.6%")).toEqual([true, true]);
    expect(oks("年初至今上涨0.7%")).toEqual([true, false]);
  });

  it("reads 一成半 as 15 %, 翻了一番 as a doubling and 五日急跌 as a move over five sessions", () => {
    // Year to date +0.55 %; 5 sessions −2.41 %.
    expect(oks("年初至今股价已跌去一成半")).toEqual([false, false]);
    expect(oks("年初至今股价翻了一番")).toEqual([false]);
    expect(oks("五日急跌2.4%")).toEqual([true, true]);
  });
});

describe("the last close called the lowest or highest of the last N sessions", () => {
  it("reads 为/收在 近N日(收盘)最低 as a new N-session closing low, checked as 创近N日收盘新低 is", () => {
    expect(oks("收盘为近10个交易日最低")).toEqual([true]);
    expect(oks("收盘为近10个交易日最高")).toEqual([false]);
    expect(oks("为近10个交易日收盘最低")).toEqual([true]);
    // 收在 after a clause about the price (收在 alone names no price).
    const after = (text: string) => checkFactClause(text, "过去五个交易日跌4.6%", facts).map((c) => c.ok);
    expect(after("收在近10日最低")).toEqual([true]);
    expect(after("收在近10日最高")).toEqual([false]);
  });

  it("does not read a volume called the lowest (成交量为近10日最低) as the close", () => {
    expect(oks("成交量为近10日最低")).toEqual([]);
  });
});

describe("a new N-session closing low written 刷新 or 创下", () => {
  it("reads as 创近N日新低 does", () => {
    expect(oks("股价刷新20日新低")).toEqual([true]);
    expect(oks("股价又刷新了20日新低")).toEqual([true]);
    expect(oks("股价创下60日新低")).toEqual([false]);
  });
});

describe("a move after a clause that only names the day it is from", () => {
  // 招商银行: 2025-07-10 close 48.24, the highest close since; 2025-10-31 40.89 (November closes at 42.95);
  // 2026-04-30 38.27 (−20.67 % and −6.41 %).
  const mark = (claim: string) =>
    checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts("600036", "2026-04-30"))
      .filter((c) => c.kind !== "polarity")
      .map((c) => c.ok);
  it("is the move since that day's close, not the year's", () => {
    expect(mark("自2025年7月10日收盘以来，股价下跌约20.7%。")).not.toContain(false);
    expect(mark("自2025年7月10日收盘以来，股价下跌约20.7%。")).toContain(true);
    expect(mark("自2025年10月31日以来，股价上涨约6.4%。")).toContain(false);
  });
  it("a day's close called the high since must be the highest close from it on", () => {
    expect(mark("自2025年7月10日48.24元的收盘高点以来，股价回撤约20.7%。").every((ok) => ok === true)).toBe(true);
    expect(mark("自2025年10月31日40.89元的收盘高点以来，股价回撤约6.4%。")).toContain(false);
  });
});

describe("a volume's N-session high", () => {
  it("is not read off the closes", () => {
    expect(checkMarketClause("成交量刷新20日新高", sampleFacts("600036", "2026-04-29")).map((c) => c.ok)).not.toContain(
      false,
    );
  });
});

describe("a price at a bare 年末 before the year is over (check-price-levels.ts)", () => {
  const mark = (ticker: string, claim: string) => {
    const at = sampleFacts(ticker, "2026-04-30");
    const checks = checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), at);
    return checks.some((c) => c.ok === false) ? "❌" : checks.some((c) => c.ok === null) ? "❔" : "✅";
  };
  it("is the last year's end (002594: 2025-12-31 close 97.72; 000858: 105.94)", () => {
    expect(mark("002594", "今年以来累计上涨约5.4%，由年末的97.72元涨到102.98元。")).toBe("✅");
    expect(mark("000858", "股价由年末的105.9元跌到97.08元。")).toBe("✅");
    expect(mark("002594", "今年以来累计上涨约5.4%，由年末的95元涨到102.98元。")).toBe("❌");
  });
  it("leaves this year's end, named, unfinished", () => {
    expect(checkMarketClause("2026年年末收盘价为120元", facts).map((c) => c.ok)).not.toContain(true);
  });
});
