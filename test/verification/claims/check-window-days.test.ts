import { describe, expect, it } from "vitest";
import { checkFactClauses } from "../../../src/verification/claims/check-fact-clauses";
import { checkMarketClause } from "../../../src/verification/claims/check-market";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * By hand from src/sample/sample-data.json's closes to 2026-04-30 (each session's close against the one before):
 * 600519, last 20 sessions: 10 up, 10 down, largest rise +2.78 % (04-24), largest fall −3.80 % (04-17), largest
 * drawdown 5.64 %. 600028, last 60 sessions: 21 up, 37 down, largest rise +10.06 % (03-02), largest fall −6.29 %
 * (03-10); largest drawdown from a running peak 31.71 %, from the window's highest close to the last 31.07 %; last 20
 * sessions: largest drawdown 10.25 % from a running peak, 9.41 % from the window's high to the last close.
 */
const mt = sampleFacts("600519", "2026-04-30");
const sh = sampleFacts("600028", "2026-04-30");
const marks = (text: string, facts = mt) => checkMarketClause(text, facts).map((c) => c.ok);

describe("the largest one-day move of a calendar month", () => {
  // 600519's April 2026: largest fall −3.80 % (04-17); 600028's March: −6.29 % (03-10); 300750's April: +6.67 % (04-10).
  const cl = sampleFacts("300750", "2026-04-30");
  const mark = (ticker: string, claim: string) =>
    markOf(
      checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")),
    );

  it("reads it over the sessions of the month the clause names, its base the close before the month", () => {
    expect(mark("600519", "4月茅台最大单日跌幅为3.8%（4月17日）。")).toBe("✅");
    expect(mark("600028", "3月中国石化最大单日跌幅达6.3%（3月10日）。")).toBe("✅");
    expect(mark("300750", "4月份宁德时代最大单日涨幅6.7%，出现在4月10日。")).toBe("✅");
    expect(marks("4月份宁德时代最大单日涨幅8.7%", cl)).toEqual([false]);
    expect(mark("300750", "4月份宁德时代最大单日涨幅6.7%，出现在4月8日。")).toBe("❌");
  });

  it("takes the month of the clause before, and is no second size over a window the sentence sized", () => {
    expect(mark("600519", "4月单月跌4.5%，最大单日跌幅3.8%出现在4月17日。")).toBe("✅");
    expect(mark("600519", "近20个交易日下跌约5.1%，4月单月跌4.5%，最大单日跌幅3.8%出现在4月17日。")).toBe("✅");
    expect(mark("600519", "近20个交易日下跌约5.1%，最大单日跌幅5.8%出现在4月17日。")).toBe("❌");
  });
});

describe("the largest one-day move of a window", () => {
  it("reads the largest rise or fall over the sessions named, and the day it fell on", () => {
    expect(marks("近20个交易日最大单日跌幅约3.8%（4月17日）")).toEqual([true, true]);
    expect(marks("近20个交易日最大单日跌幅约3.8%（4月24日）")).toEqual([true, false]);
    expect(marks("近60日最大单日涨幅10.06%", sh)).toEqual([true]);
    expect(marks("近60日最大单日涨幅约8%", sh)).toEqual([false]);
  });

  it("takes the window from earlier in the point, and leaves a move with no window undecided", () => {
    const checks = checkFactClauses(["近60日最大单日涨幅10.06%", "最大单日跌幅约6.3%（3月10日）"], sh);
    expect(checks.map((c) => c.ok)).toEqual([true, true, true]);
    expect(marks("最大单日跌幅约3.8%")).toEqual([null]);
  });
});

describe("counts of up and down sessions", () => {
  it("counts the sessions that closed up or down, 一半 as half the window", () => {
    expect(marks("最近20个交易日一半收红一半收绿")).toEqual([true]);
    expect(marks("最近20个交易日里收涨的只有7天")).toEqual([false]);
    expect(marks("近60个交易日下跌37天", sh)).toEqual([true]);
    // A window's move is no count.
    expect(marks("近20个交易日下跌约5%")).toEqual([true, true]);
  });
});

describe("the largest drawdown of a window", () => {
  it("reads it from a running peak, or from the window's high to the last close, and never as the window's move", () => {
    expect(marks("近20个交易日最大回撤约10.3%", sh)).toEqual([true]);
    expect(marks("近20个交易日最大回撤约9.4%", sh)).toEqual([true]);
    expect(marks("近60个交易日最大回撤约20%", sh)).toEqual([false]);
    expect(marks("60日内最大回撤超过三成", sh)).toEqual([true]);
  });
});
