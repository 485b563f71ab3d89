import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/** Figures checked against the sample's real figures. */
const mark = (ticker: string, claim: string, asOf: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a bound on a streak's growth", () => {
  it("holds in every year of the streak, not only the last", () => {
    // 五粮液 归母净利润 YoY 2016-2019: +9.85 %, +42.6 %, +38.4 %, +30.0 %.
    expect(mark("000858", "2015-2019年归母净利润连续四年保持9%以上的增速。", "2020-06-30")).toBe("✅");
    expect(mark("000858", "2015-2019年归母净利润连续四年保持30%以上的增速。", "2020-06-30")).toBe("❌");
    expect(mark("000858", "2015-2019年归母净利润连续四年保持50%以下的增速。", "2020-06-30")).toBe("✅");
    expect(mark("000858", "2015-2019年归母净利润连续四年保持40%以下的增速。", "2020-06-30")).toBe("❌");
    // A streak ending in a year not stored is not judged on the years before it.
    expect(mark("000858", "2030年归母净利润连续三年保持30%以上的增速。", "2020-06-30")).toBe("❔");
  });
});

describe("a figure of another kind than its metric", () => {
  it("an amount bound to a ratio is undecided, not failed", () => {
    // 宁德时代 FY2019 资产负债率 58.37 %; the amounts are the ratio's inputs.
    const claim = (x: string) => `2019年末负债率已升至约${x}%（591.64亿/1013.52亿）`;
    expect(mark("300750", claim("58"), "2020-06-30")).toBe("❔");
    expect(mark("300750", claim("68"), "2020-06-30")).toBe("❌");
  });
});

describe("a base year's level in brackets", () => {
  it("（FY2024为X） is the base shown beside the figure, not the year the figure is of", () => {
    // 招商银行 经营现金流 FY2024 4470.23亿元, FY2025 4514.57亿元 (+1.0 %).
    const claim = (x: string) => `经营现金流${x}亿（FY2024为4470.23亿），基本持平（+1.0%）。`;
    expect(mark("600036", claim("4514.57"), "2026-04-30")).toBe("✅");
    expect(mark("600036", claim("4614.57"), "2026-04-30")).toBe("❌");
  });
});

describe("a described base year", () => {
  it("较疫情年FY2020的X is a comparison with 2020", () => {
    // 中国石化 归母净利润 FY2020 332.71亿元 → FY2021 712.08亿元 (+114 %).
    const claim = (x: string) => `FY2021归母净利润712.08亿，较疫情年FY2020的${x}亿翻了一番有余（+114%）。`;
    expect(mark("600028", claim("332.71"), "2025-06-13")).toBe("✅");
    expect(mark("600028", claim("380.00"), "2025-06-13")).toBe("❌");
  });
});

describe("a base named as such and a compound rate", () => {
  it("以FY2023为基数 sets the base; 两年的复合增速 is the yearly rate compounding over the span", () => {
    // 宁德时代 归母净利润 FY2023 441.21亿元 → FY2025 722.01亿元 (+63.6 %, 27.9 % a year).
    const claim = (x: string) => `以FY2023为基数，FY2025归母净利增长约64%，两年的复合增速约${x}%。`;
    expect(mark("300750", claim("28"), "2026-04-30")).toBe("✅");
    expect(mark("300750", claim("38"), "2026-04-30")).toBe("❌");
  });
});

describe("a speed is a growth rate", () => {
  it("扩表速度比FY2024（10.2%）慢 reads 10.2% as 2024's growth", () => {
    // 招商银行 总资产 FY2024 +10.2 %, FY2025 +7.6 %.
    const claim = (x: string) => `总资产13.07万亿元，较上年末增长约7.6%，扩表速度比FY2024（${x}%）慢了一截。`;
    expect(mark("600036", claim("10.2"), "2026-04-30")).toBe("✅");
    expect(mark("600036", claim("14.2"), "2026-04-30")).toBe("❌");
  });
});

describe("a sign written on a rate", () => {
  it("同比+19.0% when it fell is failed: the sign is the rate's direction; a negative flow's rate takes either", () => {
    // 比亚迪 归母净利润 FY2024 402.54亿元 → FY2025 326.19亿元 (−18.97 %).
    expect(mark("002594", "2025年归母净利润326.19亿元，同比-19.0%", "2026-04-30")).toBe("✅");
    expect(mark("002594", "2025年归母净利润326.19亿元，同比+19.0%", "2026-04-30")).toBe("❌");
    // 贵州茅台 投资活动现金流净额 FY2024 −17.85亿元 → FY2025 −316.42亿元: the outflow grew, the net fell.
    const flow = "2025年投资活动现金流净额-316.42亿元，同比";
    expect(mark("600519", `${flow}+1672%`, "2026-04-30")).not.toBe("❌");
    expect(mark("600519", `${flow}-1672%`, "2026-04-30")).not.toBe("❌");
  });
  it("an outflow's size goes on into the clause after it (净流出316.42亿元，而2024年只有17.85亿元)", () => {
    expect(mark("600519", "2025年投资活动现金净流出316.42亿元，而2024年只有17.85亿元", "2026-04-30")).toBe("✅");
    expect(mark("600519", "2025年投资活动现金净流出316.42亿元，而2024年只有27.85亿元", "2026-04-30")).toBe("❌");
    // Only a cash flow: 中国石化 扣非归母净利润 2020 was a loss of −15.65亿元, not a profit of 15.65亿元.
    expect(mark("600028", "中国石化2021年扣非归母净利润727.28亿元，而2020年仅为15.65亿元。", "2026-04-30")).toBe("❌");
  });
});

describe("a level is not a change's size, and points are no amount's change", () => {
  it("2020年扣非净利润也有550亿: an amount with no change word is the year's level, not the change into it", () => {
    // 中国石化 扣非归母净利润 FY2020 −15.65亿元 (about 550亿 below FY2019).
    expect(mark("600028", "2020年扣非净利润也有550亿", "2025-06-13")).toBe("❌");
    expect(mark("600028", "2020年扣非净利润也有五百多亿", "2025-06-13")).toBe("❌");
    // 中国平安 归母净利润 2023 856.65亿 → 2025 1347.78亿: 首尾差了 names the change over the span.
    expect(mark("601318", "2023年857亿、2024年1266亿、2025年1348亿，首尾差了将近500亿", "2026-04-30")).not.toBe("❌");
  });

  it("points after a share written out by its sides are the ratio's (ratio-names.ts); tagged periods are not failed", () => {
    // 五粮液 FY2019 归母净利润/营业总收入 34.7 %, FY2015 28.5 %: up 6.2 points.
    const share = "2019年归母净利润占营收的比重大约34.7%，比2015年的28.5%高了";
    expect(mark("000858", `${share}6个百分点左右`, "2020-06-30")).toBe("✅");
    expect(mark("000858", `${share}9个百分点左右`, "2020-06-30")).toBe("❌");
    // 比亚迪 2025年一季度 销售毛利率 20.07 %; the half year's is not among the first quarter's facts.
    const tagged = "2025年毛利率20.1%（Q1）→18.0%（H1累计）下滑约";
    expect(mark("002594", `${tagged}2.1个百分点`, "2025-09-30")).toBe("❔");
    expect(mark("002594", `${tagged}5.1个百分点`, "2025-09-30")).toBe("❔");
  });
});

describe("a year in brackets after a figure", () => {
  it("资产负债率从15.61%（2015）升到28.48%（2019） checks each figure in its own year", () => {
    // 五粮液 资产负债率 FY2015 15.61 %, FY2019 28.48 %.
    const claim = (x: string) => `资产负债率从${x}%（2015）升到28.48%（2019），但对白酒企业而言仍属低杠杆。`;
    expect(mark("000858", claim("15.61"), "2020-05-15")).toBe("✅");
    expect(mark("000858", claim("18.61"), "2020-05-15")).toBe("❌");
  });
});

describe("a multiple of a base year's level", () => {
  it("是2019年的两倍出头（约2.09倍）: a spoken multiple makes 2019 the base, and the figure in brackets to/from", () => {
    // 贵州茅台 归母净利润 FY2019 412.06亿元, FY2024 862.28亿元 (2.09倍).
    const claim = (x: string) => `2024年的归母净利润862亿，是2019年的两倍出头（约${x}倍）。`;
    expect(mark("600519", claim("2.09"), "2026-04-30")).toBe("✅");
    expect(mark("600519", claim("2.39"), "2026-04-30")).toBe("❌");
  });

  it("N倍于FY2015 names the base; 由A增至B after 从FY2021到FY2025 starts at the sentence's base", () => {
    // 五粮液 归母净利润 FY2015 61.76亿元 → FY2019 174.02亿元 (2.82倍).
    const wl = (x: string) => `2015→2019年归母净利润61.76亿→174.02亿，四年增长约1.8倍（${x}倍于FY2015）。`;
    expect(mark("000858", wl("2.8"), "2020-06-30")).toBe("✅");
    expect(mark("000858", wl("3.8"), "2020-06-30")).toBe("❌");
    // 宁德时代 归母净利润 FY2021 159.31亿元 → FY2025 722.01亿元.
    const nd = (x: string) => `从FY2021到FY2025，归母净利由${x}亿增至722.01亿，四年增长约3.5倍。`;
    expect(mark("300750", nd("159.31"), "2026-04-30")).toBe("✅");
    expect(mark("300750", nd("259.31"), "2026-04-30")).toBe("❌");
  });
});

describe("a rate written at a base period", () => {
  it("is that period's own growth, never the metric's level; one written with its change word is the change", () => {
    // 贵州茅台 归母净利润 2026Q1 +1.47% on 2025Q1, which grew +11.56%; 2024 +15.38%, 2025 -4.53%.
    const q = "2026年一季度归母净利润272.43亿元，同比仅增1.47%，较2025年同期";
    expect(mark("600519", `${q}11.56%的增速明显放缓`, "2026-04-30")).toBe("✅");
    expect(mark("600519", `${q}15.56%的增速明显放缓`, "2026-04-30")).toBe("❌");
    expect(mark("600519", "2025年归母净利润823.20亿元，较2024年15.4%的增速明显放缓", "2026-04-30")).toBe("✅");
    expect(mark("600519", "2025年归母净利润823.20亿元，较2024年19.4%的增速明显放缓", "2026-04-30")).toBe("❌");
    expect(mark("600519", "2025年归母净利润823.20亿元，较2024年的862.28亿元下降约15.4%", "2026-04-30")).toBe("❌");
    // A signed figure right after the base year is the change into the period judged, not the base year's growth.
    expect(mark("600519", "2025年归母净利润较2024年+15.4%。", "2026-04-30")).toBe("❌");
    expect(mark("600519", "2025年营收较2024年+15.7%。", "2026-04-30")).toBe("❌");
  });
});

describe("a figure no year places, in a sentence naming none", () => {
  // 招商银行 as of 2026-04-30: 归母净利润 2025 1501.81亿; ROE 2024 14.49 % → 2025 13.44 %. 中国平安: 归母净利润
  // 2023 856.65亿 → 2024 1266.07亿 (+47.8 %) → 2025 1347.78亿 (+6.45 %).
  it("is read as the latest period's: a value or change only an earlier year had is not confirmed", () => {
    expect(mark("600036", "归母净利润1501.81亿元，ROE约13.4%", "2026-04-30")).toBe("✅");
    expect(mark("600036", "归母净利润1501.81亿元，ROE约14.5%", "2026-04-30")).toBe("❔");
    expect(mark("601318", "归母净利润1347.78亿元，增长约6.5%", "2026-04-30")).toBe("✅");
    expect(mark("601318", "归母净利润1347.78亿元，多赚了近48%", "2026-04-30")).toBe("❔");
  });
  it("leaves a list of one metric's figures, a span and a year named anywhere to their own readings", () => {
    expect(mark("601318", "2024年归母净利润1266.07亿元，多赚了近48%", "2026-04-30")).toBe("✅");
    expect(mark("601318", "归母净利润856.65→1266.07→1347.78亿元，连年增长", "2026-04-30")).toBe("✅");
  });
  it("a year named anywhere in the sentence, even after the figures, places them; a level and a change are each alone", () => {
    // 贵州茅台 归母净利润 2024 862.28亿 (+15.38 %); the latest (2025) is 823.20亿.
    expect(mark("600519", "归母净利润862.28亿元，同比增长15.38%（2024年）", "2026-04-30")).toBe("✅");
    expect(mark("601318", "归母净利润1347.78亿元、同比多赚了近48%", "2026-04-30")).not.toBe("✅");
  });
});

describe("a figure or level said of now, of a series that stops before the newest report", () => {
  // 中国石化 as of 2026-04-30: the newest annual report is 2024's; its ROE (7.90 %) and 资产负债率 (50.04 %) are
  // stored for 2019 only, its 毛利率 through 2024 (15.47 %).
  it("is not confirmed (or failed) on the stale year", () => {
    expect(mark("600028", "中国石化ROE约7.9%", "2026-04-30")).toBe("❔");
    expect(mark("600028", "中国石化资产负债率偏高", "2026-04-30")).toBe("❔");
    expect(mark("600028", "中国石化毛利率约15.5%", "2026-04-30")).toBe("✅");
    // A comparison with a threshold too: 中国平安's ROE is stored to 2020 (20.00 %).
    expect(mark("601318", "中国平安ROE超过20%，回报优异。", "2026-04-30")).toBe("❔");
    expect(mark("600028", "中国石化ROE低于8%。", "2026-04-30")).toBe("❔");
  });
  it("is checked when the sentence names the year the series holds", () => {
    expect(mark("600028", "2019年中国石化ROE约7.9%", "2026-04-30")).toBe("✅");
  });
});

describe("a ratio's percent not written as a change", () => {
  it("is its level, never its relative change", () => {
    // 宁德时代 销售净利率 2024 14.92 % → 2025 18.12 % (a relative rise of 21.4 %).
    expect(mark("300750", "2025年净利率首次突破20%。", "2026-04-30")).toBe("❌");
    expect(mark("300750", "2025年销售净利率约18%，较2024年提升约21%。", "2026-04-30")).toBe("✅");
    // With a direction word the figure may still be the relative change.
    expect(mark("300750", "宁德时代净利率2025年较2024年上行约21%", "2026-04-30")).toBe("✅");
  });
});
