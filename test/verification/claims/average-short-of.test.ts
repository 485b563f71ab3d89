import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * The close short of an average ("离250日线仍差一截", "距离站上年线还差一步"): below it. "离年线还有一段距离"
 * says no side. As of 2026-04-30: 招商银行 (600036) close 38.27, MA250 42.15; 宁德时代 (300750) close 436, MA5
 * 437.69, MA60 391.63; 中国平安 (601318) close 59.37, MA60 61.25, MA250 59.29; 五粮液 (000858) close 97.08, MA60
 * 103.32.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("the close short of an average", () => {
  it("is below it", () => {
    expect(mark("600036", "招行股价离年线还差一截。")).toBe("✅");
    expect(mark("300750", "股价离5日线还差一点。")).toBe("✅");
    expect(mark("601318", "平安离60日线仍差一截。")).toBe("✅");
    expect(mark("300750", "宁德股价离60日线还差一截。")).toBe("❌");
    expect(mark("601318", "平安股价离年线还差一截。")).toBe("❌");
  });
  it("is below it when the move still wanted is named", () => {
    expect(mark("600036", "招行距离站上年线还差一步。")).toBe("✅");
    expect(mark("000858", "五粮液离收复60日线仍差不少。")).toBe("✅");
    expect(mark("300750", "宁德距离站上20日线还差一步。")).toBe("❌");
  });
  it("says no side with a distance alone", () => {
    expect(mark("300750", "宁德股价离年线还有一段距离。")).not.toBe("❌");
  });
});
