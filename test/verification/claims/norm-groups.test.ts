import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { clauseTerms } from "../../../src/verification/claims/clause-terms";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string) =>
  markOf(
    checkAssertions(
      parseAssertions(claim, undefined, { asOf: "2026-04-30", company: ticker }),
      sampleFacts(ticker, "2026-04-30"),
    ),
  );

/**
 * A group's norm opening a clause ("炼化企业净利率1%—3%是常态", "股份行的ROE普遍在10%-12%"): the figures are the
 * group's, which the data does not hold - 未能核验, never a false accusation against the company's own values.
 */
describe("a group's norm: its figures are the group's", () => {
  it("reads the group as the subject of the metric after it", () => {
    const { terms } = clauseTerms("电池企业毛利率一般在15%-20%");
    expect(terms[0]).toMatchObject({ kind: "peer", word: "电池企业" });
    expect(clauseTerms("宁德时代毛利率一般在25%以上").terms.some((t) => t.kind === "peer")).toBe(false);
  });
  it("leaves a norm's range 未能核验 instead of failing it on the company's values", () => {
    expect(mark("600028", "炼化企业净利率1%—3%是常态，2024年1.87%偏低但没有脱离行业区间。")).toBe("❔");
    expect(mark("600036", "股份行的ROE普遍在10%-12%，招行2025年仍在13%以上。")).toBe("❔");
    expect(mark("002594", "车企净利率通常在3%-5%，比亚迪2025年约4.2%处在中间。")).toBe("❔");
  });
  it("widens a term that already names the group (行业, 龙头企业) to the metric after it; the own figure is checked", () => {
    // 宁德时代 销售毛利率 2025 26.27%; 比亚迪 2025 17.74%.
    expect(mark("300750", "电池行业毛利率普遍在15%-20%，而宁德时代2025年达26.27%。")).toBe("❔");
    expect(mark("002594", "龙头企业毛利率通常在20%以上，比亚迪2025年毛利率17.74%。")).toBe("❔");
    expect(mark("002594", "龙头企业毛利率通常在20%以上，比亚迪2025年毛利率19.74%。")).toBe("❌");
  });
  it("keeps a range of percents written with a dash in one clause", () => {
    const a = parseAssertions("净利率1%—3%是常态", undefined, { asOf: "2026-04-30", company: "600028" });
    expect(a).toHaveLength(1);
  });
});

/** 贵州茅台 2026年一季度 营业总收入 +6.54 %; 比亚迪 2025 归母净利润 −18.97 %. */
describe("a group's move as a whole (白酒行业一季度整体营收下滑) is the group's", () => {
  it("is not judged on the company's own metric", () => {
    expect(mark("600519", "白酒行业一季度整体营收下滑，茅台营业收入仍增约6.5%。")).toBe("❔");
    expect(mark("002594", "汽车行业2025年利润整体增长，比亚迪归母净利润却下降约19%。")).toBe("❔");
  });
  it("counter-case: the company's own 整体 (公司整体营收) is its own", () => {
    expect(mark("600519", "2026年一季度公司整体营收增长约6.5%。")).toBe("✅");
    expect(mark("600519", "2026年一季度公司整体营收下滑。")).toBe("❌");
  });
});
