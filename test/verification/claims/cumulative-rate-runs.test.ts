import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const checks = (ticker: string, claim: string, asOf = "2026-04-30") =>
  checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {});
const mark = (ticker: string, claim: string) => markOf(checks(ticker, claim));

// 比亚迪 2025 营业总收入 year on year: 上半年 +23.30 %, 前三季度 +12.75 %, 全年 +3.46 %.
describe("a growth rate's 逐季 run over the cumulative periods its sentence lists (cumulative-rate-runs.ts)", () => {
  it("reads the listed periods' rates in the order of the year", () => {
    expect(mark("002594", "2025年上半年营收增长约23%，前三季度增长约13%，全年只增3.5%，增速逐季放缓。")).toBe("✅");
    expect(mark("002594", "2025年上半年营收增长约23%，前三季度增长约13%，全年只增3.5%，增速逐季加快。")).toBe("❌");
    const reason = checks("002594", "2025年上半年营收增长约23%、前三季度约13%，增速逐季回落。").at(-1)?.reason;
    expect(reason).toContain("上半年 +23.30% → 2025年前三季度 +12.75%");
  });
  it("counter-case: a level's 逐季 run over cumulative periods stays 未能核验", () => {
    expect(mark("002594", "2025年上半年营收约3713亿元，前三季度约5663亿元，营收逐季走高。")).toBe("❔");
  });
  it("reads 半年度 as the half year, and no period into 年度分红 (a reviewer's finding)", () => {
    // 贵州茅台 归母净利润 2025: 上半年 +8.89 %, 前三季度 +6.25 %, 全年 −4.53 %.
    const checked = checks("600519", "2025年半年度净利润增长9%，前三季度增长6%，利润增速逐季放缓。");
    expect(checked.map((c) => c.found).join()).toContain("2025年上半年 +8.89% → 2025年前三季度 +6.25%");
    expect(checked.map((c) => c.found).join()).not.toContain("→ 2025年 -4.53%");
    const paid = checks("600036", "2025年一季度净利润下降2%，前三季度增长0.5%，利润增速逐季回升，但年度分红率未变。");
    expect(paid.map((c) => c.found).join()).not.toContain("→ 2025年 +");
  });
});
