import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * Financial figures as analysts list them, on the sample's real figures: shares of a total (占), chains of levels
 * with their years in brackets, lists of years, and spans of the years listed.
 */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("shares of a total", () => {
  it("占(到) X (的) N%: the clause's subject over X, with or without 的", () => {
    // 贵州茅台 FY2024 存货 543.36亿元 / 总资产 2989.45亿元 = 18.2 %.
    expect(mark("600519", "543亿元的存货占到总资产的18%左右", "2025-06-20")).toBe("✅");
    expect(mark("600519", "543亿元的存货占到总资产的28%左右", "2025-06-20")).toBe("❌");
    // 中国石化 FY2024 销售费用 614.22亿元 / 营业收入 3.07万亿元 = 2.0 %; the next clause is about 销售费用 (+0.4 %).
    expect(mark("600028", "销售费用614.2亿元，占营业收入约2%，2024年同比基本持平", "2025-07-10")).toBe("✅");
    expect(mark("600028", "销售费用614.2亿元，占营业收入约5%", "2025-07-10")).toBe("❌");
  });

  it("归母净利, 扣非归母净利 and 经营性现金流净额 name their own metrics", () => {
    // 中国平安 FY2025 分配股利、利润或偿付利息支付的现金 771.5亿元 / 归母净利润 1347.78亿元 = 57 %.
    const paid = "分配股利、利润或偿付利息支付的现金771.5亿元，占当年归母净利的";
    expect(mark("601318", `${paid}57%左右`)).toBe("✅");
    expect(mark("601318", `${paid}75%左右`)).toBe("❌");
    // 贵州茅台 FY2024 扣非 862.41亿元 vs 归母 862.28亿元; 可以忽略 is no slight change (略).
    const deducted = "2024年扣非归母净利862.4亿元，与归母净利862.3亿元几乎一致，非经常性损益可以忽略";
    expect(mark("600519", deducted, "2025-06-20")).toBe("✅");
    expect(mark("600519", "2024年扣非归母净利826.4亿元", "2025-06-20")).toBe("❌");
    // 贵州茅台 FY2025 分配股利… 672亿元 / 经营现金流 615.22亿元 = 1.09.
    const cash = "2025年分配股利、利润或偿付利息支付的现金约672亿元，约为当年经营性现金流净额的";
    expect(mark("600519", `${cash}1.1倍`)).toBe("✅");
    expect(mark("600519", `${cash}1.5倍`)).toBe("❌");
  });
});

describe("lists of levels and years", () => {
  it("a chain with a unit after each level pairs the levels with the years in brackets", () => {
    // 宁德时代 资产负债率 2023–2025: 69.34 %, 65.24 %, 61.94 %.
    expect(mark("300750", "负债率69.34%→65.24%→61.94%（2023→2025年），两年下降约7.4个百分点")).toBe("✅");
    expect(mark("300750", "负债率65.24%→69.34%→61.94%（2023→2025年）")).toBe("❌");
    // 招商银行 营业总收入 2023–2025: 3391.23, 3374.88, 3375.32亿元 (−0.47 % over the three years listed).
    const revenue = "营收3,391.2亿→3,374.9亿→3,375.3亿元（2023-2025年），三年";
    expect(mark("600036", `${revenue}几乎没有变化`)).toBe("✅");
    expect(mark("600036", `${revenue}大幅增长`)).toBe("❌");
  });

  it("a list of years (2024、2025年) stays one clause, paired by 分别", () => {
    // 中国平安 营业总收入 FY2024 10289.3亿元, FY2025 10505.1亿元.
    const claim = "2024、2025年营业总收入分别回升至10,289.3亿元和10,505.1亿元";
    expect(mark("601318", claim)).toBe("✅");
    expect(mark("601318", "2024、2025年营业总收入分别回升至10,505.1亿元和10,289.3亿元")).toBe("❌");
  });

  it("分别 in a clause naming no year pairs its figures with the sentence's years", () => {
    // 五粮液 营业收入 YoY: 2017 +23.0 %, 2018 +32.6 %, 2019 +25.2 %.
    const streak = "2017-2019年营业收入连续三年保持20%以上增长，分别为";
    expect(mark("000858", `${streak}23.0%、32.6%、25.2%`, "2020-06-30")).toBe("✅");
    expect(mark("000858", `${streak}32.6%、23.0%、25.2%`, "2020-06-30")).toBe("❌");
  });

  it("a change placed at its own year in a span (三年…2025年+0.01%) is that year's change", () => {
    // 招商银行 营业总收入 YoY: 2023 −1.6 %, 2024 −0.5 %, 2025 +0.01 %.
    const span = "营收三年原地踏步（2023年-1.6%、2024年-0.5%、2025年";
    expect(mark("600036", `${span}+0.01%）`)).toBe("✅");
    expect(mark("600036", `${span}+3.5%）`)).toBe("❌");
  });
});

describe("what a figure belongs to", () => {
  it("a figure written before its metric (N亿元的X) is X's, when it is X's kind of quantity", () => {
    // 贵州茅台 FY2024 营业总收入 1741.44亿元, 归母净利润 862.28亿元.
    expect(mark("600519", "1,741亿元的营业总收入叠加862亿元的归母净利", "2025-06-20")).toBe("✅");
    expect(mark("600519", "1,741亿元的营业总收入叠加826亿元的归母净利", "2025-06-20")).toBe("❌");
  });

  it("a size word before a comparison with another metric (略高于归母) sizes their gap, not a change", () => {
    // 五粮液 FY2018 扣非 133.99亿元 vs 归母 133.84亿元 (+0.1 %); 归母 itself grew 38 % that year.
    const claim = "2018年归母净利133.8亿元，同比+38.4%；扣非133.99亿元，";
    expect(mark("000858", `${claim}略高于归母`, "2019-09-30")).toBe("✅");
    expect(mark("000858", `${claim}明显高于归母`, "2019-09-30")).toBe("❌");
  });

  it("每股净资产 of a year is that year-end's: a year-end the facts lack is undecidable, not another quarter's", () => {
    // 招商银行: before its FY2025 report (2026-03-28) the facts hold 每股净资产 of 2025's quarter ends (43.21元 at
    // 09-30) but not of 2025-12-31; from it, the year-end's 43.43元 (Eastmoney main indicators).
    expect(mark("600036", "2025年末每股净资产43.21元", "2026-03-27")).toBe("❔");
    expect(mark("600036", "2025年末每股净资产43.43元")).toBe("✅");
    expect(mark("600036", "2025年末每股净资产45.43元")).toBe("❌");
    // 2019-12-31 is held (22.89元).
    expect(mark("600036", "2019年末每股净资产22.89元", "2020-06-30")).toBe("✅");
    expect(mark("600036", "2019年末每股净资产25.89元", "2020-06-30")).toBe("❌");
  });
});
