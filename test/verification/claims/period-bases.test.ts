import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { inheritedBase, spanBaseYear } from "../../../src/verification/claims/period-bases";
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

describe("a size word before another period's figure", () => {
  it("略高于上半年的X sizes the gap between the two periods, not the change on the year before", () => {
    // 招商银行 2025 下半年 752.51 vs 上半年 749.30亿元 (+0.4%); 比亚迪 2025Q4 92.86 vs Q1 91.55亿元.
    expect(mark("600036", "2025年下半年归母净利润约752.5亿元，略高于上半年的749.30亿元")).toBe("✅");
    expect(mark("600036", "2025年下半年归母净利润约752.5亿元，明显高于上半年的749.30亿元")).toBe("❌");
    expect(mark("002594", "2025年四季度单季归母净利润92.86亿元，仅略高于一季度的91.55亿元")).toBe("✅");
  });
});

describe("下半年 read on the year less its first half", () => {
  it("a second half's level and its change on the first half are checked", () => {
    // 贵州茅台 2025 归母净利润 823.20 − 上半年 454.03 = 369.17亿元.
    expect(mark("600519", "2025年下半年归母净利润约369亿元，比上半年的454.03亿元少了约85亿元")).toBe("✅");
    expect(mark("600519", "2025年下半年归母净利润约454亿元，与上半年大体持平")).toBe("❌");
  });

  it("减速 said of a metric is its growth rate falling, against the half's rate stated before (sentence-bases.ts)", () => {
    expect(mark("002594", "2025年上半年营收同比增长23.30%，下半年明显减速")).toBe("✅");
    expect(mark("002594", "2025年上半年营收同比增长23.30%，下半年明显加速")).toBe("❌");
    expect(mark("002594", "2025年营收同比增长3.46%，增速较2024年明显减速")).toBe("✅");
  });
});

// 比亚迪 归母净利润: 2022 166.22, 2023 300.41, 2024 402.54, 2025 326.19亿元.
describe("a year named right after a list or a chain moves from the year before it", () => {
  it("does not take the list's first year as its base", () => {
    const sentence = { years: [2022, 2023, 2024], leadBase: true, baseYear: 2022 };
    expect(inheritedBase([2025], sentence, false, "")).toBeNull();
    expect(inheritedBase([2024], sentence, false, "")).toBe(2022);
    expect(inheritedBase([], sentence, false, "")).toBe(2022);
    expect(inheritedBase([2025], sentence, true, "")).toBe(2022);
  });

  it("judges the move into the new year from the list's last year", () => {
    expect(mark("002594", "归母净利润2022→2023→2024：166.22→300.41→402.54亿元，2025年回落到326.19亿元")).toBe("✅");
    const list = "2022-2024年归母净利润分别为166.22亿元、300.41亿元、402.54亿元";
    expect(mark("002594", `${list}，2025年降至326.19亿元`)).toBe("✅");
    expect(mark("002594", `${list}，2025年继续增至326.19亿元`)).toBe("❌");
  });
});

describe("a change from a low or high a clause before dated", () => {
  it("is measured from that year, not the year before", () => {
    // 中国石化 销售毛利率: 2022 15.03 %, 2023 15.65 %, 2024 15.47 %.
    const claim = (pp: string) => `毛利率的低点在2022年（15.03%），2024年为15.47%，仍比低点高约${pp}个百分点。`;
    expect(mark("600028", claim("0.4"), "2025-04-30")).toBe("✅");
    expect(mark("600028", claim("1.4"), "2025-04-30")).toBe("❌");
  });
});

describe("a financial line's low or high is no price topic for the clauses after it", () => {
  it("leaves a bare 反弹 / 再增 after it to the line", () => {
    // 中国平安 营业总收入: 2023 9137.89, 2024 1.03万亿 (+12.60 %), 2025 1.05万亿元 (+2.10 %).
    const low = "2023年营收9137.89亿元为近年低点";
    expect(mark("601318", `${low}，2024年反弹逾12%，2025年再增2%左右。`)).toBe("✅");
    expect(mark("601318", `${low}，2024年反弹逾20%。`)).toBe("❌");
  });
});

describe("a year that is a base, not the period judged", () => {
  it("in brackets after a move's first figure: the figure after 升到 is the latest year's", () => {
    // 五粮液 资产负债率: 2015 15.61 %, 2019 28.48 %.
    expect(mark("000858", "负债率从15.61%（2015年）升到28.48%。", "2020-05-15")).toBe("✅");
    expect(mark("000858", "负债率从15.61%（2015年）升到24.48%。", "2020-05-15")).toBe("❌");
  });

  it("the whole year a quarter's share is of (不到2025年全年的两成)", () => {
    // 中国平安 归母净利润: 2026Q1 250.22亿元, FY2025 1347.78亿元 (18.6 %).
    expect(mark("601318", "一季度净利250亿元不到2025年全年的两成。")).toBe("✅");
    expect(mark("601318", "一季度净利250亿元，不到2025年全年的一成。")).toBe("❌");
  });
});

describe("a cumulative change after a clause that named a level N years before", () => {
  it("is the change over those years", () => {
    // 中国平安 营业总收入: 2023 9137.89亿元 → 2025 1.05万亿元 (+14.96 %).
    const level = "营业总收入约1.05万亿元，两年前还只有9138亿元";
    expect(mark("601318", `${level}，累计增长约15%。`)).toBe("✅");
    expect(mark("601318", `${level}，累计增长约25%。`)).toBe("❌");
  });
});

// 招商银行 基本每股收益 2019 3.62元, 2025 5.70元 (+57.46%); 贵州茅台 归母净利润 2019 412.06亿元, 2025 823.20亿元.
describe("a past year's level said as then's after the latest figure", () => {
  it("is the base of the span's move after it, which runs to the latest year", () => {
    expect(mark("600036", "每股收益5.70元，2019年时只有3.62元，六年间增长约57%。")).toBe("✅");
    expect(mark("600519", "归母净利润823.20亿元，2019年时只有412.06亿元，六年间增长约100%。")).toBe("✅");
  });

  it("a move the span did not make is wrong", () => {
    expect(mark("600036", "每股收益5.70元，2019年时只有3.62元，六年间增长约87%。")).toBe("❌");
  });
});

// 中国石化 营业总收入 2022 33181.68亿元 (the peak) → 2024 30745.62亿元 (−2436亿); 中国平安 归母净利润 2022 837.74亿元
// (the trough) → 2025 1347.78亿元 (+510亿).
describe("an extreme word after 比 (比峰值少了约2436亿, 比谷底多了约510亿) is the series' own extreme, no peer", () => {
  it("measures the gap from the stored extreme", () => {
    expect(mark("600028", "2024年营收比峰值少了约2436亿元。")).toBe("✅");
    expect(mark("600028", "2024年营收比峰值少了约1000亿元。")).toBe("❌");
    expect(mark("601318", "平安2025年净利润比谷底多了约510亿元。")).toBe("✅");
  });

  it("leaves a price against its peak to the market checks", () => {
    expect(mark("600519", "茅台股价比峰值低了约40%。")).toBe("❔");
  });
});
