import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * 贵州茅台 (600519) as of 2026-04-30: close 1384.79, below MA5 1410.53, MA10 1411.13, MA20 1433.56, MA60 1441.22.
 * 宁德时代 (300750): close 436, below MA5 437.69 and MA10 438.80, above MA20 425.02, MA60 391.63, MA250 335.35.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("the close placed in the stack of averages the clause before lists", () => {
  it("is below every one of them at the bottom, above every one at the top", () => {
    expect(mark("600519", "5日、10日、20日、60日均线层层下压，1384.79元的收盘价垫在最底部。")).toBe("✅");
    expect(mark("300750", "MA20、MA60、MA250向上发散，现价436元站在最上方。")).toBe("✅");
    expect(mark("300750", "MA5、MA10、MA20依次向下，436元的收盘价位于最上面。")).toBe("❌");
    expect(mark("600519", "MA20到MA60都在走平，收盘落在最上方。")).toBe("❌");
  });

  it("is above every line inside a rising stack, below every line inside a falling one", () => {
    expect(mark("300750", "MA20>MA60>MA250，收盘价处在多头排列之中。")).toBe("✅");
    expect(mark("300750", "MA5>MA10>MA20，收盘价处在多头格局中。")).toBe("❌");
  });

  it("is not read when the clause before lists no averages", () => {
    expect(mark("600519", "RSI偏弱，收盘处在多头格局中。")).not.toBe("❌");
  });
});
