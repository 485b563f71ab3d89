import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/**
 * A streak after a list of dated levels, in a sentence opened by the latest level (no year), runs through that
 * level: "年末A，2023年B、2024年C，已连续两年减少" is 2023→2024→2025.
 */
describe("a streak over the years listed and the latest level", () => {
  // 贵州茅台 货币资金 2022 582.74、2023 690.70、2024 592.96、2025 516.91亿元.
  it("贵州茅台 货币资金 fell 2024 and 2025", () => {
    expect(mark("600519", "年末货币资金516.91亿元，2023年690.70亿、2024年592.96亿，已连续两年减少。")).toBe("✅");
  });

  // 贵州茅台 归母净利润 2023 747.34、2024 862.28、2025 823.20亿元: 2025 fell.
  it("贵州茅台 归母净利润 did not rise in 2025", () => {
    expect(mark("600519", "归母净利润823.20亿元，2023年747.34亿、2024年862.28亿，已连续两年增长。")).toBe("❌");
  });

  // Without the latest level the streak ends in the last year listed: 货币资金 rose in 2023.
  it("without the yearless level first, the streak ends in the last year listed", () => {
    expect(mark("600519", "2023年货币资金690.70亿、2024年592.96亿，已连续两年减少。")).toBe("❌");
  });
});
