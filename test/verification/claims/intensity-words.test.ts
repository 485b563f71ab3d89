import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const checks = (ticker: string, claim: string, asOf = "2026-04-30") =>
  checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf));
const mark = (ticker: string, claim: string, asOf = "2026-04-30") => markOf(checks(ticker, claim, asOf));
const sizeWords = (claim: string) => parseAssertions(claim).map((a) => a.magnitude?.word ?? null);

describe("tenths after a change verb, however the writer rounds them", () => {
  // 宁德时代 2026Q1 归母净利润 207.38亿, +48.5 % on 2025Q1.
  const q1 = (size: string) => mark("300750", `一季度归母净利润207亿，同比增长了${size}。`);
  it("约/大概/左右/bare is within five points of the tenths", () => {
    for (const size of ["大概五成", "五成左右", "约五成", "五成"]) expect(q1(size)).toBe("✅");
    for (const size of ["大概三成", "三成左右", "两成"]) expect(q1(size)).toBe("❌");
  });
  it("不到/不足 is a ceiling, 近 is just under, 多 is up to one tenth more", () => {
    expect(q1("不到五成")).toBe("✅");
    expect(q1("不到四成")).toBe("❌");
    expect(q1("近五成")).toBe("✅");
    expect(q1("四成多")).toBe("✅");
    expect(q1("三成多")).toBe("❌");
  });
  it("一成半 is fifteen percent, named to within its half", () => {
    expect(q1("四成半")).toBe("❌");
    // 贵州茅台 货币资金 2024 592.96亿 → 2025 516.91亿 (-12.8 %).
    expect(mark("600519", "2025年末货币资金比2024年少了两成半。")).toBe("❌");
    expect(mark("600519", "2025年末货币资金比2024年少了一成多。")).toBe("✅");
  });
  it("reads the verb's past form (少了, 降了) as well", () => {
    expect(mark("600519", "2025年末货币资金比2024年少了不到一成。")).toBe("❌");
    expect(mark("600519", "2025年末货币资金比2024年降了一成左右。")).toBe("✅");
  });
  it("without a change verb a number of tenths is a share or a level, not a size", () => {
    expect(sizeWords("2025年归母净利润约为营收的两成。")).toEqual([null]);
    expect(sizeWords("2025年毛利率提升至三成。")).toEqual([null]);
  });
});

describe("the same as the base, said at the clause's end (差不多, 相差无几)", () => {
  it("is as loose as 基本稳定", () => {
    // 宁德时代 资产负债率 2021 69.90 % → 2022 70.56 %; ROE 2018 11.75 % → 2019 12.78 %.
    expect(mark("300750", "2022年末负债率约70.6%，与2021年末的69.9%相差无几。")).toBe("✅");
    expect(mark("300750", "2019年ROE 12.78%，和2018年差不多。")).toBe("❌");
  });
  it("差不多 before a size only rounds that size", () => {
    expect(sizeWords("2026年一季度销售净利率比上年同期差不多腰斩了。")).toEqual(["腰斩"]);
  });
});

describe("points after a change verb (提升了5个点左右, 降了1个多点)", () => {
  // 宁德时代 ROE 2018 11.75 % → 2019 12.78 % (+1.03 points).
  const roe = (size: string) => mark("300750", `2019年ROE 12.78%，比2018年提升了${size}。`);
  it("size a ratio's change in percentage points", () => {
    for (const size of ["1个多点", "不到2个点", "1个点左右", "约1个百分点"]) expect(roe(size)).toBe("✅");
    for (const size of ["5个点左右", "3个点", "2个多点"]) expect(roe(size)).toBe("❌");
  });
  it("on an amount they are undecided, never a size of its change", () => {
    expect(checks("300750", "2025年营收比2024年提升了5个点。").find((c) => c.kind === "magnitude")?.ok).toBeNull();
  });
});

describe("a share written in tenths is no size of a change", () => {
  it("相当于X的八成多, 占总资产三成多: no size rule reads them as a change", () => {
    expect(sizeWords("2025年分红付息现金流出672.42亿元，相当于归母净利润的八成多")).toEqual([null, null]);
    expect(sizeWords("货币资金3,335.13亿元，占总资产三成多")).toEqual([null, null]);
    // 宁德时代 2025 货币资金 3335.13亿, 总资产 9748.28亿 (+23.9 %): not failed as a 三成多 growth of 总资产.
    expect(mark("300750", "总资产9,748.28亿元；货币资金3,335.13亿元，占总资产三成多。")).not.toBe("❌");
    // After a change verb the tenths still size the change.
    expect(sizeWords("归母净利润同比增长了三成多")).toEqual(["三成多"]);
  });
});

/** 招商银行 2025 归母净利润 +1.21 %; 宁德时代 2026Q1 营收 +52.45 %, 归母净利润 +48.52 %. */
describe("高增, 高增长 written short, sizes the metric named before it", () => {
  it("利润同步高增 on +1.2 % is no 高增; on +48.5 % it is", () => {
    expect(mark("600036", "总资产同比扩张约7.6%，利润同步高增。")).toBe("❌");
    expect(
      mark("300750", "一季度收入、利润双双高增：营收1291.31亿元（同比约+52.5%），归母净利润207.38亿元（+48.5%）。"),
    ).toBe("✅");
  });

  it("a headline naming no metric (开年就是高增：…) is read only as the direction of the clauses after it", () => {
    const claim = "开年就是高增：26Q1收入较上年同期增长52.5%至1291.31亿元，归母净利增长48.5%至207.38亿元。";
    expect(mark("300750", claim)).toBe("✅");
  });
});

/**
 * A rounded tenth is within five points of its value, but one tenth no more than a quarter below it (from 7.5 %).
 * 中国平安 归母净利润 2025 1347.78亿元: −5.81 % on 2020 (1430.99亿), −9.79 % on 2019 (1494.07亿); 宁德时代 2026Q1
 * −10.49 % on 2025Q4; 贵州茅台 经营现金流 2025 −33.46 %.
 */
describe("a rounded number of tenths (约一成, 约三成)", () => {
  it("one tenth: 9.8 % and 10.5 % are 约一成, 5.8 % is not", () => {
    expect(mark("601318", "1347.78亿元的利润比2019年的1494.07亿元少了约一成，仍未回到高点。")).toBe("✅");
    expect(mark("300750", "一季度归母净利润207.38亿元，较2025年四季度的231.67亿元回落约一成。")).toBe("✅");
    expect(mark("601318", "多方说利润在修复，但2025年1347.78亿元较2020年其实还下降了约一成。")).toBe("❌");
  });

  // 贵州茅台 2025 经营现金流 -33.46 %; 宁德时代 2025 归母净利润 +42.28 %; 比亚迪 2025 归母净利润 -18.97 %.
  it("three tenths keep five points each way (25 % to 35 %)", () => {
    expect(mark("600519", "2025年经营现金流同比下降约三成。")).toBe("✅");
    expect(mark("600519", "2025年经营现金流同比下降约五成。")).toBe("❌");
    // more than five points above three tenths, and more than five below
    expect(mark("300750", "2025年归母净利润同比增长约三成。")).toBe("❌");
    expect(mark("002594", "2025年归母净利润同比下降约三成。")).toBe("❌");
  });
});
