import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * From src/sample/sample-data.json on 2026-04-30: 601318 closes 59.37, 13.58 % under its highest close of the last 60
 * sessions (68.70), at 36.3 % of its 52-week range 50.55-74.88; 600519's 20-session volume is 106.3 % of the 20
 * before, 300750's 113.2 %, 601318's 95.6 %; 600519 closes 1384.79, 4.75 % over its 52-week low 1322.01 and 15.82 %
 * under its high 1645; 600036 closes 38.27 over a 52-week low of 37.31 and under a high of 48.55; 000858's averages
 * MA5 to MA250 stand in bear order, MA250 116.47, and its largest fall of the last 5 sessions is 1.86 % (-4.05 % in
 * all).
 */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf)));

describe("a window's drawdown from its high written as 高位回撤 (近60个交易日高位回撤约13.6%)", () => {
  it("is the distance from the window's highest close, not the window's move", () => {
    expect(mark("601318", "近60个交易日高位回撤约13.6%。")).toBe("✅");
    expect(mark("601318", "近60日股价从高位回落约13.6%，等企稳再说。")).toBe("✅");
  });

  it("fails a size the drawdown does not have", () => {
    expect(mark("601318", "近60日高位回撤约5%。")).toBe("❌");
    expect(mark("600519", "近20个交易日高位回落约14%。")).toBe("❌");
  });
});

describe("volume more or less than the sessions before (只比前20日多出6%左右, 成交略缩)", () => {
  it("reads 多出/高出 with its size as a grown volume and 略缩 as a shrunk one", () => {
    expect(mark("600519", "20日均量只比前20日多出6%左右，谈不上恐慌抛售。")).toBe("✅");
    expect(mark("601318", "20日均量约为前20日的0.96倍，成交略缩。")).toBe("✅");
  });

  it("fails the wrong size or side", () => {
    expect(mark("600519", "20日均量只比前20日多出30%左右。")).toBe("❌");
    expect(mark("601318", "成交略缩，20日均量约为前20日的0.9倍。")).toBe("❌");
    expect(mark("300750", "20日均量比前20日高出约40%。")).toBe("❌");
  });
});

describe("a tenth with 多 (七成多) stops short of the next tenth", () => {
  it("holds a share inside the tenth", () => {
    expect(mark("601318", "近20日均量缩至前20日的九成多。")).toBe("✅");
  });

  it("fails a share past the next tenth (113 % is not 五成多)", () => {
    expect(mark("300750", "近20日均量缩至前20日的五成多。")).toBe("❌");
    expect(mark("601318", "近20日均量缩至前20日的七成多。")).toBe("❌");
  });
});

describe("the close against its own 52-week low or high is no peer (只比低点高出约4.8%)", () => {
  it("leaves the distance to the range check", () => {
    expect(mark("600519", "52周区间1322.01元至1645元，收盘1384.79元只比低点高出约4.8%。")).toBe("✅");
    expect(mark("600519", "收盘价比高点低了约15.8%。")).toBe("✅");
  });

  it("fails a wrong distance", () => {
    expect(mark("600519", "52周区间1322.01元至1645元，收盘1384.79元只比低点高出约9.8%。")).toBe("❌");
  });
});

describe("a 52-week end placed from the close (52周低点37.31元就在下方约2.6%处)", () => {
  it("reads the distance from the close to that end", () => {
    expect(mark("600036", "52周低点37.31元就在下方约2.6%处。")).toBe("✅");
    expect(mark("600036", "52周高点48.55元在上方约27%处。")).toBe("✅");
  });

  it("fails a wrong distance or the wrong side", () => {
    expect(mark("600036", "52周低点37.31元就在下方约6.6%处。")).toBe("❌");
    expect(mark("600036", "52周低点37.31元就在上方约2.6%处。")).toBe("❌");
  });
});

describe("the place in the range counted from the low (现价约处在由低到高36%的位置)", () => {
  it("is the 52-week range position", () => {
    expect(mark("601318", "现价约处在由低到高36%的位置，中性偏下。")).toBe("✅");
    expect(mark("600519", "股价处在52周区间从低到高约两成的位置。")).toBe("✅");
  });

  it("fails a wrong share", () => {
    expect(mark("601318", "52周区间50.55—74.88元，现价约处在由低到高66%的位置。")).toBe("❌");
    expect(mark("600519", "股价处在52周区间从低到高约五成的位置。")).toBe("❌");
  });
});

describe("averages in order with the way they are listed (自下而上), and a value after 远在/还在", () => {
  it("reads the whole list and the average's value", () => {
    expect(mark("000858", "MA5到MA250六条均线自下而上完全空头排列。")).toBe("✅");
    expect(mark("000858", "250日线远在116.47元。")).toBe("✅");
    expect(mark("000858", "年线还在116.5元附近。")).toBe("✅");
  });

  it("fails an order or a value the averages do not have", () => {
    expect(mark("600519", "MA5到MA250六条均线自下而上完全空头排列。")).toBe("❌");
    expect(mark("000858", "250日线远在126.47元。")).toBe("❌");
  });
});

describe("a window's largest one-day move with 单日 before 最大 (近5个交易日单日最大跌幅约1.9%)", () => {
  it("is the largest single-session fall of the window, also of the window the clause before names", () => {
    expect(mark("000858", "近5个交易日单日最大跌幅约1.9%。")).toBe("✅");
    expect(mark("000858", "近5个交易日只有1天收涨，单日最大跌幅约1.9%。")).toBe("✅");
  });

  it("fails a size no session had, and is never the window's whole move", () => {
    expect(mark("000858", "近5个交易日只有1天收涨，单日最大跌幅约4.9%。")).toBe("❌");
    expect(mark("000858", "近5个交易日单日最大跌幅约4.05%。")).toBe("❌");
  });
});
