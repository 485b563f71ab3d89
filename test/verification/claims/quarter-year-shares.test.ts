import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("a quarter's share of a year of the same metric (relation-shares.ts)", () => {
  // 宁德时代 归母净利润 2025Q4 231.67亿, 2021 159.31亿 (1.45倍).
  it("reads a figure's multiple of the part's own metric in the year the whole names", () => {
    expect(mark("300750", "宁德2025年Q4单季赚231.67亿，一个季度就是2021年全年利润的1.45倍")).toBe("✅");
    expect(mark("300750", "宁德2025年Q4单季赚231.67亿，一个季度就是2021年全年利润的1.8倍")).toBe("❌");
    expect(mark("300750", "2025年Q4单季归母净利润231.67亿元，是2021年全年归母净利润的1.45倍")).toBe("✅");
  });

  // 中国平安 归母净利润 2026Q1 250.22亿, 2025 1347.78亿 (18.57%).
  it("reads a figure's share of the year before's whole", () => {
    expect(mark("601318", "一季度归母净利润250.22亿元，只赚到上年全年利润的18.6%左右。")).toBe("✅");
    expect(mark("601318", "一季度归母净利润250.22亿元，只赚到上年全年利润的25%左右。")).toBe("❌");
  });

  // 贵州茅台 归母净利润 2025Q1 268.47亿, 2024 862.28亿 (31.14%).
  it("holds a share said again in brackets to its figure too", () => {
    expect(mark("600519", "2025Q1归母净利润268.47亿，接近上一年全年的三成（约31%）。", "2025-05-16")).toBe("✅");
    expect(mark("600519", "2025Q1归母净利润268.47亿，接近上一年全年的三成（约25%）。", "2025-05-16")).toBe("❌");
  });
});

describe("a period's share of a longer one it has reached (完成, 实现)", () => {
  // 宁德时代 2026Q1 归母净利润 207.38亿 / 2025 722.01亿 = 28.72 %; 营收 1291.31亿 / 4237.02亿 = 30.48 %.
  it("is read as 占 is", () => {
    expect(mark("300750", "一季度归母净利润207亿元，已完成2025年全年的约29%。")).toBe("✅");
    expect(mark("300750", "一季度归母净利润207亿元，已完成2025年全年的约39%。")).toBe("❌");
  });

  it("takes from a list before it the metric the whole names again, not the list's first", () => {
    const listed = "一季度营收1291.31亿元、归母净利润207.38亿元，已实现去年全年";
    expect(mark("300750", `${listed}营收的约30%。`)).toBe("✅");
    expect(mark("300750", `${listed}利润的约29%。`)).toBe("✅");
    expect(mark("300750", `${listed}利润的约39%。`)).toBe("❌");
  });

  it("leaves a plan or a target, which no report holds, 未能核验", () => {
    expect(mark("600519", "2025年一季度营收506亿元，完成了全年经营计划的约三成。")).toBe("❔");
  });
});
