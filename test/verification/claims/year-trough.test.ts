import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/**
 * "2022年是五年里的谷底": 谷底 and 低谷 place a year's low in a window counted in years as 最低 does, also in a clause
 * that names only the year and the extreme, of the metric its sentence named before.
 */
describe("a year called the trough of a counted window", () => {
  // 中国平安 归母净利润 2021-2025: 1016 → 838 → 857 → 1266 → 1348亿元, lowest in 2022.
  it("中国平安 2022年是五年里的谷底", () => {
    expect(mark("601318", "2021—2025年归母净利润约1016→838→857→1266→1348亿元，2022年是五年里的谷底。")).toBe("✅");
    expect(mark("601318", "归母净利润1348亿元，2022年是这五年里的低谷。")).toBe("✅");
  });

  it("a year that was not the low fails", () => {
    expect(mark("601318", "归母净利润1348亿元，2023年是五年里的谷底。")).toBe("❌");
    // 贵州茅台 归母净利润 2021-2025: lowest in 2021 (524.60亿元).
    expect(mark("600519", "2022年归母净利润是五年里的低谷。")).toBe("❌");
  });

  // Counter-case: a trough with no counted window says nothing of which years it is among.
  it("a bare trough with no window is not read as a five-year low", () => {
    expect(mark("601318", "归母净利润1348亿元，2022年是谷底。")).not.toBe("❌");
  });
});
