import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { checkMarketClause } from "../../../src/verification/claims/check-market";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { sampleFacts } from "./sample-facts";

// 600028 as of 2026-04-30: the year's highest close 7.82 on 2026-03-03, its lowest 5.34 on 2026-04-27.
const facts = sampleFacts("600028", "2026-04-30");
const marks = (text: string) => checkMarketClause(text, facts).map((c) => `${c.kind}:${c.ok}`);

describe("a named day's close called the extreme of a span running to now", () => {
  it("holds when that close is the span's extreme close", () => {
    expect(marks("中石化3月3日收盘7.82元为年内最高")).toContain("market:true");
    expect(marks("中石化3月3日收盘7.82元为年内最高")).not.toContain("market:false");
    expect(marks("4月27日的5.34元是年内最低")).toContain("market:true");
  });

  it("is false when another day's close is the extreme", () => {
    expect(marks("4月27日的5.34元是年内最高")).toContain("market:false");
  });
});

describe("the distance from the high", () => {
  // 300750 as of 2026-04-30: close 436.00; the 52-week high 460.00 (−5.22 %), the highest close 453.98 (−3.96 %).
  const nd = sampleFacts("300750", "2026-04-30");
  it("may be from the highest close as well as from the highest price", () => {
    expect(checkMarketClause("现价436元离高点约4%", nd).map((c) => c.ok)).toEqual([true]);
    expect(checkMarketClause("现价436元离高点约5.2%", nd).map((c) => c.ok)).toEqual([true]);
    expect(checkMarketClause("现价436元离高点约8%", nd).map((c) => c.ok)).toEqual([false]);
  });
});

describe("the distance from a high whose price is written", () => {
  const nd = sampleFacts("300750", "2026-04-30");
  it("is from that price alone", () => {
    expect(checkMarketClause("距52周高点460元约4%", nd).map((c) => c.ok)).toEqual([false]);
  });
});

describe("the year's closing low or high written as a 低点 or 高点 of the closes", () => {
  it("is the year's extreme close, not the 52-week low or high of the prices", () => {
    const marks = (text: string) => checkAssertions(parseAssertions(text), facts).map((c) => `${c.kind}:${c.ok}`);
    expect(marks("止损设在年内收盘低点5.34元下方")).toEqual(["number:true"]);
    expect(marks("止损设在年内收盘低点5.88元下方")).toEqual(["number:false"]);
    expect(marks("年内收盘高点7.82元")).toEqual(["number:true"]);
    // A 收盘高点 with a day and no span is that day's close.
    expect(marks("较3月3日收盘高点7.82元")).toEqual(["number:true"]);
  });
});
