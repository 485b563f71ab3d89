import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * The level of the period before the one judged, shown after it (binding.ts PRIOR_BEFORE, sentence-state.ts
 * quarterBefore). 贵州茅台 (600519) 销售净利率 2024 52.27%, 2025 50.53%; 宁德时代 (300750) 营业总收入 2024 3620.13亿,
 * 2025 4237.02亿; 招商银行 (600036) 单季归母净利润 2025Q3 388.42亿, 2025Q4 364.09亿 (环比 -6.26%).
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("the year before's level after a word of size", () => {
  it("上一年还有/只有/仅 X is the year before's level", () => {
    expect(mark("600519", "净利率回落了1.74个百分点，2025年为50.53%，上一年还有52.27%。")).toBe("✅");
    expect(mark("300750", "2025年营收4237.02亿元，上一年仅3620.13亿元。")).toBe("✅");
    expect(mark("600519", "净利率回落了1.74个百分点，2025年为50.53%，上一年还有53.27%。")).toBe("❌");
    expect(mark("300750", "2025年营收4237.02亿元，上一年仅4009.17亿元。")).toBe("❌");
  });
});

describe("a figure set against the one before it with 对", () => {
  it("is the year before's level (bare-bases.ts)", () => {
    // 招商银行 营业总收入 2024 3374.88亿, 2025 3375.32亿.
    expect(mark("600036", "空方说2025年营收下滑，可3375.32亿元对3374.88亿元，实为微增。")).toBe("✅");
    expect(mark("300750", "2025年营收4237.02亿元对3620.13亿元，增长约17%。")).toBe("✅");
    expect(mark("300750", "2025年营收4237.02亿元对4009.17亿元，增长约17%。")).toBe("❌");
  });
});

describe("the quarter before shown as a level between a quarter and its 环比", () => {
  it("leaves the change to the later quarter", () => {
    const q4 = "2025年四季度单季归母净利润回落到364.09亿元，三季度为388.42亿元，";
    expect(mark("600036", `${q4}环比约-6.3%。`)).toBe("✅");
    expect(mark("600036", `${q4}环比下降约6.3%。`)).toBe("✅");
    expect(mark("600036", `${q4}环比约-9.3%。`)).toBe("❌");
    expect(mark("300750", "2025年三季度单季营收1041.86亿元，二季度为941.82亿元，环比增长约10.6%。")).toBe("✅");
  });

  it("is judged in its own right before a 同比", () => {
    // 宁德时代 单季营收 2024Q3 922.78亿 → 2025Q3 1041.86亿 (+12.9%).
    expect(mark("300750", "2025年四季度单季营收1406.30亿元，环比+35%；三季度单季1041.86亿元，同比增长约13%。")).toBe(
      "✅",
    );
  });
});
