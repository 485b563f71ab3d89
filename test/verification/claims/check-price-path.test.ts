import { describe, expect, it } from "vitest";
import { checkFactClauses } from "../../../src/verification/claims/check-fact-clauses";
import { checkMarketClause } from "../../../src/verification/claims/check-market";
import { sampleFacts } from "./sample-facts";

/* 600519 as of 2026-04-30 (see check-market.test.ts): last close 1384.79. */
const facts = sampleFacts("600519", "2026-04-30");
const sessions = facts.market!.sessions!;
const back = (n: number) => sessions.at(-1 - n)!;
const marks = (text: string) => checkMarketClause(text, facts).map((c) => c.ok);

describe("a path of the price between two bare figures", () => {
  it("passes a start that is a close (or a fall's high) within the sessions named and an end at the last close", () => {
    const start = back(3);
    const way = start.close > 1384.79 ? "跌" : "涨";
    expect(marks(`过去五个交易日从${start.close.toFixed(2)}${way}到1384.79`)).toContain(true);
    expect(marks(`股价从${start.close.toFixed(2)}${way}到1384.79`)).toContain(true);
    // With no move word, the way is the figures'.
    expect(marks(`股价从${start.close.toFixed(2)}到现在的1384.79`)).toContain(true);
  });

  it("leaves a start found in none of the sessions named undecided, and fails a path against its own verb", () => {
    const old = back(40);
    const way = old.close > 1384.79 ? "跌" : "涨";
    const checks = checkMarketClause(`过去五个交易日从${old.close.toFixed(2)}${way}到1384.79`, facts);
    expect(checks.map((c) => c.ok)).toContain(null);
    expect(checks.find((c) => c.ok === null)?.reason).toContain("此前5个交易日中没有");
    expect(marks("过去五个交易日从1200跌到1384.79")).toContain(false);
  });

  it("leaves a path to another day than the last bar, or of an indicator, to the other readers", () => {
    expect(checkMarketClause("过去五个交易日从1300.5跌到1290.5", facts).map((c) => c.expected)).not.toContain(
      "从1300.5跌到1290.5",
    );
    expect(checkMarketClause("RSI从45升至62", facts).map((c) => c.expected)).not.toContain("从45升到62");
  });

  it("reads a size written in the clause after the path as the path's change", () => {
    const start = back(3);
    const way = start.close > 1384.79 ? "跌" : "涨";
    const size = Math.abs((1384.79 / start.close - 1) * 100);
    const path = `股价从${start.close.toFixed(2)}${way}到1384.79`;
    const sized = (shown: string) =>
      checkFactClauses([path, `累计${way}幅约${shown}%`], facts)
        .filter((c) => c.expected.includes("幅度"))
        .map((c) => c.ok);
    expect(sized(size.toFixed(1))).toContain(true);
    expect(sized((size + 5).toFixed(1))).toContain(false);
  });
});
