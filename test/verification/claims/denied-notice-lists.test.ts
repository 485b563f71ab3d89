import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

/**
 * A denied list of notice kinds denies each kind, 或 included. 宁德时代: a buy-back finished 2026-04-07; 招商银行:
 * only annual-report notices stored (the list is partial, so an absence decides nothing).
 */
describe("a list of notice kinds said not to be there", () => {
  it("denies each kind, so one that is there fails it", () => {
    expect(mark("300750", "截至4月底，公司公告中未见增持或回购类事项。")).toBe("❌");
    expect(mark("300750", "截至4月底，公司公告中未见增持、减持或回购类事项。")).toBe("❌");
  });

  it("an absence in a partial list stays undecided", () => {
    expect(mark("600036", "截至4月底，公司公告中未见回购、增持或减持类事项。")).toBe("❔");
  });

  it("an asserted either-or is not split into kinds each said to be there", () => {
    // 比亚迪 filed its 2025 dividend plan on 2026-03-28 and no buy-back: one of the two is enough.
    expect(mark("002594", "3月公司公告了分红方案或回购方案。")).not.toBe("❌");
  });
});
