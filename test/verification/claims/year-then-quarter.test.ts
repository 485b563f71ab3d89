import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("a first quarter going on from its sentence's year before (year-then-quarter.ts)", () => {
  // 比亚迪 毛利率 2024 19.44% → 2025 17.74% → 2026Q1 18.81% (2025Q1 20.07%: 同比 down, from the year up).
  it("reads a margin reached in the quarter from the full year just stated", () => {
    expect(mark("002594", "毛利率从19.44%降到17.74%，少了1.7个百分点，2026年一季度回升至18.81%。")).toBe("✅");
    expect(mark("002594", "毛利率从19.44%降到17.74%，少了1.7个百分点，2026年一季度又降至18.81%。")).toBe("❌");
    // 贵州茅台 2024 毛利率 91.93% → 2025Q1 91.97%.
    expect(mark("600519", "2024年毛利率91.93%，2025年一季度回落至91.97%。", "2025-04-30")).toBe("❌");
  });

  // 宁德时代 资产负债率 2024年末 65.24% → 2025年末 61.94% → 2026年一季度末 62.32% (2025年一季度末 64.74%).
  it("reads a balance reached at the quarter's end from the year-end just stated, its size too", () => {
    expect(mark("300750", "资产负债率从65.24%降到61.94%，下降约3.3个百分点，但一季末又微升至62.32%。")).toBe("✅");
    expect(mark("300750", "资产负债率从65.24%降到61.94%，下降约3.3个百分点，一季末进一步降至62.32%。")).toBe("❌");
    // 贵州茅台 资产负债率 2025年末 16.42% → 2026年一季度末 12.12%.
    expect(mark("600519", "资产负债率16.42%，比2024年下降约2.6个百分点；2026Q1进一步降至12.12%。")).toBe("✅");
    expect(mark("600519", "资产负债率16.42%，比2024年下降约2.6个百分点；2026Q1又回升至12.12%。")).toBe("❌");
  });

  it("reads 基本持平 after the quarter-end's own level from the year-end", () => {
    expect(mark("300750", "资产负债率61.94%，较上年下降3.3个百分点；2026年一季度末62.32%，基本持平。")).toBe("✅");
    expect(mark("600519", "资产负债率16.42%，比2024年下降约2.6个百分点；2026年一季度末12.12%，基本持平。")).toBe("❌");
  });

  it("leaves a period's flow and a clause naming its own base to their year-on-year reading", () => {
    // 贵州茅台 营业总收入 2025Q1 506.01亿 → 2026Q1 539.09亿: 回升 is year on year, not from the year's 1720.54亿.
    expect(mark("600519", "2025年营收1720.54亿元，一季度回升至539.09亿元。")).toBe("✅");
    expect(mark("002594", "2025年毛利率17.74%，2026年一季度毛利率同比回升至18.81%。")).toBe("❌");
  });
});
