import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * "近5日振幅约4.9%、区间跌约4%": a move of 区间 after 、 is the window's move, read as after a comma. 五粮液 (000858)
 * as of 2026-04-30: 5-session amplitude 4.86 %, 5-session move -4.05 %.
 */
const mark = (claim: string) =>
  markOf(
    checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts("000858", "2026-04-30")),
  );

describe("the window's move after 、", () => {
  it("is checked over the window named before", () => {
    expect(mark("近5日振幅约4.9%、区间跌约4%。")).toBe("✅");
    expect(mark("近5日振幅约4.9%、区间涨约4%。")).toBe("❌");
    expect(mark("近5日振幅约4.9%、区间跌约9%。")).toBe("❌");
  });
});
