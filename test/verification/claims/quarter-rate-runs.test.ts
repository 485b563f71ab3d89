import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const checks = (ticker: string, claim: string, asOf: string) =>
  checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf));
const mark = (ticker: string, claim: string, asOf: string) => markOf(checks(ticker, claim, asOf));

// 贵州茅台 归母净利润 2025 as each report printed it: 一季度 +11.56 %, 上半年 +8.89 %, 前三季度 +6.25 % (no 2024 quarter
// stored, so no single quarter's rate); 招商银行: 一季度 -2.08 %, 上半年 +0.25 %, 前三季度 +0.52 % (its 2024 一季度 is not
// stored, so its second quarter's rate is not held either).
describe("a rate run 逐季 (or 一路) where the single quarters' rates are not held (quarter-rate-runs.ts)", () => {
  it("reads the rates the year's reports printed in turn, up to the clause's period", () => {
    expect(mark("600519", "茅台前三季度归母净利润同比增长6.25%，增速逐季下滑。", "2025-11-14")).toBe("✅");
    expect(mark("600519", "茅台上半年归母净利润454.03亿元，同比增长8.9%，增速逐季放缓。", "2025-09-05")).toBe("✅");
    expect(mark("600036", "招行前三季度归母净利润同比增长0.52%，利润增速逐季回升。", "2025-11-14")).toBe("✅");
    const reason = checks("600519", "贵州茅台三季度单季净利润192.24亿元，利润增速一路走低。", "2025-10-31").at(
      -1,
    )?.reason;
    expect(reason).toContain("2025年一季度 +11.56% → 2025年上半年 +8.89% → 2025年前三季度 +6.25%");
  });

  it("fails when the reports' rates moved the other way", () => {
    expect(mark("600519", "茅台前三季度归母净利润同比增长6.25%，增速逐季加快。", "2025-11-14")).toBe("❌");
    expect(mark("600036", "招行前三季度归母净利润同比微增0.52%，利润增速逐季放缓。", "2025-11-14")).toBe("❌");
  });

  it("stays undecided when a report's rate of the year is not held either (no 2024 一季度 stored)", () => {
    expect(mark("300750", "宁德前三季度归母净利润同比增长36%，增速逐季加快。", "2025-11-14")).toBe("❔");
    expect(mark("002594", "比亚迪前三季度营收同比增长12.75%，增速逐季放缓。", "2025-11-14")).toBe("❔");
  });
});

// 贵州茅台 归母净利润 2025 同比: 一季度 +11.56 %, 上半年 +8.89 %, 前三季度 +6.25 %.
describe("a 一路 run after 同比 (not a base named by 比)", () => {
  it("is read over every report of the year", () => {
    const claim = "前三季度归母净利润同比增长6.25%，同比增速一路走低。";
    const said = checks("600519", claim, "2026-04-30")
      .map((c) => c.reason)
      .join("；");
    expect(said).toContain("2025年一季度 +11.56% → 2025年上半年 +8.89% → 2025年前三季度 +6.25%");
  });
});
