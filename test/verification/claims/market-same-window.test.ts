import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { beforeWanted } from "../../../src/verification/claims/market-wanted";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

// 贵州茅台 on 2026-04-30: close 1384.79; 20-session range 1380-1477.41 (振幅 6.67 %), the highest close of the last 20
// sessions 1467.50 (-5.64 % to the close), of the last 40 1485.00 (-6.75 %); 52-week low 1322.01 (+4.75 %).
const mark = (claim: string, ticker = "600519", asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf)));

describe("a clause opening on 同期 reads its measure over the window the clause before names", () => {
  it("checks 同期振幅 over that window instead of leaving it unread", () => {
    expect(mark("近20个交易日最大单日跌幅约3.8%，同期振幅约6.7%。")).toBe("✅");
    expect(mark("近20个交易日最大单日跌幅约3.8%，同期振幅约10%。")).toBe("❌");
  });

  it("reads 其间 (这期间) as that window too", () => {
    // 600519's 20 sessions: the largest one-day fall −3.80 % (2026-04-17).
    expect(mark("近20个交易日下跌约5.1%，其间最大单日跌幅约3.8%。")).toBe("✅");
    expect(mark("近20个交易日下跌约5.1%，这期间最大单日跌幅不到2%。")).toBe("❌");
    // Counter-case: with no window before it, the largest day is still of no stated window.
    expect(mark("其间最大单日跌幅约3.8%。")).toBe("❔");
  });

  it("reads 振幅 as a price measure, not a figure of a metric named after it", () => {
    // 中国石化 on 2026-04-30: 60-session 振幅 44.58 %, PE(TTM) 12.99.
    expect(mark("近60个交易日振幅超过四成，波动明显大于一只低估值蓝筹的常态。", "600028")).not.toBe("❌");
  });
});

describe("a drawdown from the window's high close", () => {
  it("reads N日累计回撤 as from the window's highest close", () => {
    expect(mark("近40日累计回撤约6.8%。")).toBe("✅");
    expect(mark("近40日累计回撤约12%。")).toBe("❌");
  });

  it("reads 自N个交易日内的收盘高点回撤", () => {
    expect(mark("自20个交易日内的收盘高点回撤约5.6%。")).toBe("✅");
    expect(mark("自20个交易日内的收盘高点回撤约9%。")).toBe("❌");
  });

  it("reads 从这段时间的收盘高点算回撤 as from the highest close of the window the clause before names", () => {
    expect(mark("近20个交易日下跌约5.1%，从这段时间的收盘高点算起回撤约5.6%。")).toBe("✅");
    expect(mark("近20个交易日下跌约5.1%，从这段时间的收盘高点算回撤约9%。")).toBe("❌");
    // Counter-case: the window's move itself is not the drawdown from its high (−5.11 % against −5.64 %).
    expect(mark("近20个交易日下跌约5.1%，这段时间累计下跌约5.6%。")).not.toBe("✅");
  });

  it("reads a rebound from 一年内的最低价 as from the 52-week low", () => {
    expect(mark("从一年内的最低价1322.01元算起已反弹约4.8%。")).toBe("✅");
    expect(mark("从一年内的最低价1322.01元算起已反弹约15%。")).toBe("❌");
  });
});

describe("a price event closed by the action taken on it (跌破…止损, 回踩…买入)", () => {
  it("is a plan's trigger: its crossing is not read, the level it names still is", () => {
    // 中国平安's 52-week low is 50.55元 (lowest close 50.80), the close 59.37: no break, yet no ❌ for a stop there.
    expect(beforeWanted("跌破52周低点50.55元止损")).toBe("52周低点50.55元");
    expect(mark("计划：现价59.37元，跌破52周低点50.55元止损。", "601318")).toBe("✅");
    expect(mark("计划：现价69.37元，跌破52周低点50.55元止损。", "601318")).toBe("❌");
    // 宁德时代's MA20 is 425.02元, not 438元.
    expect(mark("交易计划：回踩20日均线425元附近分批买入，跌破400元止损。", "300750")).toBe("✅");
    expect(mark("交易计划：回踩20日均线438元附近分批买入，跌破400元止损。", "300750")).toBe("❌");
    // Counter-case: a break stated with no action on it is a reading of the bars, and this one did not happen.
    expect(mark("收盘59.37元，跌破52周低点50.55元。", "601318")).toBe("❌");
  });
});

describe("a price or volume event waited for", () => {
  it("is a condition of the advice, not a reading of the bars", () => {
    expect(beforeWanted("建议等待放量确认")).toBe("建议");
    expect(beforeWanted("有待站稳20日均线")).toBe("");
    expect(beforeWanted("近期放量下跌")).toBe("近期放量下跌");
    expect(mark("收盘1384.79元，仍在20日均线下方，建议等待放量确认。")).toBe("✅");
  });
});
