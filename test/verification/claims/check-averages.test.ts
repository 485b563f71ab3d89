import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { checkAverages } from "../../../src/verification/claims/check-averages";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * 000858 as of 2022-04-29 (the stored bars): close 162.13; MA5 160.57, MA10 162.90, MA60 174.08, MA120 197.98,
 * MA250 227.67. 300750 as of 2024-08-30: close 184.34; MA20 176.52, MA60 181.19, MA120 188.32.
 */
const wl = sampleFacts("000858", "2022-04-29").market!;
const nd = sampleFacts("300750", "2024-08-30").market!;
const oks = (text: string, m = wl) => checkAverages(text, m).map((c) => c.ok);

describe("the close against each moving average a clause names", () => {
  it("gives each average the side written for it, across 但/却", () => {
    expect(oks("股价站上MA5但仍低于MA10")).toEqual([true]);
    expect(oks("股价站上MA10但仍低于MA5")).toEqual([false]);
    expect(oks("股价刚站上MA5却低于MA10和MA60")).toEqual([true]);
    expect(oks("股价低于MA10（约162.9元）但高于MA5")).toEqual([true, true]);
  });

  it("reads a side written after the averages, and an average as the subject", () => {
    expect(oks("收盘184.34元在MA20与MA60之上、MA120之下", nd)).toEqual([true]);
    expect(oks("收盘在MA20与MA120之上", nd)).toEqual([false]);
    expect(oks("MA60、MA120、MA250全部压在股价上方")).toEqual([true]);
    expect(oks("但MA60在股价下方托底")).toEqual([false]);
    expect(oks("仍站在年线（MA250）之上")).toEqual([false]);
    expect(oks("股价在全部均线之下")).toEqual([false]);
  });

  it("does not read two averages compared with each other as the close against one", () => {
    // average-pairs.ts reads the pair itself: MA5 160.57 below MA10 162.90.
    expect(oks("MA5下穿MA10")).toEqual([true]);
  });

  it("checks an order written out and the averages' values in brackets", () => {
    expect(oks("MA5(160.6)<MA10(162.9)<MA60")).toEqual([true, true, true]);
    expect(oks("MA5>MA10")).toEqual([false]);
    expect(oks("年线（约228元）")).toEqual([true]);
    expect(oks("年线（约250元）")).toEqual([false]);
  });

  it("checks a price line and the close's distance from an average", () => {
    expect(oks("跌破170元关口")).toEqual([true]);
    expect(oks("站稳170元")).toEqual([false]);
    // 162.13 against MA60 174.08: 6.86 % below.
    expect(oks("股价低于MA60约7%")).toEqual([true, true]);
    expect(oks("股价比MA60高出约7%")).toEqual([false]);
  });

  it("reads a denied side as the other side: 未能站上 is below, 尚未跌破 above", () => {
    // 162.13: below MA10 162.90 and MA250 227.67, above MA5 160.57; 184.34 is above MA20 176.52.
    expect(oks("股价未能站上MA10")).toEqual([true]);
    expect(oks("股价未能站上MA5")).toEqual([false]);
    expect(oks("未能站上MA20", nd)).toEqual([false]);
    expect(oks("还没有收复年线")).toEqual([true]);
    expect(oks("还没有收复MA20", nd)).toEqual([false]);
    expect(oks("站上MA5、但未能有效站上MA10")).toEqual([true]);
    expect(oks("尚未站在MA60之上")).toEqual([true]);
    expect(oks("尚未跌破100元")).toEqual([true]);
    expect(oks("尚未跌破170元")).toEqual([false]);
    expect(checkAverages("尚未跌破170元", wl)[0]?.reason).toBe("2022-04-29收盘价162.13，已跌破170元");
  });

  it("reads a denied order as not that order, which a mixed order also is", () => {
    // 000858 on 2022-04-29 is mixed; 600028 on 2024-08-30 is 多头排列, 600519 on 2024-08-30 空头排列.
    const bull = sampleFacts("600028", "2024-08-30").market!;
    const bear = sampleFacts("600519", "2024-08-30").market!;
    expect(oks("均线没有形成多头排列")).toEqual([true]);
    expect(oks("均线没有形成多头排列", bull)).toEqual([false]);
    expect(oks("尚未形成空头排列", bear)).toEqual([false]);
    expect(oks("尚未形成空头排列", bull)).toEqual([true]);
    expect(oks("形成多头排列", bull)).toEqual([true]);
  });

  it("leaves a side after a bare 不 unread: a condition is not a claim", () => {
    expect(oks("若不跌破170元")).toEqual([]);
    expect(oks("只要不跌破MA60")).toEqual([]);
  });

  it("keeps a side it cannot read unchecked, and one the bars lack undecided", () => {
    // No side is read from 附近; only the distance is checked (market-near-average).
    expect(checkAverages("股价位于MA20附近", wl).map((c) => c.expected)).toEqual(["收盘价在MA20附近"]);
    // "均线" with no window is the usual four, MA5/10/20/60: 162.13 is above MA5, so not below them all.
    expect(oks("股价跌破均线")).toEqual([false]);
  });

  it("through the parser, a clause's figures and sides are all read", () => {
    const checks = checkAssertions(parseAssertions("股价162.13元站上MA5但仍低于MA10，近20日小幅反弹3.3%"), {
      ...sampleFacts("000858", "2022-04-29"),
    });
    expect(checks.map((c) => c.ok)).not.toContain(false);
  });
});

/*
 * 600519 as of 2026-04-30: close 1384.79; MA5 1410.53, MA10 1411.13, MA20 1433.56, MA60 1441.22, MA120 1430.56,
 * MA250 1453.44 (the close below each; 3.92 % below MA60).
 */
const mt = sampleFacts("600519", "2026-04-30").market!;

describe("averages named by a list of spans", () => {
  it("reads every span of a list ending in an average's word as an average", () => {
    expect(oks("股价在5日、20日、60日和年线之下", mt)).toEqual([true]);
    expect(checkAverages("股价在5日、20日、60日和年线之下", mt)[0]?.expected).toBe("收盘价低于MA5、MA20、MA60、MA250");
    expect(oks("5日、10日均线都还在股价下方托着", mt)).toEqual([false]);
  });

  it("checks an order of the averages a span word names (中长期均线: MA60 and longer), not MA5-MA60", () => {
    // 000858 on 2022-04-29: MA60 174.08 < MA120 197.98 < MA250 227.67, the long averages in 空头排列.
    expect(oks("中长期均线空头排列")).toEqual([true]);
    expect(oks("中长期均线多头排列")).toEqual([false]);
    expect(checkAverages("长期均线呈多头排列", wl)[0]?.expected).toBe("MA60、MA120、MA250多头排列");
  });

  it("checks an order over the averages named, not over MA5-MA60", () => {
    expect(oks("5日、20日、60日线空头排列", mt)).toEqual([true]);
    expect(oks("20日、60日、120日线是空头排列", mt)).toEqual([false]);
    expect(oks("20日、60日、120日线并未形成空头排列", mt)).toEqual([true]);
  });

  it("reads spans sharing one 日 (5、10、20日均线, 60/120/250日均线) as the averages named, in order", () => {
    // 000858 on 2022-04-29: MA60 174.08 > MA120 197.98 is false, so the long averages are 空头, not 多头.
    expect(checkAverages("60/120/250日均线自上而下呈空头排列", wl)[0]?.expected).toBe("MA60、MA120、MA250空头排列");
    expect(oks("60/120/250日均线自上而下呈空头排列")).toEqual([true]);
    expect(oks("60、120、250日均线多头排列")).toEqual([false]);
    // 300750 on 2024-08-30: MA20 176.52 < MA60 181.19 < MA120 188.32.
    expect(oks("20/60/120日均线依次呈空头排列", nd)).toEqual([true]);
  });

  it("checks a distance from an average with no side said (偏离) for its size alone", () => {
    // 000858 on 2022-04-29: close 162.13 against MA60 174.08, -6.87%.
    expect(oks("较60日均线偏离约6.9%")).toEqual([true]);
    expect(oks("较60日均线偏离约12%")).toEqual([false]);
    expect(oks("比60日均线高出约6.9%")).toEqual([false]);
  });

  it("reads the close's distance from an average named by its span, with its value between (both checked)", () => {
    expect(oks("收盘价比60日线1441元低了4%左右", mt)).toEqual([true, true]);
    expect(oks("比20日线高了3%", mt)).toEqual([false]);
    expect(oks("60日线在1441元", mt)).toEqual([true]);
    expect(oks("60日线在1500元", mt)).toEqual([false]);
  });

  it("reads a clause naming a line by its span and no subject as asserting (已经站上60日线 is checked, not passed)", () => {
    const facts = sampleFacts("600519", "2026-04-30");
    const checks = checkAssertions(parseAssertions("已经站上60日线，中期趋势扭转。"), facts);
    expect(checks.filter((c) => c.kind === "market").map((c) => c.ok)).toEqual([false]);
  });
});

/** A support doubted ("难以形成支撑") is no side of the close. */
describe("a support doubted", () => {
  const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
    markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));
  it("中国平安 close 59.37 below MA60 61.25: 难以形成支撑 does not say it is above", () => {
    expect(mark("601318", "股价跌破60日均线，60日均线难以形成支撑")).toBe("✅");
    expect(mark("601318", "60日均线无力形成支撑")).toBe("❔");
  });
});
