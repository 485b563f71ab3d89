import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/**
 * 贵州茅台 净资产收益率 2025 32.53 %, 2025Q1 10.92 %, 2026Q1 10.57 %; 宁德时代 2025 前三季度 营业总收入 2830.72亿元,
 * 归母 490.34亿元.
 */
describe("a period named by a clause asserting nothing", () => {
  it("does not carry into a clause that names a year of its own", () => {
    expect(mark("600519", "我们在一季度维持了茅台的配置，公司2025年ROE仍达32.53%。")).toBe("✅");
    expect(mark("600519", "一季度我们加仓了茅台，公司2025年ROE为10.92%。")).toBe("❌");
  });

  it("still rules the clauses that name none (今年一季度，…)", () => {
    expect(mark("600519", "今年一季度，茅台ROE为10.57%。")).toBe("✅");
    expect(mark("600519", "今年一季度，茅台ROE为10.92%。")).toBe("❌");
  });

  it("reads 截至三季度末 as the year so far, where 累计 is that period's own level", () => {
    const claim = "截至三季度末，宁德累计实现营收2830.72亿元、归母净利润490.34亿元。";
    expect(mark("300750", claim, "2025-10-31")).toBe("✅");
    expect(mark("300750", claim.replace("490.34", "590.34"), "2025-10-31")).toBe("❌");
  });
});

describe("figures the data does not hold, and a whole year a share is of", () => {
  it("leaves a net non-operating balance unverified, never bound to another metric", () => {
    expect(mark("600028", "2024年利润总额705.13亿元，营业利润722.57亿元，营业外收支净额为负。")).toBe("❔");
  });

  it("reads a dividend outflow as the stored dividends line (metric-flow-names.ts), its profit share checked", () => {
    expect(mark("600036", "分红类现金流出617.52亿元，约为归母净利润的41%。")).toBe("✅");
    expect(mark("600036", "分红类现金流出617.52亿元，约为归母净利润的61%。")).toBe("❌");
  });

  it("reads the whole year's figure as that year's, not the quarter's (超过2025全年615.22亿元的四成)", () => {
    // 贵州茅台 经营现金流 2026Q1 269.10亿元, 2025 615.22亿元 (2025Q1 88.09亿元).
    expect(mark("600519", "茅台一季度经营现金流269.10亿元，超过2025全年615.22亿元的四成。")).not.toBe("❌");
  });
});

describe("a bare period heading", () => {
  it("goes with the year the clause after it names (一季度，2026年…)", () => {
    // 招商银行 2026Q1 营业总收入 869.40亿元.
    expect(mark("600036", "一季度，2026年招商银行营收869.40亿元。")).toBe("✅");
  });

  it("fails a wrong figure of the year so far (截至2025年三季度末 1237.72 against 1137.72亿元)", () => {
    expect(mark("600036", "截至2025年三季度末，招行累计实现净利润1237.72亿元。", "2025-10-31")).toBe("❌");
    expect(mark("600036", "截至2025年三季度末，招行累计实现净利润1137.72亿元。", "2025-10-31")).toBe("✅");
  });
});

describe("a sum over years in a clause of the year so far", () => {
  it("is still a sum (三年累计), not the period's own level", () => {
    expect(mark("300750", "截至2025年三季度末，宁德时代三年累计净利润约1300亿元。", "2025-10-31")).toBe("❔");
  });
});
