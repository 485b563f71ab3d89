import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 招商银行 营业总收入 2023 −1.64 %, 2024 −0.48 %, 2025 +0.01 %; 中国石化 2023 −3.19 %, 2024 −4.29 %;
// 贵州茅台 2023 +18.0 %, 2024 +15.7 %, 2025 −1.2 %; 比亚迪 归母净利润 2025 −19.0 %.
describe("a denied size word right before a move word", () => {
  it("denies the sized move in each year of a run: small changes and falls are no notable growth", () => {
    expect(mark("600036", "招行营收已连续三年没有像样增长。")).toBe("✅");
    expect(mark("600028", "中石化营收连续两年没有实质性增长。")).toBe("✅");
    expect(mark("600036", "招行营收连续三年没有明显下降。")).toBe("✅");
    expect(mark("600519", "茅台营收连续三年没有像样的增长。")).toBe("❌");
  });

  it("fails a single year of that size in that way", () => {
    expect(mark("002594", "比亚迪2025年利润没有明显下滑。")).toBe("❌");
    expect(mark("600519", "茅台2025年营收没有明显增长。")).toBe("✅");
  });

  it("leaves a plain denied move to the direction check", () =>
    expect(mark("600028", "中石化营收连续两年没有增长。")).toBe("✅"));
});
