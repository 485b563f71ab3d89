import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/**
 * "是2020-2024这五年里唯一一次扣非为负": exactly one year of the window has a level of that sign, and it is the year
 * the sentence names, not the window's last year.
 */
describe("the only year of a window with a negative (or positive) level", () => {
  // 中国石化 扣非归母净利润 2019-2024: 542.71、-15.65、727.28、579.62、606.92、480.57亿元.
  it("中国石化 2020 is the only negative year of 2020-2024", () => {
    expect(mark("600028", "2020年扣非净利润-15.65亿元，是2020-2024这五年里唯一一次扣非为负。")).toBe("✅");
    expect(mark("600028", "2021年扣非净利润727.28亿元，是2020-2024这五年里唯一一次扣非为负。")).toBe("❌");
  });

  it("中国石化 2019年以来: five years were positive, so none is the only one", () => {
    expect(mark("600028", "2020年扣非净利润-15.65亿元，是2019年以来唯一一年扣非为正。")).toBe("❌");
  });

  // 贵州茅台 归母净利润 was never negative.
  it("贵州茅台 no negative year at all", () => {
    expect(mark("600519", "2019-2025年归母净利润唯一一次为负。")).toBe("❌");
  });
});
