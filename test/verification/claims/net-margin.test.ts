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

describe("净利率 as 净利润 / 营业总收入 in a year the store reports no 销售净利率 of its own", () => {
  // 贵州茅台 2019: 净利润 439.70亿 / 营业总收入 888.54亿 = 49.49 %; / 营业收入 854.30亿 = 51.47 %.
  it("either revenue line gives a true margin", () => {
    expect(mark("600519", "2019年营业总收入888.54亿元，归母净利润412.06亿元，净利率49.49%。", "2026-04-30")).toBe("✅");
    expect(mark("600519", "2025年净利率50.53%，比2023年的51.49%和2024年的52.27%都低。", "2026-04-30")).toBe("✅");
  });
  it("a margin neither reading gives still fails", () => {
    expect(mark("600519", "2019年净利率46.49%。", "2026-04-30")).toBe("❌");
    expect(mark("600519", "2021年净利率约53.9%。", "2026-04-30")).toBe("❌");
  });
  // 2025: the store's 销售净利率 is 50.53 %; 853.10亿 / 营业总收入 1720.54亿 = 49.58 % is not quoted beside it.
  it("a year with a reported 销售净利率 is read on it alone", () => {
    expect(mark("600519", "2025年净利率约49.6%。", "2026-04-30")).toBe("❌");
  });
});
