import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/** 中国平安 资产负债率: 2017 90.95 % (the highest since), 2018 90.43 %. */
describe("the extreme of a span named by its year and level (最高是2018年的90.43%)", () => {
  it("is no share of that year's level: the extreme is judged", () => {
    expect(mark("601318", "2017年以来负债率最高是2018年的90.43%。")).toBe("❌");
  });
  it("counter-case: a multiple of another year's level is still a share", () => {
    // 贵州茅台 营业总收入 2019 888.54 → 2025 1720.54亿元.
    expect(mark("600519", "2025年营收是2019年的1.94倍。")).toBe("✅");
  });
});

// 招商银行 ROE 2025Q1 3.53 % → 2026Q1 3.37 %; 贵州茅台 毛利率 2025Q1 91.97 % → 2026Q1 89.76 %.
describe("a level stated, then set above or below another's (ROE为3.37%、略低于去年同期的3.53%)", () => {
  it("is a comparison of the two levels, not a share after 为", () => {
    expect(mark("600036", "2026年一季度ROE为3.37%、略低于去年同期的3.53%。")).toBe("✅");
    expect(mark("600036", "一季度ROE为3.37%、略高于去年同期的3.53%。")).toBe("❌");
    expect(mark("600519", "一季度毛利率为89.76%、低于去年同期的91.97%。")).toBe("✅");
  });
  it("counter-case: a level that is a share of another's stays a share", () => {
    // 贵州茅台 营业总收入 2019 888.54 → 2025 1720.54亿元.
    expect(mark("600519", "2019年营收为2025年的52%左右。")).toBe("✅");
  });
});

// 比亚迪 2025: 经营现金流 591.36亿 + 资本开支 1568.08亿 = 2159.44亿, 归母净利润 326.19亿 (6.62倍).
describe("a multiple of the sum the clause before added up (两者合计…，相当于同年归母净利润的六倍多)", () => {
  const sum = (share: string) =>
    `比亚迪2025年经营现金流591.36亿元、资本开支1568.08亿元，两者合计约2159亿元，${share}。`;
  it("is the stored parts of its year added, over the whole", () => {
    expect(mark("002594", sum("相当于同年归母净利润的六倍多"))).toBe("✅");
    expect(mark("002594", sum("是同年归母净利润的六倍还多"))).toBe("✅");
    expect(mark("002594", sum("不到同年归母净利润的五倍"))).toBe("❌");
  });
  it("never when a part is not stored for the year", () => {
    // 比亚迪 资本开支 is stored from 2021 only.
    const v = `2019年经营现金流147.41亿元、资本开支约200亿元，两者合计约347亿元，是同年归母净利润的十倍多。`;
    expect(mark("002594", v)).not.toBe("✅");
  });
});

// 中国平安 归母净利润 2022 837.74亿元 (the lowest since 2017) → 2025 1347.78亿元 (1.61×); 中国石化 2021 712.08亿元 (the
// highest) → 2024 503.13亿元 (70.7 %); 比亚迪 经营现金流 2023 1697.25亿元 → 2025 591.36亿元 (34.8 %).
describe("a share of an extreme the sentence told before (已是谷底时的约1.6倍, 只有高点时的七成)", () => {
  it("divides by the metric in the year named with the extreme", () => {
    expect(mark("601318", "净利润2022年见底后连升三年，2025年已是谷底时的约1.6倍。")).toBe("✅");
    expect(mark("601318", "平安利润2022年见底，如今已是低谷时的1.6倍左右。")).toBe("✅");
    expect(mark("002594", "经营现金流2023年达到1697亿元的峰值，2025年已不到峰值时的四成。")).toBe("✅");
    expect(mark("600028", "净利润2021年创下712.08亿元的高点，2024年只有峰值的一半。")).toBe("❌");
  });

  it("divides by the stored extreme before the period judged when no year is named with it", () => {
    expect(mark("600028", "2024年中石化净利润只有峰值的七成左右。")).toBe("✅");
    expect(mark("600028", "2024年中石化净利润只有峰值的一半。")).toBe("❌");
  });

  it("leaves a price's extreme to the market checks", () => {
    expect(mark("600519", "茅台股价已是低点时的1.3倍。")).toBe("❔");
  });
});

// 比亚迪 2025 经营现金流 591.36亿元, 资本开支 1568.08亿元: 37.71 %.
describe("a share covered, written after a verb of the share or before its whole", () => {
  it("is the part over the whole covered", () => {
    expect(mark("002594", "经营现金流仅能覆盖资本开支的约38%。", "2026-04-30")).toBe("✅");
    expect(mark("002594", "591.36亿元经营现金流只够覆盖约38%的资本开支。", "2026-04-30")).toBe("✅");
    expect(mark("002594", "591.36亿元经营现金流只够覆盖约58%的资本开支。", "2026-04-30")).toBe("❌");
    expect(mark("002594", "经营现金流仅能覆盖资本开支的约48%。", "2026-04-30")).toBe("❌");
  });
});

// 宁德时代 归母净利润增速 2024 +15.01 %, 2025 +42.28 %.
describe("the figure a view cited, set in its year by a bare 那/这", () => {
  it("is no share of that year's level", () => {
    const claim = "空方说利润增速放缓到15%并不准确：那是2024年的15.0%，2025年增速为42.3%。";
    expect(mark("300750", claim)).not.toBe("❌");
    expect(mark("300750", "空方说利润增速放缓到15%并不准确：那是2024年的15.0%，2025年增速为32.3%。")).toBe("❌");
  });
});
