import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { reportHeadline } from "../../../src/verification/claims/report-headline";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 招商银行 2026年一季度 营业总收入869.40亿元 (+3.81%), 归母净利润378.52亿元; 2025年一季度 372.86亿元.
// 贵州茅台 2025年上半年 归母净利润454.03亿元 (+8.89%).
describe("a short exclamation announcing a report heads the figures after it", () => {
  it("is written as a heading; one with a figure of its own, or naming no report, stays a sentence", () => {
    expect(reportHeadline("招行一季报出炉!营收869.4亿")).toBe("招行一季报出炉:营收869.4亿");
    expect(reportHeadline("净利378.5亿!营收869.4亿")).toBe("净利378.5亿!营收869.4亿");
    expect(reportHeadline("太猛了!营收869.4亿")).toBe("太猛了!营收869.4亿");
  });

  it("its figures are read on the report's period", () => {
    expect(mark("600036", "招行一季报出炉！营收869.4亿同比+3.8%，净利378.5亿")).toBe("✅");
    expect(mark("600036", "招行一季报出炉！营收869.4亿同比+3.8%，净利372.9亿")).toBe("❌");
    expect(mark("600519", "茅台中报来了！归母净利润454.03亿元，同比增长8.9%。", "2025-09-05")).toBe("✅");
    expect(mark("600519", "茅台中报来了！归母净利润454.03亿元，同比增长15%。", "2025-09-05")).toBe("❌");
  });
});
