import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * As of 2026-04-30: 招商银行 (600036) closes at 38.27, below each of the 20 closes before (38.50-39.91) but not the
 * 60 before (37.80-40.12); 宁德时代 (300750) closes at 436, inside the 20 closes before (384.59-453.98).
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("the close making the range's new low (high) of a window the clause counts", () => {
  it("is the window's, when the window stands before the range", () => {
    expect(mark("600036", "最近20个交易日里，招行收盘价刷新了区间新低。".replace("里，", "里"))).toBe("✅");
    expect(mark("600036", "过去60个交易日招行收盘创下阶段新低。")).toBe("❌");
    expect(mark("300750", "近20个交易日宁德收盘创出区间新高。")).toBe("❌");
  });

  it("is the window's, when the window is named after the verb", () => {
    expect(mark("600036", "招行收盘跌出最近20个交易日的区间新低。")).toBe("✅");
    expect(mark("300750", "宁德收盘创出最近20个交易日的区间新低。")).toBe("❌");
  });

  it("leaves a range with no window alone", () => {
    expect(mark("600036", "招行收盘创出区间新低。")).not.toBe("❌");
  });
});
