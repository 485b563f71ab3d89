import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { hedgedBand } from "../../../src/verification/claims/hedged-sizes";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/**
 * A size nearly reached is near it from either side: 接近翻倍 is +85 % to +129 %, not a multiple of it. 宁德时代 营收
 * 2021→2025 ×3.25, 2021→2022 ×2.52; 归母净利润 2021→2022 +92.9 %, 2023→2025 +63.6 %; 比亚迪 2026Q1 归母净利润 −55.4 %.
 */
describe("a hedged size", () => {
  it("bounds a size with no upper bound of its own from above, and keeps one it has", () => {
    expect(hedgedBand({ min: 100 })).toEqual({ min: 85, max: 130 });
    expect(hedgedBand({ min: 20, max: 30 })).toEqual({ min: 17, max: 30 });
  });

  it("holds a doubling nearly reached, fails one passed many times over", () => {
    expect(mark("300750", "宁德时代2022年归母净利润307亿元，较2021年接近翻倍。", "2025-04-30")).toBe("✅");
    expect(mark("300750", "宁德时代2025年营收4237亿元，相比2021年接近翻倍。")).toBe("❌");
    expect(mark("300750", "宁德时代2025年归母净利润722亿元，较2023年几乎翻倍。")).toBe("❌");
  });

  it("reads a hedge before the base of the change (几乎比上年翻倍) as one right before the size", () => {
    expect(mark("300750", "宁德时代2022年归母净利润307亿元，几乎比2021年翻倍。", "2025-04-30")).toBe("✅");
    expect(mark("300750", "宁德时代2022年归母净利润307亿元，比2021年翻倍。", "2025-04-30")).toBe("❌");
    expect(mark("300750", "宁德时代2025年归母净利润722亿元，几乎比2023年翻倍。")).toBe("❌");
  });

  it("reads 翻两番 and 腰斩 alike", () => {
    expect(mark("300750", "宁德时代2022年营收3286亿元，较2021年接近翻两番。", "2025-04-30")).toBe("❌");
    expect(mark("002594", "比亚迪2026年一季度净利几乎腰斩。")).toBe("✅");
  });
});
