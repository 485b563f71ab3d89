import { describe, expect, it } from "vitest";
import { checkMarketClause } from "../../../src/verification/claims/check-market";
import { sampleFacts } from "./sample-facts";

// 600519 as of 2026-04-30: close 1384.79, MA20 1433.56, MA60 1441.22, the close below each (−3.91 % from MA60).
const facts = sampleFacts("600519", "2026-04-30");
const oks = (text: string) => checkMarketClause(text, facts).map((c) => c.ok);

describe("an average's value written bare in 元 between it and the side of the close", () => {
  it("reads the value as the average's and the side after it as the close's", () => {
    expect(oks("股价仍在60日均线1441.22元之下")).toEqual([true, true]);
    expect(oks("守在60日均线1441.22元之上")).toEqual([false, true]);
    expect(oks("站在20日线1400元之上")).toEqual([false, false]);
  });
});

describe("an average pressing the price from above", () => {
  it("places the close below the average, unless the average is broken through", () => {
    expect(oks("仍被60日均线压制")).toEqual([true]);
    expect(oks("20日均线在上方压制")).toEqual([true]);
    expect(oks("已突破60日均线压制")).toEqual([false]);
  });
});

describe("the close's distance from an average written with 高出/低出", () => {
  it("reads the side from the verb and a bound after the figure", () => {
    expect(oks("股价低出60日均线约3.9%")).toEqual([true]);
    expect(oks("股价高出60日均线3%以上")).toEqual([false]);
  });
});

describe("an unnamed average pressing the price", () => {
  it("is a mood, not the close's side of each average", () => {
    expect(oks("均线压制明显")).toEqual([]);
  });
});
