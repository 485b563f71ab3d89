import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * From src/sample/sample-data.json: 300750's 2025 经营现金流 1332.20亿元 (+37.35 % on 969.90亿元); 600519's 615.22亿元
 * (-33.46 % on 924.64亿元); 300750's 2025 gross margin 26.27 % (+1.83 points).
 */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf)));

describe("强劲 said of a metric (现金流强劲)", () => {
  it("is a large rise: a cash flow down a third is not strong", () => {
    expect(mark("300750", "宁德时代现金流强劲。")).toBe("✅");
    expect(mark("600519", "茅台毛利率91.18%，经营现金流强劲。")).toBe("❌");
  });

  it("is said of the metric its own clause names, not of the clause before's", () => {
    expect(mark("300750", "宁德时代2025年报点评：利润增长42%，毛利率提升1.8pct，现金流强劲")).toBe("✅");
    expect(mark("600519", "茅台营收微降，现金流强劲。")).toBe("❌");
  });
});
