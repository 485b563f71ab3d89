import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/**
 * "七年来首次负增长" of 2025 may count seven years' reports (2019-2025) as well as seven steps: when only the step into
 * the first of them is not held, the reports' reading decides; a fall between fails either reading.
 */
describe("N年来首次 counted in years' reports", () => {
  // 贵州茅台 归母净利润 from 2019: rose 2020-2024, fell 2025.
  it("贵州茅台 2025 七年来首次负增长 on data from 2019", () => {
    expect(mark("600519", "2025年茅台归母净利润823.20亿元，同比下降4.5%，七年来首次负增长。")).toBe("✅");
  });

  // 中国石化 归母净利润 fell in 2020 too; 招商银行 营收 fell in 2023 before 2024.
  it("a fall between fails it", () => {
    expect(mark("600028", "2024年归母净利润503.13亿元，五年来首次下滑。")).toBe("❌");
    expect(mark("600036", "2024年营收3374.88亿元，五年来首次下滑。")).toBe("❌");
  });
});
