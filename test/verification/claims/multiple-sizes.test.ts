import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("growth sized in multiples with a bound", () => {
  it("增长超过两倍 is at least +200 %", () => {
    // 贵州茅台 经营现金流 2025Q1 88.09亿 → 2026Q1 269.10亿 (+205 %).
    const claim = (n: string) => `茅台一季度经营活动现金流净额269.10亿元，上年同期只有88.09亿元，同比增长超过${n}倍。`;
    expect(mark("600519", claim("两"))).toBe("✅");
    expect(mark("600519", claim("四"))).toBe("❌");
  });

  it("增长了三倍多 is +300 % or more; ×3 (+200 %) as some mean it is undecided; far under is wrong", () => {
    // 中国平安 总资产 2017 6.49万亿 → 2025 13.90万亿 (+114 %).
    expect(mark("601318", "总资产从2017年的6.49万亿增至2025年的13.90万亿，八年增长了三倍多。")).toBe("❌");
    expect(mark("601318", "总资产从2017年的6.49万亿增至2025年的13.90万亿，八年增长超过一倍。")).toBe("✅");
  });

  it("增长一倍多 is +100 % to +200 %, 多出一倍 said plainly as near as 约一倍", () => {
    // 比亚迪 资本开支 2021 373.44亿 → 2022 974.57亿 (+161 %); 归母净利润 30.45亿 → 166.22亿 (+446 %); 总负债
    // 1915.36亿 → 3724.71亿 (+94.5 %).
    expect(mark("002594", "2022年资本开支比上年增长了一倍多。")).toBe("✅");
    expect(mark("002594", "2022年归母净利润比上年增长一倍多。")).toBe("❌");
    expect(mark("002594", "2022年总负债比上年多出一倍。")).toBe("✅");
    expect(mark("002594", "2022年归母净利润比上年多出一倍。")).toBe("❌");
  });
});

describe("growth sized under a number of tenths", () => {
  it("增幅不到三成 is under +30 %", () => {
    // 宁德时代 归母净利润 2024Q4 147.44亿 → 2025Q4 231.67亿 (+57 %).
    expect(mark("300750", "2025年第四季度归母231.67亿，同比增幅不到三成。")).toBe("❌");
    expect(mark("300750", "2025年第四季度归母231.67亿，同比增幅不到六成。")).toBe("✅");
  });

  it("keeps the bound with an adverb between the size word and it (降幅还不到三成, 降幅仍不足六成)", () => {
    // 比亚迪 归母净利润 2025Q1 91.55亿 → 2026Q1 40.85亿 (-55.4 %).
    expect(mark("002594", "一季度营收同比降了11.8%，不过净利润降幅还不到三成。")).toBe("❌");
    expect(mark("002594", "一季度净利润降幅仍不足六成。")).toBe("✅");
  });

  it("降幅在三成以内, 控制在两成以内 are under the tenths as 不到三成 is", () => {
    // 比亚迪 归母净利润 2025 −18.97 %, 2026Q1 −55.38 %.
    expect(mark("002594", "2025年归母净利润降幅控制在两成以内。")).toBe("✅");
    expect(mark("002594", "2025年归母净利润同比降幅在一成以内。")).toBe("❌");
    expect(mark("002594", "一季度利润同比降幅在三成以内。")).toBe("❌");
  });
});

describe("a multiple of 当年", () => {
  it("is of the base year its sentence moved from", () => {
    // 比亚迪 营业总收入 2021 2161.42亿 → 2025 8039.65亿 (3.72倍).
    const claim = (x: string) => `比亚迪营收从2021年的2161.42亿元增至2025年的8039.65亿元，约为当年的${x}倍。`;
    expect(mark("002594", claim("3.7"))).toBe("✅");
    expect(mark("002594", claim("4.7"))).toBe("❌");
  });
});

describe("growth approaching a multiple (近一倍, 接近两倍)", () => {
  it("增幅近一倍 needs +85 % to +100 %: 中国平安 经营现金流 2024 3824.74亿 → 2025 6586.32亿 (+72 %) is not it", () => {
    expect(mark("601318", "经营现金流6586亿元，比上年多出约2762亿元，增幅近一倍。")).toBe("❌");
    expect(mark("601318", "经营现金流6586亿元，同比增长约72%，增幅超过七成。")).toBe("✅");
  });

  it("增长近一倍 and 增长约一倍 hold on +87.6 % (五粮液 经营现金流 2018 123.17亿 → 2019 231.12亿)", () => {
    expect(mark("000858", "2019年经营现金流231.12亿元，同比增长近一倍。", "2020-04-30")).toBe("✅");
    expect(mark("000858", "2019年经营现金流231.12亿元，同比增长约一倍。", "2020-04-30")).toBe("✅");
    expect(mark("000858", "2019年经营现金流231.12亿元，同比增长近两成。", "2020-04-30")).toBe("❌");
  });

  it("增长接近两倍 may mean ×2 as well as +200 %: +87.6 % is undecided, +72 % is neither", () => {
    expect(mark("000858", "2019年经营现金流231.12亿元，同比增长接近两倍。", "2020-04-30")).toBe("❔");
    expect(mark("601318", "经营现金流6586亿元，增幅接近两倍。")).toBe("❌");
  });
});

describe("a change bounded by a fraction", () => {
  // 比亚迪 货币资金 FY2024 1027.39亿元 → FY2025 754.25亿元 (−26.59 %).
  it("超过四分之一 is at least 25 %, 不到三分之一 under 33.3 %", () => {
    expect(mark("002594", "2025年货币资金同比减少超过四分之一。")).toBe("✅");
    expect(mark("002594", "货币资金754.25亿元，比上年末少了约273亿元，降幅超过四分之一。")).toBe("✅");
    expect(mark("002594", "2025年货币资金同比减少不到三分之一。")).toBe("✅");
    expect(mark("002594", "2025年货币资金同比减少超过三分之一。")).toBe("❌");
  });
});

describe("a change near half", () => {
  // 贵州茅台 经营现金流 FY2024 924.64亿元 → FY2025 615.22亿元 (−33.46 %); 比亚迪 1334.54亿元 → 591.36亿元 (−55.69 %).
  it("降幅接近一半 is 45-50 %", () => {
    expect(mark("600519", "经营性现金流615亿元，同比降幅接近一半。")).toBe("❌");
    expect(mark("002594", "2025年经营现金流同比降幅超过一半。")).toBe("✅");
    // 比亚迪 2026Q1 归母净利润 −55.4 % year on year: 一半以上/一半多 bound it from below.
    expect(mark("002594", "比亚迪2026年一季度归母净利润同比减少一半以上。")).toBe("✅");
    expect(mark("002594", "比亚迪2025年经营现金流同比下滑一半多。")).toBe("✅");
  });
});

describe("多了, 多出 after a base: the change from it, sized as growth is", () => {
  // 贵州茅台 货币资金 2019 132.52亿 → 2025 516.91亿 (+290 %).
  it("多了近三倍 holds on +290 %; 多了近五倍 is neither +500 % nor ×5", () => {
    const claim = (n: string) => `账上现金516.91亿元，比2019年的132.5亿多了近${n}倍，家底厚实。`;
    expect(mark("600519", claim("三"))).toBe("✅");
    expect(mark("600519", claim("五"))).toBe("❌");
  });

  // 贵州茅台 归母净利润 2021 524.60亿 → 2025 823.20亿 (+56.9 %).
  it("多出五成以上 holds on +56.9 %, 多出六成以上 does not", () => {
    expect(mark("600519", "2025年归母净利润823.20亿元，比2021年多出五成以上。")).toBe("✅");
    expect(mark("600519", "2025年归母净利润823.20亿元，比2021年多出六成以上。")).toBe("❌");
  });
});

// 比亚迪 2025Q3 单季归母净利润 116.07亿元 → 78.23亿元 (−32.6 %).
describe("a change sized as a fraction says its way too", () => {
  it("a fall of a third is no rise of a third", () => {
    const said = (move: string) => `2025年三季度比亚迪归母净利78.23亿元，同比${move}约三分之一。`;
    expect(mark("002594", said("减少"), "2025-10-31")).toBe("✅");
    expect(mark("002594", said("增加了"), "2025-10-31")).toBe("❌");
    expect(mark("002594", said("多了"), "2025-10-31")).toBe("❌");
  });
});

/**
 * 高/低 after a base name the gap to it, sized as a move from it ("较2019年高点低约三成", "比2020年高了约一半").
 * 中国平安 归母净利润 2019 1494.07亿 → 2025 1347.78亿 (−9.79 %); 中国石化 2020 332.71亿 → 2024 503.13亿 (+51.22 %).
 */
describe("a gap to a named base year sized in tenths or fractions", () => {
  it("holds the size written against the base, whichever way the gap is said", () => {
    expect(mark("601318", "2025年归母净利润较2019年高点低约一成。")).toBe("✅");
    expect(mark("601318", "2025年归母净利润较2019年高点低约三成，远未修复。")).toBe("❌");
    expect(mark("600028", "2024年归母净利润比2020年的低点高了约一半。")).toBe("✅");
    expect(mark("600028", "2024年归母净利润比2020年高了近一倍。")).toBe("❌");
    expect(mark("600028", "2024年归母净利润比2020年低了近一半。")).toBe("❌");
  });

  it("leaves a gap to a peer or an industry alone (no base year of the company's own)", () => {
    expect(mark("600036", "招行PE比行业均值低约三成。")).toBe("❔");
  });
});

// 比亚迪 经营活动现金流量净额 2024 1334.54 → 2025 591.36亿元 (−55.69 %); 贵州茅台 924.64 → 615.22亿元 (−33.46 %);
// 宁德时代 969.90 → 1332.20亿元 (+37.35 %).
describe("减半: the short spoken halving, a fall of at least half", () => {
  it("holds of a cash flow down more than half", () => {
    expect(mark("002594", "比亚迪2025年经营现金流减半。")).toBe("✅");
    expect(mark("002594", "去年经营活动现金流量净额较上年减了一半还多。")).toBe("✅");
  });
  it("counter-case: a fall of a third is no halving, a rise still less", () => {
    expect(mark("600519", "茅台2025年经营现金流减半。")).toBe("❌");
    expect(mark("300750", "2025年经营现金流减半。")).toBe("❌");
  });
});
