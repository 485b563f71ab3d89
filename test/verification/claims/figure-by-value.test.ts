import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/** A precise figure placed in a year with no metric named is the stored annual amount it equals. */
const mark = (ticker: string, claim: string, asOf: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a figure placed in a year, naming no metric", () => {
  it("holds when a stored amount of that year equals it", () => {
    // 五粮液 归母净利润 FY2019 174.02亿元, FY2018 133.84亿元.
    expect(mark("000858", "反方引用的174.02亿元是2019年的数，2018年其实是133.84亿元", "2020-04-30")).toBe("✅");
  });

  it("is wrong when the only amounts it equals are of another year", () => {
    // 比亚迪 归母净利润 FY2023 300.41亿元, FY2024 402.54亿元.
    expect(mark("002594", "反方引用的300.41亿元是2024年的数，2023年其实是402.54亿元", "2025-04-30")).toBe("❌");
  });

  it("stays 未能核验 when no stored amount equals it", () => {
    expect(mark("002594", "反方引用的123.45亿元是2024年的数", "2025-04-30")).toBe("❔");
  });
});
