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
});
