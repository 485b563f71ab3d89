import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { checkFactClause } from "../../../src/verification/claims/check-fact-clauses";
import { checkMarketClause, isBareWindow } from "../../../src/verification/claims/check-market";
import { checkMarketReading } from "../../../src/verification/claims/market-reading";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { sampleFacts } from "./sample-facts";

/*
 * 600519 as of 2026-04-30, by hand from ../shared/data/reference/prices_daily_600519_600036_601318_2021_2026.csv
 * (see market-facts.test.ts): close 1384.79; 20-session return −5.11 %; year to date +0.55 %; 2025 −9.63 %; MA20
 * 1433.56; MA5 < MA10 < MA20 < MA60 (空头排列); 15.82 % below the 52-week high 1645.00; the last 20 sessions' volume
 * 106.3 % of the 20 before; RSI(14) 39.64; MACD(12,26,9) DIF −10.03, DEA −4.72, last cross a dead one on 2026-04-17.
 */
const facts = sampleFacts("600519", "2026-04-30");
const oks = (text: string) => checkMarketClause(text, facts).map((c) => c.ok);

describe("checking price and technical clauses against the bars", () => {
  it("checks a period return's direction and size at the precision shown", () => {
    expect(oks("近20个交易日股价下跌5.11%")).toEqual([true, true]);
    expect(oks("近20日股价累计下跌约5%")).toEqual([true, true]);
    expect(oks("近20日股价上涨5.11%")).toEqual([false, true]);
    expect(oks("近20日股价下跌8.2%")).toEqual([true, false]);
    expect(oks("近30日股价下跌")).toEqual([null]);
  });

  it("does not take a reading of volume over a window for a bare window the next clause's move is over", () => {
    expect(isBareWindow("拉长到一年")).toBe(true);
    expect(isBareWindow("近20日量能较前20日温和放大")).toBe(false);
    // A clause naming averages speaks of them: "5日" there is no window for the clause after it.
    expect(isBareWindow("5日、10日均线约1410-1411元")).toBe(false);
    // 601318 by 2025-09-10: 7.85 % below the 52-week high 62.80元; the last 20 sessions' volume 129.1 % of the 20 before.
    const pa = sampleFacts("601318", "2025-09-10");
    const next = checkFactClause("距52周高点62.8元约-7.9%", "近20日量能较前20日温和放大", pa);
    expect(next.map((c) => c.ok)).toEqual([true, true]);
  });

  it("leaves another RSI window and the indicators the bars do not give undecided, and KDJ's cross is not MACD's", () => {
    // Another window is another indicator: the clause is out of scope before any market reader sees it.
    const marks = (claim: string) => checkAssertions(parseAssertions(claim), facts).map((c) => `${c.kind}:${c.ok}`);
    expect(marks("RSI6已跌破25进入超卖区")).toEqual(["scope:null"]);
    expect(marks("RSI(6)为85")).toEqual(["scope:null"]);
    expect(checkAssertions(parseAssertions("RSI(6)为85"), facts)[0]?.reason).toContain("RSI(14)");
    expect(oks("RSI(14)为39.6")).toEqual([true]);
    expect(oks("RSI14约40")).toEqual([true]);
    // MACD's last cross is a dead one: KDJ's golden cross is not read as it.
    expect(oks("KDJ金叉叠加布林中轨支撑")).toEqual([null]);
    expect(oks("MACD金叉")).toEqual([false]);
    // "成交量比前20日" is volume against a window, not 量比.
    expect(oks("近20日成交量比前20日放大约6%")).toEqual([true, true]);
  });

  it("reads 涨幅 or 跌幅 right before a signed figure as a change of that sign", () => {
    expect(oks("20日涨幅-5.11%")).toEqual([true, true]);
    expect(oks("20日涨幅+5.11%")).toEqual([false, true]);
    expect(oks("20日跌幅约5%")).toEqual([true, true]);
  });

  it("reads year to date and a calendar year from the previous year's last close", () => {
    expect(oks("年内股价上涨0.55%")).toEqual([true, true]);
    expect(oks("今年以来股价下跌")).toEqual([false]);
    // A move over the year with no price word and no financial metric is still the price's.
    expect(oks("茅台今年以来上涨约0.5%")).toEqual([true, true]);
    expect(oks("茅台年初以来下跌约15%")).toEqual([false, false]);
    // 收复全部跌幅 is a rise, though it names 跌幅.
    expect(oks("今年以来股价已经收复全部跌幅并小幅上涨")).toEqual([true]);
    expect(checkMarketClause("今年以来股价收复全部跌幅", sampleFacts("600028", "2025-07-31"))[0]?.ok).toBe(false);
    expect(oks("今年以来营业收入上涨约15%")).toEqual([]);
    // 翻红/翻绿 over a window: the move turned up (red in an A-share quote) or down; a metric's 增速翻红 is no price's.
    expect(oks("茅台今年以来已经翻红")).toEqual([true]);
    expect(oks("年初至今股价翻绿")).toEqual([false]);
    expect(oks("近20个交易日翻绿")).toEqual([true]);
    expect(oks("今年以来营业收入增速翻红")).toEqual([]);
    expect(oks("2025年股价下跌9.63%")).toEqual([true, true]);
    expect(oks("2025年茅台全年股价下跌约9.6%")).toEqual([true, true]);
  });

  it("reads the year's first weeks (开年两周) as the year to date only while the year is that young", () => {
    // 2026-01-16 is the year's ninth session: two weeks.
    const january = sampleFacts("600028", "2026-01-16");
    const ytd = january.market!.ytd!;
    const way = ytd < 0 ? "跌" : "涨";
    const early = (text: string) => checkMarketClause(text, january).map((c) => c.ok);
    expect(early(`开年两周又${way}了${Math.abs(ytd).toFixed(1)}%`)).toEqual([true, true]);
    expect(early(`开年两周又${way === "跌" ? "涨" : "跌"}了${Math.abs(ytd).toFixed(1)}%`)).toEqual([false, true]);
    // By April the year is no longer two weeks old.
    expect(oks(`开年两周又跌了5%`)).toEqual([null]);
  });

  it("reads 涨/跌 alone before a size as a move, and 收 after a day as the close", () => {
    expect(oks("近20日跌5.11%")).toEqual([true, true]);
    expect(oks("近20日涨约5%")).toEqual([false, true]);
    expect(oks("今年以来再涨0.55%")).toEqual([true, true]);
    // Not a move: 涨停, 跌破 name no size of a change.
    expect(oks("近20日股价跌破MA20")).toEqual([true]);
    const close = (claim: string) =>
      checkAssertions(parseAssertions(claim), facts)
        .filter((c) => c.kind === "number")
        .map((c) => c.ok);
    expect(close("4月30日收1384.79元")).toEqual([true]);
    expect(close("4月30日收1400元")).toEqual([false]);
    // An earlier stored day is read off that session (2026-04-29 closed at 1401.17); a day not stored is undecided.
    expect(close("4月29日收1384.79元")).toEqual([false]);
    expect(close("4月29日收1401.17元")).toEqual([true]);
    expect(close("4月26日收1384.79元")).toEqual([null]);
  });

  it("reads volume as a share of the window before, a flat move and a list of windows", () => {
    expect(oks("20日均量只有前20日的六成左右")).toEqual([false]);
    expect(oks("20日均量约为前20日的106%")).toEqual([true]);
    // A bound on the share: 106 % is over 八成 and under 1.2倍.
    expect(oks("近20日均量不足前20日的八成")).toEqual([false]);
    expect(oks("近20日均量超过前20日的八成")).toEqual([true]);
    expect(checkMarketClause("近20日均量不足前20日的八成", facts)[0]?.reason).toContain("“不足八成”");
    expect(oks("20日均量比前20日萎缩")).toEqual([false]);
    expect(oks("成交量比前20日多了约6%")).toEqual([true, true]);
    // A bound in words is held at the tenth itself: 超过两成 is not 6 %.
    expect(oks("20日均量较之前20日放大超过两成")).toEqual([true, false]);
    expect(oks("今年以来股价几乎横盘")).toEqual([true]);
    expect(oks("近20日几乎横盘")).toEqual([false]);
    expect(oks("近60日+3.1%、近20日-5.1%、近5日-2.4%")).toEqual([true, true, true, true, true, true]);
  });

  it("reads the prices a calendar year's move starts and ends at, and a move since a year", () => {
    // The last closes of 2024 and 2025 are 1524.00 and 1377.18; the last bar's close 1384.79.
    const prices = (claim: string) =>
      checkAssertions(parseAssertions(claim), facts)
        .filter((c) => c.kind === "number")
        .map((c) => c.ok);
    expect(prices("2025年全年股价从1524元跌到1377.18元")).toEqual([true, true]);
    expect(prices("2025年全年股价从1524元跌到1384.79元")).toEqual([true, false]);
    expect(prices("2024年全年股价从1600元涨到1524元")).toEqual([null, true]);
    expect(oks("2025年以来股价下跌约9%")).toEqual([true, true]);
    expect(oks("2024年以来股价下跌")).toEqual([null]);
  });

  it("reads 消化涨幅 as a fall, a year-to-date fall read as good news, and a second size over one window", () => {
    expect(oks("近20日回落5.1%，短线在消化前期涨幅")).toEqual([true, true]);
    expect(checkMarketReading(["今年以来上涨0.55%", "情绪面转暖"], facts)).toEqual([]);
    const ytdFall = checkMarketReading(
      ["今年以来下跌7%", "反而是情绪面转暖的信号"],
      sampleFacts("002594", "2026-01-30"),
    );
    expect(ytdFall.map((c) => [c.ok, c.found])).toEqual([[false, "年初至2026-01-30股价-6.99%"]]);
    // A reading after a rise named last is of that rise; after a fall named last, of the fall.
    const reads = (texts: string[]) => checkMarketReading(texts, facts).map((c) => c.ok);
    expect(reads(["近20个交易日下跌5.1%", "但近60个交易日上涨3.1%", "资金面回暖"])).toEqual([]);
    expect(reads(["近60个交易日上涨3.1%", "但近20个交易日下跌5.1%", "资金面回暖"])).toEqual([false]);
    const market = (claim: string) =>
      checkAssertions(parseAssertions(claim), facts)
        .filter((c) => c.kind === "market")
        .map((c) => c.ok);
    // The second company's move is not failed as this one's; one sized alone still is.
    expect(market("近20日茅台跌5.1%，招行跌9.1%")).toEqual([true, true, true, null]);
    expect(market("近20日茅台跌9.1%")).toEqual([true, false]);
  });

  it("a denied level word is checked as not reached, a size word on RSI qualifies its level", () => {
    const checks = (claim: string, f = facts) =>
      checkAssertions(parseAssertions(claim), f).map((c) => `${c.kind}:${c.ok}`);
    // denied-levels.ts: RSI 39.64 is not 超卖.
    expect(checks("RSI(14)约40，还没到超卖")).toEqual(["market:true", "level:true"]);
    // "还谈不上超卖": denied by a verb of calling (small edit in phrase-words.ts's DENIED_LEVEL).
    expect(checks("RSI(14)约40，但也还谈不上超卖")).toEqual(["market:true", "level:true"]);
    expect(checks("RSI(14)约40，已略微进入超卖区")).toEqual(["market:true", "level:false"]);
  });

  it("a window glued to RSI's name is its window, not its value; a bound glued to it stays a bound", () => {
    const checks = (claim: string) => checkAssertions(parseAssertions(claim), facts).map((c) => `${c.kind}:${c.ok}`);
    // RSI(14) is 39.64 on the facts' last bar.
    expect(checks("RSI14约40")).toEqual(["market:true"]);
    expect(checks("RSI14约14")).toEqual(["market:false"]);
    // Another window is another indicator, which the bars do not give (scope-words.ts): 未能核验, never RSI(14)'s.
    expect(checks("RSI6=40")).toEqual(["scope:null"]);
    expect(checks("RSI 40以上")).toEqual(["market:false"]);
    expect(checks("RSI 6日 40")).toEqual(["scope:null"]);
    // A spaced value before a verb stays the value: 25 and 20 are not RSI(14) 39.64.
    expect(checks("RSI 25为弱势")).toContain("market:false");
    expect(checks("RSI 20在40下方")).toContain("market:false");
  });

  it("a bare move after a price clause is over the window that clause names; a distance from the high is not", () => {
    const market = (claim: string) =>
      checkAssertions(parseAssertions(claim), facts)
        .filter((c) => c.kind === "market")
        .map((c) => c.ok);
    expect(market("近20日股价走低，跌幅约5%")).toEqual([true, true, true]);
    expect(market("近20日股价走低，跌幅约9%")).toEqual([true, true, false]);
    expect(market("近20日股价下跌5.11%，距52周高点回落约16%")).toEqual([true, true, true, true]);
    // A volume word is no move: "成交放大" after a 20-session window is not re-read over that window.
    const alone = market("近二十个交易日平均成交量为此前六十个交易日的1.2倍");
    expect(market("近二十个交易日平均成交量为此前六十个交易日的1.2倍，成交放大")).toEqual(alone);
    expect(oks("2025年股价上涨12%")).toEqual([false, false]);
  });

  it("checks the close against a moving average and the averages' order", () => {
    expect(oks("股价跌破MA20")).toEqual([true]);
    expect(oks("股价站上20日均线")).toEqual([false]);
    expect(oks("股价位于所有均线下方")).toEqual([true]);
    expect(oks("股价低于MA20与年线")).toEqual([true]);
    expect(oks("股价站上MA5和MA60")).toEqual([false]);
    // "均线" with no window is the usual four, MA5/10/20/60, as 多头排列 reads them.
    expect(oks("股价在均线上方")).toEqual([false]);
    expect(oks("均线呈空头排列")).toEqual([true]);
    expect(oks("均线多头排列")).toEqual([false]);
  });

  it("reads MACD's last cross and bars, never its parameters as figures", () => {
    expect(oks("MACD(12,26,9)金叉")).toEqual([false]);
    expect(oks("MACD死叉")).toEqual([true]);
    expect(oks("MACD绿柱")).toEqual([true]);
    expect(checkMarketClause("MACD死叉", facts)[0]?.reason).toContain("2026-04-17");
  });

  it("reads RSI hedges and bounds; the window 14 is a parameter", () => {
    expect(oks("RSI(14)接近超卖")).toEqual([true]);
    expect(oks("RSI(14)接近超买")).toEqual([false]);
    expect(oks("RSI(14)在70以上")).toEqual([false]);
    expect(oks("RSI(14)低于40")).toEqual([true]);
  });

  it("reads RSI升至/回落至 against its reading five sessions before; a move beside a level word is the price's", () => {
    const directions = (claim: string) =>
      checkAssertions(parseAssertions(claim), facts)
        .filter((c) => c.kind === "direction")
        .map((c) => `${c.ok}:${c.reason}`);
    expect(directions("RSI(14)回落至39.6")).toEqual([
      "true:RSI 2026-04-23→2026-04-30 由45.22降至39.64（-12.34%），与“RSI(14)回落至39.6”相符",
    ]);
    expect(directions("RSI(14)升至39.6").map((d) => d.split(":")[0])).toEqual(["false"]);
    // 弱势 reads the RSI's level; 反弹 is the price's, not a rise of the RSI.
    expect(directions("股价站上MA20，属于弱势反弹")).toEqual([]);
  });

  it("a level word denied (未进超买区) is not read as the level reached", () => {
    const levels = (claim: string) =>
      checkAssertions(parseAssertions(claim), facts)
        .filter((c) => c.kind === "level")
        .map((c) => c.ok);
    // Checked as not reached instead (denied-levels.ts).
    expect(levels("RSI(14)在40附近，未进超买区")).toEqual([true]);
    expect(levels("RSI(14)在40附近，进入超买区")).toEqual([false]);
  });

  it("checks the distance from the 52-week high, a new high, a record against a higher close", () => {
    expect(oks("股价距52周高点回落15.8%")).toEqual([true, true]);
    expect(oks("股价距52周高点回落约16%")).toEqual([true, true]);
    expect(oks("股价从52周高点回落约16%")).toEqual([true, true]);
    expect(oks("股价距52周高点不到10%")).toEqual([false]);
    expect(oks("股价距52周高点回落5%")).toEqual([true, false]);
    expect(oks("股价创52周新高")).toEqual([false]);
    // A stored close above the last one rules a record now out; with no word of now the record may be dated elsewhere.
    expect(oks("股价创历史新高")).toEqual([false]);
    expect(oks("股价曾创历史新高")).toEqual([null]);
  });

  it("checks volume against the 20 sessions before", () => {
    expect(oks("近期成交放量")).toEqual([true]);
    // "成交量约为前20日的N倍" and "20日均量": the volume's multiple, never the unheld 日均 or the close.
    expect(oks("近20日成交量约为前20日的1.06倍")).toEqual([true, true]);
    expect(oks("近20日均量是此前20日的3倍")).toEqual([true, false]);
    const all = checkAssertions(parseAssertions("近20日均量是此前20日的1.06倍"), facts).map((c) => `${c.kind}:${c.ok}`);
    expect(all).toEqual(["market:true", "market:true"]);
    expect(oks("股价缩量调整")).toEqual([false]);
  });

  it("leaves a clause dated after the last bar, or before it, undecided with the reason", () => {
    const after = checkMarketClause("2026年5月8日股价站上MA20", facts);
    expect(after.map((c) => c.ok)).toEqual([null]);
    expect(after[0]?.reason).toContain("晚于最后一根日线（2026-04-30）");
    expect(oks("2026-04-01股价跌破MA20")).toEqual([null]);
    expect(oks("2026年4月30日股价跌破MA20")).toEqual([true]);
  });

  it("leaves financial metrics to the series checks: 营收创新高 is no price clause", () => {
    expect(checkMarketClause("营业收入创新高", facts)).toEqual([]);
    expect(checkMarketClause("净利润涨幅12%", facts)).toEqual([]);
    // After a price clause, "创新高" reads the price.
    expect(checkMarketClause("创52周新高", facts, true).map((c) => c.ok)).toEqual([false]);
  });

  it("says nothing without bars, and is undecided when no unbroken run reaches asOf", () => {
    expect(checkMarketClause("股价跌破MA20", { ...facts, market: undefined })).toEqual([]);
    expect(checkMarketClause("股价跌破MA20", sampleFacts("600519", "2026-06-30")).map((c) => c.ok)).toEqual([null]);
  });
});

describe("one price fact, one reading", () => {
  it("fails a fall on shrinking volume read as good news, across the point's clauses", () => {
    const texts = ["近20日股价下跌5.11%", "成交缩量", "公司层面释放积极信号"];
    const reading = checkMarketReading(texts, facts);
    expect(reading.map((c) => c.ok)).toEqual([false]);
    expect(reading[0]?.reason).toContain("不是积极信号");
    expect(checkMarketReading(["近20日股价下跌5.11%", "短期承压"], facts)).toEqual([]);
  });

  it("reads a clause on with the window or the high the clause before it names", () => {
    const market = (claim: string) => checkAssertions(parseAssertions(claim), facts).filter((c) => c.kind === "market");
    // 600519: 12 months to 2026-04-30 −10.49 %; 15.82 % below the 52-week high 1645.00.
    expect(market("拉长到一年，茅台股价下跌了约10%").map((c) => c.ok)).toEqual([true, true]);
    expect(market("股价逼近52周高点1645元，距离不到3%").some((c) => c.ok === false)).toBe(true);
  });

  it("reads no move over the window before in the moves named as a kind (属于震荡中的回调)", () => {
    const mark = (claim: string) => {
      const checks = checkAssertions(parseAssertions(claim), facts);
      return checks.some((c) => c.ok === false) ? "❌" : checks.some((c) => c.ok === null) ? "❔" : "✅";
    };
    // 600519: 20 sessions −5.11 %, 60 sessions +3.11 %.
    expect(mark("近20个交易日跌5.1%，但拉长到60个交易日仍有约3%的涨幅，属于震荡中的回调。")).toBe("✅");
    expect(mark("近20个交易日跌5.1%，但拉长到60个交易日仍有约8%的涨幅，属于震荡中的回调。")).toBe("❌");
    // A move of its own after the window is still over it.
    expect(mark("拉长到60个交易日，股价回调了约3%。")).toBe("❌");
  });

  it("is run by checkAssertions on every clause of a point, including those naming no financial metric", () => {
    const checks = checkAssertions(parseAssertions("近20日股价下跌5.11%，成交缩量，公司层面释放积极信号"), facts);
    expect(checks.filter((c) => c.kind === "market").some((c) => c.ok === false && c.reason.includes("积极信号"))).toBe(
      true,
    );
    expect(
      checkAssertions(parseAssertions("MACD金叉，技术面转强"), facts).some(
        (c) => c.kind === "market" && c.ok === false,
      ),
    ).toBe(true);
  });
});

describe("the offline analyst's own indicator texts", () => {
  it("reads session counts written in Chinese numerals and the volume base a clause names", () => {
    expect(checkMarketClause("近二十个交易日涨跌幅-5.11%", facts).map((c) => c.ok)).toEqual([true, true]);
    expect(checkMarketClause("近二十个交易日涨跌幅+5.11%", facts).map((c) => c.ok)).toEqual([false, true]);
    // 20 sessions against the 60 before (the activity reading) or against the 20 before (by default).
    const against60 = checkMarketClause("近二十个交易日平均成交量为此前六十个交易日的1.06倍，成交放大", facts);
    expect(against60[0]?.found).toContain("此前60日");
  });
});

describe("dated readings that say nothing this module checks", () => {
  it("leaves a dated close or valuation alone (the figure check binds it), and judges only what it reads", () => {
    expect(checkMarketClause("2025-05-30 收盘价 1500.00元", facts)).toEqual([]);
  });

  it("of two crosses named, the last is the current state; a move and a volume in one clause are read apart", () => {
    // Both dated crosses are checked against the crosses known (macd-cross-dates.ts): April held no golden cross.
    expect(oks("MACD在4月初金叉后于4月17日死叉")).toEqual([true, true, false]);
    expect(oks("MACD在4月17日死叉后再度金叉")).toEqual([false, true]);
    expect(oks("近20日下跌约5%且成交量放大约6%")).toEqual([true, true, true, true]);
    expect(oks("近20日下跌约5%且成交量放大约16%")).toContain(false);
  });

  it("reads DIF's and DEA's values, DIF against DEA with values written between, and DIF against the zero axis", () => {
    expect(oks("MACD的DIF（约-10.0）在DEA（约-4.7）下方，且位于零轴下方")).toEqual([true, true, true, true]);
    expect(oks("DIF（约-10.0）在DEA（约-4.7）上方")).toContain(false);
    expect(oks("DIF约-8")).toEqual([false]);
    expect(oks("DIF已站上零轴")).toEqual([false]);
  });

  it("reads the zero axis's 0 as no value of DIF, and a denied side of the axis as the other side", () => {
    expect(oks("DIF在0轴下方")).toEqual([true]);
    expect(oks("DIF在0轴上方")).toEqual([false]);
    expect(oks("DIF还没回到0轴上方")).toEqual([true]);
    expect(oks("DIF尚未跌破零轴")).toEqual([false]);
  });

  it("reads an RSI bound written as 不到/冲过 (RSI(14) 39.64)", () => {
    expect(oks("RSI(14)不到40")).toEqual([true]);
    expect(oks("RSI已经冲过70")).toEqual([false]);
    expect(oks("RSI冲过35")).toEqual([true]);
  });

  it("reads 创了N日新低 as the close against the N closes before it", () => {
    expect(oks("收盘创了20日新低")).toEqual([true]);
    expect(oks("股价创了60日收盘新高")).toEqual([false]);
  });
});

describe("moves, distances and volume written in other words", () => {
  it("reads a calendar year's move written with a bare 涨/跌 (2025: −9.63 %), 一半 as half", () => {
    expect(oks("2025年全年跌了9.6%左右")).toEqual([true, true]);
    expect(oks("2025年一年就涨了15%")).toEqual([false, false]);
    expect(oks("2025年全年股价跌了一半")).toEqual([true, false]);
    // 翻了一倍 is a rise (the 20 sessions fell 5.11 %).
    expect(oks("近20个交易日翻了一倍")[0]).toBe(false);
  });

  it("reads a distance from the year's high as such, not as a window's move (−15.82 % from 1645)", () => {
    expect(oks("离一年内的高点1645元跌了一成多")).toEqual([true, true]);
    expect(oks("离一年内的高点1645元跌了两成多")).toEqual([true, false]);
    // "三成多", "一成多" are more than the tenth: the 20-session −5.11 % is not 一成多.
    expect(oks("近20个交易日跌了一成多")).toEqual([true, false]);
  });

  it("reads 算不上 as a denied volume change and one day's volume as undecided (20 sessions 106.3 %)", () => {
    expect(oks("近20日算不上缩量")).toEqual([true]);
    // 放量 is a clear rise: +6.3 % is not one (volume-denial.ts).
    expect(oks("近20日算不上放量")).toEqual([true]);
    expect(oks("放量反弹一天就被按回去")).toEqual([null]);
  });
});

describe("volume as a share or a multiple, and a move written after the volume", () => {
  it("reads 萎缩到/缩量至 as the share of the window before (600028: 60.8 %), 并非缩量 as denied", () => {
    const sh = sampleFacts("600028", "2026-04-30");
    const marks = (text: string) => checkMarketClause(text, sh).map((c) => c.ok);
    expect(marks("20日量能萎缩到前20日的六成左右")).toEqual([true, true]);
    expect(marks("缩量至六成")).toEqual([true, true]);
    expect(marks("缩量至八成")).toEqual([true, false]);
    // 600519: the last 20 sessions' volume 106.3 % of the 20 before.
    expect(oks("20日均量较前20日放大约6%")).toEqual([true, true]);
    expect(oks("并非缩量阴跌")).toEqual([true]);
    expect(oks("并非放量")).toEqual([true]);
    expect(oks("20日均量较前20日略增约6%")).toEqual([true, true]);
  });

  it("reads a multiple of the sessions before, and the price's move after the volume apart (−5.11 %)", () => {
    // 基本相当 is read as a flat volume (volume-flat.ts), the multiple after it as well.
    expect(oks("近20日量能与前20日基本相当（约1.06倍）")).toEqual([true, true]);
    expect(oks("近20日量能约为前20日的1.5倍")).toEqual([false]);
    expect(oks("近20日放量（约为前20日的1.06倍）下行约5%")).toEqual([true, true, true, true]);
    expect(oks("近20个交易日放量大涨近三成")).toEqual([false, false, true]);
  });

  it("reads 创下52周新低 as a new low claimed (1384.79 is above the year's lowest close)", () => {
    expect(oks("最新收盘已创下52周新低")).toEqual([false]);
  });
});

describe("a volume sized as a share of the 20 sessions before", () => {
  it("reads a 60 % size as a size, not as a 60-session base", () => {
    const mark = (claim: string) =>
      checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts("600028", "2026-04-30"))
        .filter((c) => c.kind === "market")
        .map((c) => c.ok);
    // 中国石化 2026-04-30: the last 20 sessions' volume is 60.8 % of the 20 before.
    expect(mark("中国石化近20日成交量仅为前20日的约60%")).toEqual([true]);
    expect(mark("中国石化近20日成交量仅为前20日的约80%")).toEqual([false]);
  });
});
