import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * The lines of a list counted back right after it ("MA5至MA250六条均线全部压在股价上方"): the side after the count is
 * the list's, each average (average-groups.ts). As of 2026-04-30: 招商银行 (600036) close 38.27, MA5 39.03 … MA250
 * 42.15, all above it; 比亚迪 (002594) close 102.98, MA5 102.33 … MA120 97.25, all below it; 贵州茅台 (600519) MA60
 * 1441.22 above MA120 1430.56 (no 空头排列 through MA250).
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("a list of averages counted back", () => {
  it("takes the side said after the count", () => {
    expect(mark("600036", "MA5至MA250六条均线全部压在股价上方。")).toBe("✅");
    expect(mark("002594", "MA5至MA120五条均线全部托在股价下方且多头排列。")).toBe("✅");
    expect(mark("002594", "MA5至MA120五条均线全部压在股价上方。")).toBe("❌");
  });
  it("takes the order word after the count too", () => {
    expect(mark("000858", "五粮液收盘97.08元，MA5至MA250六条均线全部压在股价上方且空头排列。")).toBe("✅");
    expect(mark("600519", "MA5至MA250六条均线全部压在股价上方且空头排列。")).toBe("❌");
  });
});
