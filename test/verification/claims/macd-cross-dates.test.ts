import { describe, expect, it } from "vitest";
import { checkMarketClause } from "../../../src/verification/claims/check-market";
import { sampleFacts } from "./sample-facts";

// 600519 as of 2026-04-30: MACD(12,26,9) last crossed on 2026-04-17, a dead cross; DIF −10.03 below DEA −4.72.
const facts = sampleFacts("600519", "2026-04-30");
const checks = (text: string) => checkMarketClause(text, facts);
const oks = (text: string) => checks(text).map((c) => c.ok);
/** The checks of a dated cross (this reader's), with their verdicts. */
const dated = (text: string) =>
  checks(text)
    .filter((c) => /月.*MACD/.test(c.expected))
    .map((c) => [c.expected, c.ok]);

describe("a MACD cross a clause dates", () => {
  it("holds on the day of a cross of its kind, and the date's month is no value of DIF", () => {
    expect(oks("DIF在4月17日下穿DEA")).toEqual([true]);
    expect(oks("4月17日MACD死叉")).toEqual([true, true]);
  });

  it("is false on a day with no cross of its kind, or a month after the last cross", () => {
    expect(oks("DIF在4月17日上穿DEA")).toEqual([false]);
    expect(oks("DIF在4月28日下穿DEA")).toEqual([false]);
    expect(oks("DIF已在4月重新上穿DEA")).toEqual([false]);
  });

  it("leaves a day after the last bar undecided", () => {
    expect(oks("DIF在5月8日上穿DEA")).toEqual([null]);
  });
});

describe("a MACD cross a clause denies, gives another indicator, or names beside another", () => {
  it("(a) reads a denied cross as denied: no cross of its kind in the window holds, one there is false", () => {
    expect(oks("4月以来没有出现金叉")).toEqual([true]);
    expect(oks("4月并未出现死叉")).toEqual([false]);
    // The denial before the date: the dated check is false (the undated reading of MACD死叉 is check-market.ts's).
    expect(dated("并未在4月17日出现MACD死叉")).toEqual([["4月17日没有MACD死叉", false]]);
  });

  it("(b) leaves a cross of another indicator or chart alone: KDJ, 均线, 周线", () => {
    expect(oks("4月28日KDJ金叉")).toEqual([null]);
    expect(checks("4月均线金叉").filter((c) => c.expected.includes("MACD"))).toEqual([]);
    expect(checks("4月周线金叉").filter((c) => c.expected.includes("MACD"))).toEqual([]);
    expect(dated("5日均线在4月17日死叉")).toEqual([]);
  });

  it("(c) checks a month's cross beside a day's: 4月初金叉 is false though 4月17日死叉 holds", () => {
    const got = checks("MACD在4月初金叉后于4月17日死叉").map((c) => [c.expected, c.ok]);
    expect(got).toContainEqual(["4月17日MACD死叉", true]);
    expect(got).toContainEqual(["4月MACD金叉", false]);
  });
});

describe("the year of a dated MACD cross written without one", () => {
  it("is the year before's when the day lies three months or more past the last bar", () => {
    // 600036 as of 2026-01-05: the last cross a golden one on 2025-12-30.
    const jan = sampleFacts("600036", "2026-01-05");
    expect(checkMarketClause("12月30日MACD金叉", jan).map((c) => c.ok)).toEqual([true, true]);
    expect(checkMarketClause("12月30日MACD死叉", jan).map((c) => c.ok)).toEqual([false, false]);
  });
});
