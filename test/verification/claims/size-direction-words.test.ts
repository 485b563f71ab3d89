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

// 招商银行 资本开支 2024 349.30 → 2025 281.41亿元 (−19.44 %); 贵州茅台 管理费用 2023 97.29 → 2024 93.16亿元 (−4.25 %);
// 比亚迪 经营活动现金流量净额 2024 1334.54 → 2025 591.36亿元 (−55.69 %); 宁德时代 归母净利润 2024 507.45 → 2025 722.01亿元.
describe("小降, 大减, 骤降: a size character right before a one-character move, on any metric", () => {
  it("says the way and the size: 小 a slight move, 大/骤/暴 a large one", () => {
    expect(mark("600519", "2024年管理费用小降。")).toBe("✅");
    expect(mark("002594", "比亚迪去年经营现金流大减。")).toBe("✅");
    expect(mark("300750", "宁德时代2025年归母净利润暴增。")).toBe("✅");
  });
  it("counter-case: a large fall is no slight one, a rise no fall", () => {
    expect(mark("600036", "招行2025年资本开支小降。")).toBe("❌");
    expect(mark("300750", "宁德时代2025年归母净利润大减。")).toBe("❌");
  });
  it("a slight fall with a figure, then another metric's level after 但, keeps each to its own metric", () => {
    expect(mark("600519", "2025年利润小降但净利率仍在50%以上。")).toBe("✅");
  });
});
