import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { spanBaseYear } from "../../../src/verification/claims/period-spans";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/** A change said over a span of years is measured from the span's first year, not from the year before its last. */
describe("the base of a change over a span of years", () => {
  it("a written range judged as a whole reads from its first year; one said of each year does not", () => {
    expect(spanBaseYear("2019-2025年归母净利润实际是负增长", [2019, 2020, 2021, 2022, 2023, 2024, 2025])).toBe(2019);
    expect(spanBaseYear("2021至2025年毛利率下降约5个百分点", [2021, 2022, 2023, 2024, 2025])).toBe(2021);
    expect(spanBaseYear("由612.09亿元增至1332.20亿元", [2022, 2023, 2024, 2025])).toBe(2022);
    expect(spanBaseYear("2022-2025年经营现金流逐年增长", [2022, 2023, 2024, 2025])).toBeNull();
    expect(spanBaseYear("2023-2025年增速分别为6.22%、1.22%、1.21%", [2023, 2024, 2025])).toBeNull();
    expect(spanBaseYear("2025年归母净利润下降", [2025])).toBeNull();
  });

  it("中国平安 2019→2025 归母净利润 1494.07 → 1347.78亿元: 负增长 over the span holds though 2025 grew", () => {
    expect(mark("601318", "2019-2025年归母净利润实际是负增长")).toBe("✅");
    expect(mark("601318", "2019-2025年归母净利润实现增长")).toBe("❌");
    expect(mark("601318", "2019至2025年归母净利润下降约10%")).toBe("✅");
  });

  it("由X增至Y after a run's range spans the run, and a size word after it (翻了一倍多) is that span's", () => {
    // 宁德时代 经营现金流 2022 612.09 → 2025 1332.20亿元 (+117.6%); 2024→2025 alone is +37.4%.
    const claim = "2022-2025年经营现金流逐年增长，由612.09亿元增至1332.20亿元，翻了一倍多";
    expect(mark("300750", claim)).toBe("✅");
    expect(mark("300750", "2022-2025年经营现金流逐年增长，由612.09亿元增至1332.20亿元，只增长约三成")).toBe("❌");
    // The span's base does not lead a later clause that names its own year (2025年则出现回落: 2024→2025).
    expect(mark("600519", "2019-2024年营业总收入逐年增长，由888.54亿元升至1741.44亿元，2025年则出现回落")).toBe("✅");
  });

  it("以YYYY年…为起点 and 相对YYYY年 name the base a later clause's change is measured from", () => {
    // 贵州茅台 归母净利润 2019 412.06 → 2024 862.28亿元 (+109%).
    const base = "以2019年412.06亿元为起点，归母净利润到2024年的862.28亿元，五年复合增速约15.9%；";
    expect(mark("600519", `${base}换言之利润翻了一倍多`)).toBe("✅");
    expect(mark("600519", `${base}换言之利润只增长约三成`)).toBe("❌");
    // 贵州茅台 2022 627.16 → 2025 823.20亿元 (+31.3%).
    expect(mark("600519", "相对2022年，2025年利润已增长约31%")).toBe("✅");
    expect(mark("600519", "相对2022年，2025年利润已增长约61%")).toBe("❌");
  });
});
