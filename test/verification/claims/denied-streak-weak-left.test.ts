import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { sampleFacts } from "./sample-facts";

const AS_OF = "2026-04-30";
const oks = (ticker: string, claim: string, kind: string) =>
  checkAssertions(parseAssertions(claim, undefined, { asOf: AS_OF }), sampleFacts(ticker, AS_OF))
    .filter((c) => c.kind === kind)
    .map((c) => c.ok);

describe("a streak denied (连续三年没有增长) holds on a negligible rise, as one denied year's move does", () => {
  // 招商银行 营业总收入 2022→2025: -1.64 %, -0.48 %, +0.01 %; 2021→2022 +4.08 %. 贵州茅台 2022→2023 +18.04 %.
  it("passes when no year grew by more than a negligible step, fails on a year of real growth", () => {
    expect(oks("600036", "营收连续三年没有增长。", "direction")).toEqual([true]);
    expect(oks("600036", "营收连续四年没有增长。", "direction")).toEqual([false]);
    expect(oks("600519", "营收连续三年没有增长。", "direction")).toEqual([false]);
  });

  it("keeps an asserted streak strict: +0.01 % is no fall", () => {
    expect(oks("600036", "营收连续三年下降。", "direction")).toEqual([false]);
  });

  it("reads 没有跑出增长 as growth denied, like 没有实现增长", () => {
    expect(oks("600036", "营收连续三年没有跑出增长。", "direction")).toEqual([true]);
    expect(oks("300750", "营收2025年没有跑出增长。", "direction")).toEqual([false]);
    expect(oks("600519", "营收2025年没有跑出增长。", "direction")).toEqual([true]);
  });
});

describe("a comparison's left side is the weak name heading its own clause, not the clause before's metric", () => {
  // 招商银行 2026年一季度: 营业总收入 +3.81 %, 归母净利润 +1.52 %.
  it("compares 利润's growth, not 营收's, with the bound", () => {
    expect(oks("600036", "一季度营收同比增长3.8%，利润同比增长超过1%。", "comparison")).toEqual([true]);
    expect(oks("600036", "一季度营收同比增长3.8%，利润同比增长超过3%。", "comparison")).toEqual([false]);
  });

  it("keeps the clause before's metric when weak names are several: 覆盖 of 0.75倍 (净现比) is no full cover", () => {
    const claim = "2025年经营现金流615.22亿元，是归母净利润的0.75倍，现金流对利润的覆盖依然充分。";
    expect(oks("600519", claim, "comparison")).toEqual([false]);
  });
});
