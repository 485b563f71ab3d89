import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const checks = (ticker: string, claim: string, asOf: string) =>
  checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {});
const mark = (ticker: string, claim: string, asOf: string) => markOf(checks(ticker, claim, asOf));
const reasons = (ticker: string, claim: string, asOf: string) =>
  checks(ticker, claim, asOf)
    .map((c) => c.reason)
    .join("；");

describe("a growth compared with another period's growth is the rates' comparison", () => {
  it("reads 增速从<period>的X%回落 as the sentence's period against that one (贵州茅台 Q1 +11.56 %, H1 +8.89 %)", () => {
    const asOf = "2025-09-05";
    const claim = "上半年归母净利润454.03亿元，同比增长8.89%，增速从一季度的11.56%回落。";
    expect(mark("600519", claim, asOf)).toBe("✅");
    expect(reasons("600519", claim, asOf)).toContain("2025年一季度 +11.56% → 2025年上半年 +8.89%");
    expect(mark("600519", claim.replace("回落", "加快"), asOf)).toBe("❌");
    expect(mark("600519", claim.replace("11.56%", "12.6%"), asOf)).toBe("❌");
    // 招商银行 归母净利润 H1 +0.25 %, 前三季度 +0.52 %; a decline's rate (营收 -1.72 % → -0.51 %) narrowing.
    expect(mark("600036", "前三季度归母净利润同比增长0.52%，增速从上半年的0.25%回升。", "2025-10-31")).toBe("✅");
    expect(mark("600036", "前三季度营收同比下降0.51%，降幅从上半年的1.72%扩大。", "2025-10-31")).toBe("❌");
  });

  it("reads a base period's percent after a growth clause as that period's rate (贵州茅台 2025 -4.53 %)", () => {
    const asOf = "2026-04-30";
    const head = "2026年一季度归母净利润同比增长1.47%，";
    expect(mark("600519", `${head}比2025全年的-4.5%略快。`, asOf)).toBe("✅");
    expect(mark("600519", `${head}比2025全年的-4.5%略慢。`, asOf)).toBe("❌");
    expect(mark("600519", `${head}相比2025年全年的负增长已经转正。`, asOf)).toBe("✅");
    // 比亚迪 营业总收入 H1 +23.30 %, 前三季度 +12.75 %.
    expect(mark("002594", "前三季度营收同比增长12.75%，比上半年的23.30%明显放缓。", "2025-10-31")).toBe("✅");
    expect(mark("002594", "前三季度营收同比增长12.75%，比上半年的23.30%有所加快。", "2025-10-31")).toBe("❌");
  });

  it("reads a base percent a metric's name follows as that metric's level (贵州茅台 净利率 2025 50.53 %, 26Q1 52.22 %)", () => {
    const asOf = "2026-04-30";
    const head = "2026年一季度净利润同比增长1.5%，";
    expect(mark("600519", `${head}较2025年全年50.5%的净利率有所改善`, asOf)).toBe("✅");
    expect(mark("600519", `${head}较2025年全年50.5%的净利率有所下降`, asOf)).toBe("❌");
    // ROE 2025Q1 10.92 %, 2026Q1 10.57 %.
    expect(mark("600519", `${head}比2025年一季度10.9%的ROE略有下降`, asOf)).toBe("✅");
    expect(mark("600519", `${head}比2025年一季度10.9%的ROE明显提升`, asOf)).toBe("❌");
  });

  it("leaves a stopped move, two metrics' rates and a peer's rate to their own readings", () => {
    const asOf = "2026-04-30";
    // 止住了下滑 says the fall stopped: no fall of the rate to check.
    const stopped = "2026年一季度归母净利润同比+1.5%，相比2025年全年的负增长算是止住了下滑。";
    expect(mark("600519", stopped, asOf)).not.toBe("❌");
    // 宁德时代 一季度 营收 +52.45 %, 归母净利润 +48.52 %: 略快于 compares the two metrics.
    expect(
      mark("300750", "一季度归母净利207.38亿元(+48.5%)，营收1291.31亿元(+52.4%)，收入增速反而略快于利润。", asOf),
    ).toBe("✅");
  });

  it("does not fail a figure the one rate held does not match when the base's rate is missing", () => {
    // 贵州茅台 has no rate of 2024 H1's 归母净利润 by 2025-09-05: "15%以上" may be that year's.
    const claim = "上半年归母净利同比增长8.9%，比去年同期15%以上的增速明显放缓。";
    expect(mark("600519", claim, "2025-09-05")).toBe("❔");
    expect(mark("600519", claim.replace("8.9%", "9.9%"), "2025-09-05")).toBe("❌");
    // A rate reached (收窄至-1.5%) is the clause's own: 贵州茅台 2026 Q1 +1.47 %.
    expect(mark("600519", "26Q1归母净利同比降幅收窄至-1.5%", "2026-04-30")).toBe("❌");
  });
});

// 宁德时代 营收 2025 +17.04 %, 2025Q3 +12.90 %, 2025Q4 +36.58 %; 贵州茅台 归母净利润 2025 -4.53 %, 2026Q1 +1.47 %.
describe("a bare 全年 as the base of a quarter's rate (report-bases.ts baseYearOf)", () => {
  it("is the year the quarter is part of where that year is reported", () => {
    const asOf = "2026-04-30";
    expect(mark("300750", "四季度营收同比增长约36.6%，明显快于全年17%的增速。", asOf)).toBe("✅");
    expect(mark("300750", "Q3营收同比增12.9%，低于全年17%的增速。", asOf)).toBe("✅");
    expect(mark("300750", "Q3营收同比增12.9%，高于全年17%的增速。", asOf)).toBe("❌");
    expect(mark("300750", "四季度营收同比增长约36.6%，比全年27%的增速还快。", asOf)).toBe("❌");
  });

  it("is the year before where the quarter's year is not over, and 去年全年 stays the year before", () => {
    expect(mark("600519", "2026年一季度归母净利润同比增长1.47%，比全年的-4.5%略快。", "2026-04-30")).toBe("✅");
    expect(mark("600519", "2026年一季度归母净利润同比增长1.47%，比去年全年的-4.5%略快。", "2026-04-30")).toBe("✅");
  });
});

// 中国平安 归母净利润 同比 2023 +2.26 %, 2024 +47.79 %, 2025 +6.45 %; 宁德时代 2024 +15.01 %, 2025 +42.28 %.
describe("a year's rate moving, after a sentence that named a base year for another comparison", () => {
  const at = "2026-04-30";
  it("is against the year before its own, not the base its sentence named", () => {
    expect(
      mark("601318", "2024年归母净利润1266.07亿元，比2023年的856.65亿元增长近48%，2025年增速则降到个位数。", at),
    ).toBe("✅");
    expect(mark("601318", "2024年归母净利润1266.07亿元，较2023年大增约47.8%；到2025年增速回落到6.5%左右。", at)).toBe(
      "✅",
    );
    expect(mark("300750", "2024年归母净利润507.45亿元，较2023年增长约15%，2025年增速加快到42%。", at)).toBe("✅");
  });
  it("still fails the wrong way", () => {
    expect(mark("601318", "2024年归母净利润1266.07亿元，较2023年大增约47.8%；到2025年增速提升到6.5%左右。", at)).toBe(
      "❌",
    );
    expect(mark("300750", "2024年归母净利润507.45亿元，较2023年增长约15%，2025年增速放缓到42%。", at)).toBe("❌");
  });
});
