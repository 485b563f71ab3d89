import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { withRangePlace } from "../../../src/verification/claims/range-place";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

/*
 * From src/sample/sample-data.json on 2026-04-30: 600519 closes at 1384.79 in a 52-week range of 1322.01-1645.00
 * (19.4 %), 300750 at 436.00 in 231.20-460.00 (89.5 %), 600036 at 38.27 in 37.31-48.55 (8.5 %), 000858 at 97.08 in
 * 97.00-137.18 (0.2 %).
 */
describe("the close's place in its 52-week range written in tenths or with 分位", () => {
  it("reads a share in tenths before the place word (约九成的位置)", () => {
    expect(withRangePlace("处在52周区间约九成的位置", null)).toBe("处在52周区间位置约九成");
    expect(mark("300750", "处在52周区间约九成的位置。")).toBe("✅");
    expect(mark("300750", "处在52周区间约两成的位置。")).toBe("❌");
    expect(mark("600519", "股价处在52周区间约两成的位置。")).toBe("✅");
  });

  it("reads 52周位置 with a size in tenths, and 位置分位 as the place", () => {
    expect(mark("000858", "近250个交易日跌了18.19%，52周位置不到一成。", "2025-10-31")).toBe("✅");
    expect(mark("300750", "52周位置不到一成。")).toBe("❌");
    expect(mark("000858", "股价位于52周区间的最底部，位置分位不到1%。")).toBe("✅");
    expect(mark("600519", "股价位于52周区间的下沿，位置分位不到1%。")).toBe("❌");
  });

  it("reads the lowest (highest) N tenths of the range as a bound from that end", () => {
    expect(withRangePlace("处在52周区间最低的一成", null)).toBe("处在52周区间位置10%以内");
    expect(mark("600036", "股价处在52周区间最低的一成。")).toBe("✅");
    expect(mark("600519", "股价处在52周区间最高的一成。")).toBe("❌");
    expect(mark("300750", "股价处在52周区间最高的两成。")).toBe("✅");
  });
});
