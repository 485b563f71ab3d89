import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 宁德时代: buy-back notices stored on 2026-04-02 and 2026-04-07 only.
describe("月初 and 月底 date a notice to a third of the month", () => {
  it("a notice held in another part of the year does not show it", () => {
    expect(mark("300750", "宁德时代2月初发布了回购进展公告。")).toBe("❔");
    expect(mark("300750", "宁德时代4月初发布了回购进展公告。")).toBe("✅");
  });
});
