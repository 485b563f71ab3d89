import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a percent in brackets right after an amount is that year's own change", () => {
  it("in a chain from a base year, each bracket is the change into its own year", () => {
    const chain =
      "营业收入：2022年11105.68亿元→2023年9137.89亿元（-17.7%）→2024年10289.25亿元（+12.6%）→2025年10505.06亿元。";
    expect(mark("601318", chain)).toBe("✅");
    expect(mark("601318", chain.replace("-17.7%", "-27.7%"))).toBe("❌");
  });
});
