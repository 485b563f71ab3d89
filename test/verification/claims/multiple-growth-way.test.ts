import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * src/sample/sample-data.json to 2026-04-30: 贵州茅台 经营活动现金流量净额 2025Q1 88.09亿元 → 2026Q1 269.10亿元
 * (+205 %); 宁德时代 营业总收入 2021 1303.56亿元 → 2025 4237.02亿元 (+225 %).
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("growth sized in multiples says its way (multiple-sizes.ts MULTIPLE_GROWTH_WORDS)", () => {
  it("is a rise, so reading it as good news holds and as bad news fails", () => {
    expect(mark("600519", "一季度经营现金流净额同比增长逾两倍，对股东是利好。")).toBe("✅");
    expect(mark("600519", "一季度经营现金流净额同比增长逾两倍，这恰恰是明确的利空。")).toBe("❌");
    expect(mark("300750", "营收较2021年增长逾两倍，成长性是明确的利好。")).toBe("✅");
    expect(mark("300750", "营收较2021年增长逾两倍，这恰恰是利空信号。")).toBe("❌");
  });

  it("still sizes the rise", () => {
    expect(mark("600519", "一季度经营现金流净额同比增长超过五倍。")).toBe("❌");
  });
});
