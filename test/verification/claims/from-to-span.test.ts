import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/** A move between two levels naming no year runs over the span of years the clause after it names. */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 比亚迪 营业总收入 2021 2161.42亿 → 2025 8039.65亿; 归母净利润 2021 30.45亿 → 2025 326.19亿.
describe("从A到B before the span of years", () => {
  it("A is the first year's level and B the last's", () => {
    expect(mark("002594", "从2161亿到8040亿，2021-2025年营收增长约2.7倍。")).toBe("✅");
    expect(mark("002594", "由30亿增至326亿，2021至2025年归母净利润增长约9.7倍。")).toBe("✅");
  });
  it("a start that is not the first year's level is false", () => {
    expect(mark("002594", "从3161亿到8040亿，2021-2025年营收增长约2.7倍。")).toBe("❌");
  });
  it("before a single year, the move is into that year as before", () => {
    expect(mark("002594", "从7771亿到8040亿，2025年营收增长约3.5%。")).toBe("✅");
  });
});
