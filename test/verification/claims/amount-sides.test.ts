import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/** An amount said to stay on one side of a round figure (徘徊在…下方, 维持在…以上) is below or above it. */
describe("an amount on one side of a figure", () => {
  it("每年 of a run below the figure (招商银行's revenue 2023-2025: 3391亿, 3375亿, 3375亿)", () => {
    expect(mark("600036", "营收已连续三年徘徊在3400亿下方。")).toBe("✅");
    expect(mark("600036", "营收已连续三年徘徊在3380亿下方。")).toBe("❌");
  });

  it("above the figure, in one year (贵州茅台's 2025 net profit 823.20亿)", () => {
    expect(mark("600519", "2025年归母净利润维持在800亿元以上。")).toBe("✅");
    expect(mark("600519", "2025年归母净利润维持在900亿元以上。")).toBe("❌");
  });
});
