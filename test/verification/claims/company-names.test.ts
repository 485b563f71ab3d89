import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { isCompanyName, otherCompanies } from "../../../src/verification/claims/company-names";
import listed from "../../../src/verification/claims/listed-names.json";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { SNAPSHOT_LISTINGS } from "../../../src/tickers/directory-snapshot";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * Another company named in a clause is a peer, not the point's own company: its figures are 未能核验 (其他公司的数据
 * 未核验), never failed and never verified. Sample figures: 招商银行 FY2024 归母净利润 1483.91亿元, 贵州茅台 862.28亿元.
 */
const checks = (ticker: string, claim: string, asOf = "2025-06-30") =>
  checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf));
const mark = (ticker: string, claim: string) => markOf(checks(ticker, claim));

describe("company names in a clause", () => {
  it("lists every directory name of four or more Chinese characters (node scripts/build-listed-names.mjs)", () => {
    const expected = SNAPSHOT_LISTINGS.map((l) => [l.code, l.name.replace(/\s+/g, "")] as const)
      .filter(([, name]) => [...name].length >= 4 && /^[\u4e00-\u9fff]+$/.test(name))
      .map(([code, name]) => `${code}${name}`);
    expect(listed.entries.split(" ")).toEqual(expected);
    expect(expected.length).toBeGreaterThan(4000);
  });

  it("knows the directory's listed names and the common short forms", () => {
    for (const name of ["泸州老窖", "中国石油", "平安银行", "招行", "茅台", "宁王", "中石化"]) {
      expect(isCompanyName(name)).toBe(true);
    }
    expect(isCompanyName("归母净利润")).toBe(false);
  });

  it("knows the big banks' short forms a bank is set against, but not those read inside ordinary words", () => {
    expect(otherCompanies("招行PB不到0.9倍，跟建行、农行比也不算低", "600036").map((t) => t.word)).toEqual([
      "建行",
      "农行",
    ]);
    // 化工行业, 成交行情, 太保守: no 工行, 交行 or 太保 is named.
    expect(otherCompanies("化工行业景气回落，成交行情清淡", "600028")).toEqual([]);
    expect(otherCompanies("市场给的估值太保守", "601318")).toEqual([]);
  });

  it("reports only names of another company, longest first (平安银行 is not 中国平安's 平安)", () => {
    expect(otherCompanies("平安银行与中国平安", "601318").map((t) => t.word)).toEqual(["平安银行"]);
    expect(otherCompanies("招行2024年归母净利润", "600036")).toEqual([]);
    expect(otherCompanies("招行2024年归母净利润", undefined)).toEqual([]);
  });

  it("a figure after another company's name is that company's: 未能核验, never ❌ or ✅", () => {
    expect(mark("600036", "招行2024年归母净利润约1484亿元")).toBe("✅");
    expect(mark("601318", "招行2024年归母净利润约1484亿元")).toBe("❔");
    expect(mark("601318", "招行2024年归母净利润约900亿元")).toBe("❔");
    expect(mark("600519", "泸州老窖当前PE约45倍")).toBe("❔");
    const reasons = checks("601318", "招行2024年归母净利润约900亿元").map((c) => c.reason);
    expect(reasons.some((r) => r.includes("其他公司的数据未核验"))).toBe(true);
  });

  it("in a comparison with another company the own figure is still checked", () => {
    expect(mark("600519", "2024年归母净利润约862亿元，是五粮液同期的2.7倍")).not.toBe("❌");
    expect(mark("600519", "2024年归母净利润约500亿元，是五粮液同期的2.7倍")).toBe("❌");
    const base = checks("300750", "2025年归母净利722亿元，比亚迪同期为326亿元").map((c) => c.reason);
    expect(base.some((r) => r.includes("比亚迪的数据，其他公司的数据未核验"))).toBe(true);
  });
});
