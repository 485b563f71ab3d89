import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 资产负债率: 比亚迪 2025年末 70.74 %, 2025Q1 70.71 %, 2026Q1 70.94 %; 宁德时代 2024年末 65.24 %, 2025H1 62.59 %;
// 招商银行 2025年末 90.20 %, 2025Q1 89.99 %, 2026Q1 90.43 %.
describe("a quarter-end balance moving from a level with no base named (一季度末负债率从61.94%升到62.32%)", () => {
  it("starts at the year-end before when the level is the year-end's", () => {
    expect(mark("002594", "一季度末资产负债率从70.74%小幅升至70.94%。")).toBe("✅");
    expect(mark("600036", "2026年一季度末负债率由90.20%升至90.43%。")).toBe("✅");
    expect(mark("300750", "上半年末资产负债率从65.24%降到62.59%。", "2025-09-05")).toBe("✅");
  });

  it("counter-case: a level of the same quarter-end a year earlier stays the year-on-year start", () => {
    expect(mark("600036", "一季度末负债率从89.99%升至90.43%。")).toBe("✅");
    // Neither the year-end's nor the year-ago's level: the start figure fails.
    expect(mark("002594", "一季度末资产负债率从72.50%小幅降至70.94%。")).toBe("❌");
  });
});
