import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/*
 * 贵州茅台 as of 2026-04-30: 归母净利润 over the four quarters to 2026-03 827.15亿 (2025 823.20亿, 2025Q4 176.93亿);
 * 招商银行 1507.47亿.
 */
describe("the trailing four quarters written without 个 (periods.ts TRAILING_QUARTERS)", () => {
  it("reads 滚动四季度 and 近4季度 as the trailing four quarters, not the fourth quarter", () => {
    expect(mark("600519", "滚动四季度归母净利约827亿元，按4月末收盘价对应TTM市盈率约21倍")).toBe("✅");
    expect(mark("600519", "滚动四季度归母净利约927亿元，按4月末收盘价对应TTM市盈率约21倍")).toBe("❌");
    expect(mark("600036", "滚动四季度归母净利润约1507亿元")).toBe("✅");
    expect(mark("600036", "滚动四季度归母净利润约1607亿元")).toBe("❌");
  });

  it("reads 近4季度…合计 as the trailing level, not a sum of years", () => {
    expect(mark("600519", "近4季度归母净利润合计约827亿元")).toBe("✅");
    expect(mark("600519", "近4季度归母净利润合计约900亿元")).toBe("❌");
  });
});
