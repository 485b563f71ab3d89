import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/** Comparison words checked on the sample's real figures. */
const mark = (ticker: string, claim: string, asOf: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("the gap between a comparison's two sides", () => {
  it("落后约9个pp is the difference of the two growth rates, checked with the comparison", () => {
    // 宁德时代 FY2019: 扣非归母净利润 +25.15 %, 归母净利润 +34.64 % (a gap of 9.49 points).
    const head = "扣非归母净利由31.28亿增至39.15亿（+25.2%），增速落后归母净利约";
    expect(mark("300750", `${head}9个pp。`, "2020-06-30")).toBe("✅");
    expect(mark("300750", `${head}9.5个pct。`, "2020-06-30")).toBe("✅");
    expect(mark("300750", `${head}15个pp。`, "2020-06-30")).toBe("❌");
  });
});
