import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 营业总收入 比亚迪 2025 +3.46%, 2026Q1 同比 -11.82%; 贵州茅台 2025 -1.20%.
describe("a month's financial figure is not stored (month-figures.ts)", () => {
  it("a financial clause named by one month is 未能核验, never checked on the year", () => {
    expect(mark("002594", "比亚迪3月份营收同比下降约10%")).toBe("❔");
    expect(mark("600519", "茅台9月营收同比增长")).toBe("❔");
  });

  it("a span of months (1-3月) is the quarter's, still checked", () => {
    expect(mark("002594", "比亚迪1-3月营收同比下降11.82%")).toBe("✅");
    expect(mark("002594", "比亚迪1-3月营收同比增长")).toBe("❌");
  });
});
