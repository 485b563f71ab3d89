import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/** 营业收入 is not 营业总收入 where both are stored and differ; 营收 and 收入 may be either. */
describe("营业收入 held apart from 营业总收入", () => {
  it("贵州茅台 2024 营业收入 1708.99亿元, 营业总收入 1741.44亿元", () => {
    expect(mark("600519", "2024年营业收入1708.99亿元")).toBe("✅");
    expect(mark("600519", "2024年营业收入1741.44亿元")).toBe("❌");
    expect(mark("600519", "2024年营业总收入1741.44亿元")).toBe("✅");
    expect(mark("600519", "2024年营收约1741亿元")).toBe("✅");
  });

  it("招商银行 stores the two alike: either name reads the same figure", () => {
    expect(mark("600036", "2024年营业收入3374.88亿元")).toBe("✅");
  });

  it("a full name (营业总收入, 归母净利润) is that series alone; 营收 and 净利润 may still be either", () => {
    // 贵州茅台 2025 营业总收入 1720.54, 营业收入 1688.38; 宁德时代 2025 归母净利润 722.01, 净利润 767.86 (亿元).
    expect(mark("600519", "2025年营业总收入1688.38亿元")).toBe("❌");
    expect(mark("600519", "2025年营收1688.38亿元")).toBe("✅");
    expect(mark("300750", "2025年归母净利润为767.86亿元")).toBe("❌");
    expect(mark("300750", "2025年归母净利润722.01亿元")).toBe("✅");
    expect(mark("300750", "2025年净利润767.86亿元")).toBe("✅");
  });
});

/** A ratio of an outflow (stored negative) over an inflow is compared by size, unless the clause calls it an inflow. */
describe("an outflow called an inflow in a ratio", () => {
  it("宁德时代 2025 投资活动现金流 / 经营现金流 = −0.71倍", () => {
    expect(mark("300750", "2025年投资活动现金净流出约为经营现金流的0.71倍")).toBe("✅");
    expect(mark("300750", "2025年投资活动现金净流入约为经营现金流的0.71倍")).toBe("❌");
  });
});

/** A shortfall (缺口) is the size of a negative amount, written without its sign. */
describe("a shortfall's size", () => {
  it("比亚迪 2025 自由现金流 −976.72亿元: 缺口接近977亿元 holds, 缺口约800亿元 does not", () => {
    expect(mark("002594", "2025年自由现金流缺口接近977亿元")).toBe("✅");
    expect(mark("002594", "2025年自由现金流缺口约800亿元")).toBe("❌");
  });
});

/** A clause that names no metric takes the full name of the clause it continues, and its change is that series' too. */
describe("a full name carried to the next clause", () => {
  it("宁德时代 2026Q1 归母净利润 +48.52 % (207.38亿 on 139.63亿); its group profit grew 52.99 %", () => {
    expect(mark("300750", "一季度归母净利润207亿元，同比增长约52%，盈利端延续高增。")).toBe("❌");
    expect(mark("300750", "一季度归母净利润207亿元，同比增长约48.5%。")).toBe("✅");
    // 净利润 may be either series: the group's +53 % is what it can mean.
    expect(mark("300750", "一季度净利润同比增长约53%。")).toBe("✅");
  });
});
