import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("销售净利率 of a year the data holds only its inputs for", () => {
  // 中国石化 2024: 净利润(含少数股东损益) 575.47亿 / 营业收入 30745.62亿 = 1.87 %; 归母 503.13亿 / 营收 = 1.64 %.
  it("is derived from 净利润 / 营业收入 and checked", () => {
    expect(mark("600028", "2024年净利率只有1.87%，五年里最薄。", "2025-06-13")).not.toBe("❌");
    expect(mark("600028", "2024年净利率只有1.87%。", "2025-06-13")).toBe("✅");
    expect(mark("600028", "2024年销售净利率约1.9%。", "2025-06-13")).toBe("✅");
  });
  it("净利率 read as 归母净利润 / 营收 passes too, as 净利润 does for either profit", () => {
    expect(mark("600028", "2024年净利率只有约1.6%。", "2025-06-13")).toBe("✅");
  });
  it("a figure neither reading gives fails", () => {
    expect(mark("600028", "2024年净利率只有3.5%。", "2025-06-13")).toBe("❌");
  });
  // 贵州茅台 2024: 893.35亿 / 营业收入 1708.99亿 = 52.3 %.
  it("takes 营业收入, not 营业总收入, where both are stored", () => {
    expect(mark("600519", "2024年NPM约52.3%。", "2025-06-13")).toBe("✅");
  });
});

describe("English names of the margins", () => {
  it("Net margin / Gross margin are 销售净利率 / 销售毛利率", () => {
    expect(mark("600028", "2024年Net margin只有1.87%。", "2025-06-13")).toBe("✅");
    expect(mark("600028", "2024年net margin只有3.5%。", "2025-06-13")).toBe("❌");
    expect(mark("600519", "2024年Gross margin约91.9%。", "2025-06-13")).toBe("✅");
  });
});
