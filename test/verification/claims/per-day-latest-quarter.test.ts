import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("a per-day figure of a quarter naming no year (一季度净利207亿，每天赚2.3亿) is the latest quarter's", () => {
  // 宁德时代 2026年一季度 归母净利润 207.38亿元 ÷ 90天 ≈ 2.30亿元; 茅台 2026年一季度 营业总收入 539.09亿元 ≈ 5.99亿元/天.
  it("passes the latest quarter's flow over its days and fails another size", () => {
    expect(mark("300750", "宁德时代一季度净利207亿，相当于每天赚2.3亿", "2026-04-30")).toBe("✅");
    expect(mark("600519", "茅台一季度营收539亿，日均约6亿。", "2026-04-30")).toBe("✅");
    expect(mark("300750", "宁德时代一季度净利207亿，相当于每天赚3.3亿", "2026-04-30")).toBe("❌");
  });
});
