import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { withDayRank } from "../../../src/verification/claims/day-rank";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * "4月8日单日大涨4.87%为近20日最大涨幅": a day's sized move called the window's largest is that window's largest
 * one-day move, on that day; "4月16日单日大涨约5.3%" is that session's move, not a figure of some unheld 单日 line.
 * 中国平安 (601318) as of 2026-04-30: the largest one-day rise of 20 sessions +4.87 % on 2026-04-08; 宁德时代 (300750):
 * 2026-04-16 +5.33 %.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("a day's move called the largest of a window", () => {
  it("is rewritten as the window's largest one-day move on that day", () => {
    expect(withDayRank("4月8日单日大涨4.87%为近20日最大涨幅")).toBe("近20日最大单日涨幅4.87%（4月8日）");
    expect(withDayRank("为近20日最大单日涨幅", "4月8日大涨4.87%")).toBe("近20日最大单日涨幅4.87%（4月8日）");
  });

  it("checks both the size and the day", () => {
    expect(mark("601318", "4月8日单日大涨4.87%为近20日最大涨幅。")).toBe("✅");
    expect(mark("601318", "4月8日大涨4.87%，为近20日最大单日涨幅。")).toBe("✅");
    expect(mark("601318", "4月9日单日大涨4.87%为近20日最大涨幅。")).toBe("❌");
    expect(mark("601318", "4月8日单日大涨6%为近20日最大涨幅。")).toBe("❌");
  });
});

describe("a kind of move named before its size, and 当日 after a named day", () => {
  it("reads 涨幅X%为近N日最大 as the window's largest one-day move, 当日 as the day the clause before named", () => {
    expect(withDayRank("4月8日涨幅约4.9%为近20日最大")).toBe("近20日最大单日涨幅约4.9%（4月8日）");
    expect(withDayRank("当天涨幅约4.9%为近20日最大", "4月8日放量上攻")).toBe("近20日最大单日涨幅约4.9%（4月8日）");
    expect(mark("601318", "4月8日放量上攻，当天涨幅约4.9%为近20日最大。")).toBe("✅");
    expect(mark("601318", "4月8日放量上攻，当天涨幅约6%为近20日最大。")).toBe("❌");
  });

  it("leaves 当日 alone where no clause before names a day, and a day's move with no rank", () => {
    expect(withDayRank("当日涨幅约4.9%为近20日最大", "放量上攻")).toBe("当日涨幅约4.9%为近20日最大");
    expect(withDayRank("当日涨幅约4.9%", "4月8日放量上攻")).toBe("当日涨幅约4.9%");
  });
});

describe("单日 after a named day", () => {
  it("is that session's move", () => {
    expect(mark("300750", "4月16日单日大涨约5.3%。")).toBe("✅");
    expect(mark("300750", "4月16日单日大涨约8%。")).toBe("❌");
  });
});
