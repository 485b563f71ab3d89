import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { judgedPeriodOf, namesWholeYear } from "../../../src/verification/claims/whole-year";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("全年 after a clause of a part of the year", () => {
  it("is the clause's own period, not a base or a whole a part is of", () => {
    expect(namesWholeYear("全年营收3375.32亿元")).toBe(true);
    expect(namesWholeYear("2025年全年归母净利润326.19亿元")).toBe(true);
    expect(namesWholeYear("比2025年全年的91.2%低了约1.4个百分点")).toBe(false);
    expect(namesWholeYear("约占全年的18.6%")).toBe(false);
    expect(namesWholeYear("为全年四个季度中最高")).toBe(false);
    expect(namesWholeYear("比FY2024全年少了三成多")).toBe(false);
    expect(namesWholeYear("是全年利润最高的一个季度")).toBe(false);
  });

  // 招商银行 营业总收入 2025H1 1699.69亿元 (−1.72 %), 2025 3375.32亿元 (2024: 3374.88, +0.01 %).
  it("reads the year's figure and 同比 on the year, not on the half before it", () => {
    expect(
      mark("600036", "招商银行2025年上半年营收1699.69亿元，同比下降1.7%；全年营收3375.32亿元，同比基本持平。"),
    ).toBe("✅");
  });

  // 宁德时代 归母净利润 2025Q1 139.63亿元, 2025 722.01亿元 (+42.28 %); 比亚迪 2025M9 233.33 (−7.55 %), 2025 326.19
  // (−18.97 %).
  it("holds for the year restated with its number, a 则, or only a change", () => {
    expect(mark("300750", "宁德时代2025年一季度归母净利润139.63亿元，全年则达到722.01亿元，同比增长42.3%。")).toBe(
      "✅",
    );
    const byd =
      "比亚迪2025年前三季度归母净利润233.33亿元，同比下降7.6%，2025年全年归母净利润326.19亿元，同比下降19.0%。";
    expect(mark("002594", byd)).toBe("✅");
    expect(mark("002594", "比亚迪2025年前三季度归母净利润233.33亿元，同比下降7.6%，全年降幅扩大至19.0%。")).toBe("✅");
  });

  // 宁德时代 销售毛利率 2025H1 25.02 %, 2025 26.27 % (2024: 24.44 %, +1.83 pt).
  it("checks a margin's year and keeps a wrong year's figure or direction false", () => {
    expect(mark("300750", "宁德时代2025年上半年毛利率25.02%，全年毛利率26.27%，较2024年提升约1.8个百分点。")).toBe(
      "✅",
    );
    expect(mark("300750", "宁德时代2025年上半年毛利率25.02%，全年毛利率26.27%，较2024年下降约1.8个百分点。")).toBe(
      "❌",
    );
    expect(mark("002594", "比亚迪2025年前三季度归母净利润233.33亿元，全年归母净利润约350亿元。")).toBe("❌");
  });
});

// 宁德时代 归母净利润 2025 +42.28 %; 贵州茅台 2025 -4.53 %; 招商银行 2025 +1.21 %, 2025Q4 单季 364.09亿元.
describe("a part of the year stating no figure before 全年 (四季度单季发力才把全年增速拉到1.2%)", () => {
  it("is the cause: the figures after 全年 are the year's", () => {
    expect(judgedPeriodOf("四季度单季发力才把全年增速拉到1.2%")?.kind).toBe("annual");
    expect(mark("300750", "四季度单季发力把全年利润增速推高到42%左右。")).toBe("✅");
    expect(mark("600519", "四季度单季的下滑让全年归母净利润同比下降约8%。")).toBe("❌");
  });
  it("counter-case: a part that states its own figure keeps its period", () => {
    expect(judgedPeriodOf("四季度单季利润364.09亿元，占全年约24%")?.kind).toBe("q4s");
    expect(judgedPeriodOf("四季度单季净利364.09亿元拉动全年增长")?.kind).toBe("q4s");
  });
});
