import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("a decline said to run on from one quarter to a later one is each quarter's year-on-year move", () => {
  // 比亚迪 单季归母净利润: 2025年三季度 78.23亿 (同比-32.60%), 四季度 92.86亿 (同比-38.16%): above Q3 in level, yet down
  // year on year in both.
  const sentence = "四季度单季营收2376.99亿元、同比降13.5%，归母净利润92.86亿元、降38.2%";
  it("holds a yoy decline in every quarter of the span", () => {
    expect(mark("002594", `${sentence}，下滑从三季度延续到年末。`, "2026-04-30")).toBe("✅");
  });

  it("fails a growth said to run on over quarters that fell", () => {
    expect(mark("002594", "四季度单季归母净利润92.86亿元，同比增长从三季度延续到年末。", "2026-04-30")).toBe("❌");
  });
});
