import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("an amount written inside a share's whole (2025全年615.22亿元的四成) is the whole's level", () => {
  // 贵州茅台 经营现金流: 2026年一季度 269.10亿, 2025全年 615.22亿 (43.74%); 宁德时代 归母净利润: 2025年上半年 304.85亿,
  // 2024全年 507.45亿 (60.08%).
  it("holds the whole's figure and the share together", () => {
    expect(mark("600519", "一季度经营现金流269.10亿元，一个季度就超过2025全年615.22亿元的四成。", "2026-04-30")).toBe(
      "✅",
    );
    expect(mark("300750", "上半年归母净利约305亿元，占2024全年507亿元的六成左右。", "2025-09-05")).toBe("✅");
  });

  it("fails a whole's figure that is not the whole's level", () => {
    expect(mark("600519", "一季度经营现金流269.10亿元，一个季度就超过2025全年715.22亿元的三成。", "2026-04-30")).toBe(
      "❌",
    );
  });
});

describe("what a period earned (赚到 / 赚了) as a share of a year's earnings is the profit's share", () => {
  // 贵州茅台 归母净利润: 2026年一季度 272.43亿 is 33.09% of 2025全年 823.20亿; 宁德时代 207.38亿 is 28.72% of 722.01亿.
  it("reads the part as the profit the verb names", () => {
    expect(mark("600519", "一季度就赚到了去年全年的三成多。", "2026-04-30")).toBe("✅");
    expect(mark("600519", "一季度就赚到了去年全年的四成多。", "2026-04-30")).toBe("❌");
    expect(mark("300750", "一季度就赚了2025全年的一半。", "2026-04-30")).toBe("❌");
  });
});
