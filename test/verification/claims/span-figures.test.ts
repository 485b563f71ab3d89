import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/** Figures derived over the years a clause names, checked against the sample's real figures. */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 比亚迪 归母净利润 2023 300.41亿, 2024 402.54亿, 2025 326.19亿 (sum 1029.14亿, mean 343.05亿); 2020 not stored.
// 营业总收入 2021 2161.42亿 → 2025 8039.65亿: 38.9 % a year.
describe("a sum over the years named", () => {
  it("三年合计 is the sum of the stored years, not the last year's level", () => {
    expect(mark("002594", "2023-2025三年归母净利润合计约1029亿。")).toBe("✅");
    expect(mark("002594", "2023-2025三年归母净利润加起来约1029亿。")).toBe("✅");
    expect(mark("002594", "2023-2025三年归母净利润合计约1129亿。")).toBe("❌");
  });
  it("三年合计 after one year named adds three years' levels, ending in that year", () => {
    expect(mark("002594", "2025年归母净利润三年合计约1029亿。")).toBe("✅");
    expect(mark("002594", "2025年归母净利润三年合计约1196亿。")).toBe("❌");
  });
  it("is not checked when a year of the span is not stored", () => {
    expect(mark("002594", "2019-2021三年归母净利润合计约87亿。", "2022-06-30")).toBe("❔");
  });
});

describe("an average over the years named", () => {
  it("平均 is the mean of the stored years", () => {
    expect(mark("002594", "2023-2025年归母净利润平均每年约343亿。")).toBe("✅");
    expect(mark("002594", "2023-2025年归母净利润平均每年约383亿。")).toBe("❌");
  });
});

describe("a compound rate over the years named", () => {
  it("CAGR compounds from the first year named to the last", () => {
    expect(mark("002594", "2021-2025年营收CAGR约39%。")).toBe("✅");
    expect(mark("002594", "2021-2025年营收的年均复合增速约29%。")).toBe("❌");
  });
});

// 五粮液 stores 营业收入 only (no 营业总收入): 2015 216.59亿 → 2019 501.18亿, 23.3 % a year; 归母 61.76亿 → 174.02亿, 29.6 %.
describe("a compound rate of a company storing one revenue line", () => {
  it("营收 over a span is computed from the line it stores", () => {
    expect(mark("000858", "四年间营收复合增速约23%。", "2020-05-15")).toBe("✅");
    expect(mark("000858", "四年间营收复合增速约28%。", "2020-05-15")).toBe("❌");
  });
  it("a compound rate with no span of its own is over its sentence's span", () => {
    expect(mark("000858", "四年间归母净利润复合增速约30%，营收复合增速约23%。", "2020-05-15")).toBe("✅");
    expect(mark("000858", "四年间归母净利润复合增速约30%，营收复合增速约28%。", "2020-05-15")).toBe("❌");
  });
});

describe("a yearly rate since a year (YYYY年以来年均增速)", () => {
  // 中国石化 研发费用 FY2020 100.87亿元 → FY2024 152.15亿元: +10.82 % a year compounded; 贵州茅台 营业总收入 FY2021
  // 1094.64亿元 → FY2025 1720.54亿元: +11.97 % a year.
  it("compounds from the year named to the latest year-end", () => {
    expect(mark("600028", "研发费用152.15亿元，2020年以来年均增速约10.8%。")).toBe("✅");
    expect(mark("600028", "研发费用152.15亿元，2020年以来年均增速约15%。")).toBe("❌");
    expect(mark("600519", "2021年以来茅台营收年均复合增速约12%。")).toBe("✅");
  });
});

// 贵州茅台 归母净利润 2019 412.06亿 → 2020 466.97亿 → 2024 862.28亿: 16.57 % a year over 2020-2024, 15.91 % from 2019.
describe("a compound rate over as many years as the span names (2020—2024年…五年复合增速)", () => {
  it("may count the steps from the year before the first as well as from the first", () => {
    expect(mark("600519", "归母净利润2020—2024年连续五年增长，五年复合增速约15.9%。")).toBe("✅");
    expect(mark("600519", "2020—2024年归母净利润五年复合增速约16.6%。")).toBe("✅");
    expect(mark("600519", "2020—2024年归母净利润五年复合增速约18%。")).toBe("❌");
    // Four years over a span of five names only the four steps from its first year.
    expect(mark("600519", "2020—2024年归母净利润四年复合增速约15.9%。")).toBe("❌");
  });
});

// 中国平安 归母净利润 2021-2025: 1016.18 + 837.74 + 856.65 + 1266.07 + 1347.78 = 5324.42亿 (mean 1064.88亿).
describe("a sum or an average over the latest N years (近五年, 过去三年)", () => {
  it("ends at the latest stored year when the clause names none", () => {
    expect(mark("601318", "近五年归母净利合计约5325亿元。")).toBe("✅");
    expect(mark("601318", "过去五年归母净利润累计约5325亿元。")).toBe("✅");
    expect(mark("601318", "近五年归母净利润平均每年约1065亿元。")).toBe("✅");
    expect(mark("601318", "近五年归母净利合计约6325亿元。")).toBe("❌");
    expect(mark("002594", "近三年归母净利润合计约1029亿。")).toBe("✅");
  });
  it("an average or sum in the clause after spans the window the clause before named", () => {
    expect(mark("601318", "近五年归母净利合计约5325亿元，年均约1065亿元。")).toBe("✅");
    expect(mark("601318", "近五年归母净利合计约5325亿元，年均约1165亿元。")).toBe("❌");
    expect(mark("601318", "近五年归母净利合计约5325亿元，2025年为1347.78亿元。")).toBe("✅");
  });
  it("a compound rate over it is not read: 近五年 may count five values or five steps", () => {
    expect(mark("601318", "近五年归母净利润复合增速约7%。")).toBe("❔");
  });
});

// 五粮液 ROE 2015 14.93 % → 2019 25.26 % (+10.33个百分点, 2.58 a year); 比亚迪 营业总收入 2021 2161.42亿元 → 2025
// 8039.65亿元 (1469.56亿元 a year); 宁德时代 资产负债率 2022 70.56 % → 2025 61.94 % (−2.87 a year).
describe("a change a year (平均每年, 年均) after a change over years", () => {
  it("is the whole change over the years it took", () => {
    const roe = (x: string) => `ROE从2015年的14.93%升至2019年的25.26%，平均每年提升约${x}个百分点。`;
    expect(mark("000858", roe("2.6"), "2020-05-15")).toBe("✅");
    expect(mark("000858", roe("5"), "2020-05-15")).toBe("❌");
    const revenue = "营收从2021年的2161.42亿元增至2025年的8039.65亿元，平均每年增加约1470亿元。";
    expect(mark("002594", revenue)).toBe("✅");
  });

  it("leaves a level said every year a level", () =>
    expect(mark("600519", "2019至2024年营收每年都超过800亿元。")).toBe("✅"));
});
