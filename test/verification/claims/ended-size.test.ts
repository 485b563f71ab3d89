import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/**
 * "终结了此前连续多年的两位数增长": the size word is the ended run's, so it sizes the years before the judged one, and
 * the judged year ended the run by not being a move of that size and way (a fall, or a slower rise).
 */
describe("a size word inside the run an ending verb ends", () => {
  // 贵州茅台 归母净利润: +19.55 % (2022), +19.16 % (2023), +15.38 % (2024), then −4.53 % (2025).
  it("贵州茅台 2025's fall ended years of double-digit growth", () => {
    expect(mark("600519", "2025年归母净利润同比减少4.5%，结束了此前连续多年的两位数增长。")).toBe("✅");
    expect(mark("600519", "2025年利润转为下滑，打破了此前连续三年的两位数增长。")).toBe("✅");
  });

  // 招商银行 归母净利润 grew +6.22 % (2023), +1.22 % (2024): no double-digit run before 2025 to end.
  it("a run that was not of that size fails", () => {
    expect(mark("600036", "2025年归母净利润同比增长，终结了此前连续多年的两位数增长。")).toBe("❌");
  });

  // 宁德时代 营业总收入 +17.04 % in 2025: a double-digit year continues such a run, it does not end it.
  it("a judged year of the run's own size and way did not end it", () => {
    expect(mark("300750", "2025年营收同比增长，打破了此前连续多年的两位数增长。")).toBe("❌");
  });

  // Counter-case: a run said to go on (延续) keeps the size on the judged year itself.
  it("a run said to go on sizes the judged year", () => {
    expect(mark("600519", "2024年归母净利润同比增长15.4%，延续了此前连续多年的两位数增长。")).toBe("✅");
    expect(mark("600036", "2024年归母净利润同比增长，延续了此前连续多年的两位数增长。")).toBe("❌");
  });
});
