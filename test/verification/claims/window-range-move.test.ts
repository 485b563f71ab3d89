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

/* 五粮液 (000858) as of 2026-04-30: 20-session amplitude 7.91 %, move -7.00 %; 120-session move -18.41 %. */
describe("a bare sized move, or a window's sized move, after 、", () => {
  it("is a clause of its own, the bare move over the window named before", () => {
    expect(mark("近20日振幅约7.9%、跌约7%。")).toBe("✅");
    // A second move over the same window may be another company's (as after a comma): never ✅.
    expect(mark("近20日振幅约7.9%、涨约7%。")).not.toBe("✅");
    expect(mark("20日乖离约-4.7%、120日跌幅约18%。")).toBe("✅");
    expect(mark("20日乖离约-4.7%、120日跌幅约25%。")).toBe("❌");
  });

  it("leaves windows listed for 分别 alone", () => {
    expect(mark("近5日、20日跌幅分别约4%和7%。")).not.toBe("❌");
  });
});
