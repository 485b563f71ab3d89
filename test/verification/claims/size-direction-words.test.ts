import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 招商银行 归母净利润 2025Q4 364.09 → 2026Q1 378.52亿元 (+3.96 %); 比亚迪 2025Q2 63.56 → Q3 78.23亿元 (+23.08 %);
// 资产负债率 2025年末 → 2026Q1: 比亚迪 70.74 % → 70.94 %, 贵州茅台 16.42 % → 12.12 %.
describe("小增, 小升: a slight rise that says its way", () => {
  it("is checked for its way and its small size", () => {
    expect(mark("600036", "一季度归母净利润378.52亿元，较2025年四季度环比小增。")).toBe("✅");
    expect(mark("002594", "一季度末资产负债率70.94%，较年初小升。")).toBe("✅");
  });
  it("counter-case: a large move is no slight one, whichever way", () => {
    expect(mark("002594", "三季度单季归母净利润78.23亿元，较二季度环比小增。", "2025-10-31")).toBe("❌");
    expect(mark("600519", "一季度末资产负债率12.12%，较年初小升。")).toBe("❌");
  });
});
