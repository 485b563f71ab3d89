import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/*
 * 归母净利润 比亚迪 2024→2025 -18.97%, 2026Q1 同比 -55.38%; 宁德时代 2026Q1 同比 +48.52%. 营业总收入 招商银行
 * 2024→2025 +0.01%, 2026Q1 同比 +3.81%; 比亚迪 2025 +3.46%, 2026Q1 同比 -11.82%.
 */
describe("a judgement naming no period is of the period its evidence right after it gives (evidence-period.ts)", () => {
  it("a heading before a colon, or a verdict before its figure, takes the quarter of the clause after it", () => {
    expect(mark("002594", "利润腰斩：一季度归母净利润同比-55%")).toBe("✅");
    expect(mark("002594", "利润大幅增长：一季度归母净利润同比-55%")).toBe("❌");
    expect(mark("600036", "裁决：多方所称营收“重回增长”成立，一季度同比+3.81%")).toBe("✅");
    expect(mark("600036", "营收继续下滑，一季度同比+3.81%")).toBe("❌");
    expect(mark("300750", "净利润高速增长，一季度归母净利润207.38亿元，同比+48.5%")).toBe("✅");
    expect(mark("300750", "净利润明显下滑，一季度归母净利润207.38亿元，同比+48.5%")).toBe("❌");
  });

  it("a quarter set against the judgement (但, 再) leaves the judgement on the year", () => {
    expect(mark("002594", "营收保持增长，但一季度营收同比-11.8%")).toBe("✅");
    expect(mark("002594", "利润明显下滑，一季度再降55.38%")).toBe("✅");
    // 资产负债率 2023→2024→2025 falling, 2026Q1末 70.94% above 2025年末 70.74%: the run is of the years.
    expect(mark("002594", "资产负债率已连续两年下降，一季度末为70.94%")).toBe("✅");
  });

  it("a run word (持续, 不断) or a level at a quarter's end (末, 为, no change) leaves the judgement on the year", () => {
    // 资产负债率 2024→2025 74.64→70.74%, 2025Q1末 70.71% → 2026Q1末 70.94%.
    expect(mark("002594", "比亚迪负债率持续下降，一季度末资产负债率70.94%")).toBe("✅");
    expect(mark("002594", "比亚迪负债率下降，一季度末资产负债率70.94%")).toBe("✅");
    expect(mark("002594", "比亚迪负债率持续上升，一季度末资产负债率70.94%")).toBe("❌");
    expect(mark("002594", "比亚迪负债率上升，一季度末资产负债率70.94%")).toBe("❌");
    // A level then set beside another is the quarter's evidence again (销售毛利率 2025 17.74%, 2026Q1 18.81%).
    expect(mark("002594", "毛利率环比反而是修复的：2026Q1为18.81%，高于2025全年的17.74%。")).toBe("✅");
  });

  it("a record (新高, 新低) is of the whole history the years hold, not of a few years of quarters", () => {
    // 招商银行 归母净利润: 2025 the highest year; 2026Q1 378.52亿元 below 2024Q1 380.77亿元.
    expect(mark("600036", "招行净利润创历史新高，一季度净利润378.52亿元")).toBe("✅");
    expect(mark("600036", "招行净利润创历史新低，一季度净利润378.52亿元")).toBe("❌");
  });
});
