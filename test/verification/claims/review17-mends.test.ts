import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("an answer naming the year or its report", () => {
  // 贵州茅台 归母净利润 2025 -4.53 %, 2026Q1 +1.47 %.
  it("keeps its own period, not its question's quarter", () => {
    expect(mark("600519", "空方说茅台一季度失速？全年归母净利润下降约4.5%才是问题。")).toBe("✅");
    expect(mark("600519", "一季度回暖了吗？翻开年报，归母净利润同比下降约4.5%。")).toBe("✅");
  });
});

describe("another market's discount after a PB", () => {
  it("is not read as the discount to book", () => {
    expect(mark("600036", "招行PB约0.85倍，而H股较A股还折价约20%。")).toBe("❔");
    expect(mark("600036", "现价对应PB约0.85倍，破净约15%。")).toBe("✅");
  });
});

describe("words that only look like a plan or a fund", () => {
  // 招商银行 营业总收入 2024 -0.48 %; 宁德时代 销售毛利率 2024 24.44 % → 2025 26.27 %.
  it("风险资产, 将 as 把 and 计划外 are no insurers' trades and no plans", () => {
    expect(mark("600036", "招行风险资产质量稳健，2024年营业收入同比下降约0.5%。")).toBe("✅");
    expect(mark("300750", "2025年宁德将降价压力转给上游，毛利率从24.44%回升到26.27%。")).toBe("✅");
    expect(mark("600519", "茅台计划外的提价落地后，2024年营收增长约15.7%。")).toBe("✅");
  });
});

describe("N years ago after a year a price went back to", () => {
  // 贵州茅台 营业总收入 2022 1275.54亿, 2025 1720.54亿 (1.35倍).
  it("does not count back from the price's year", () => {
    expect(mark("600519", "股价回到了2022年的位置，营收却已是三年前的1.35倍。")).not.toBe("❌");
    // 宁德时代 归母净利润 2021 159.31亿, 2025 722.01亿: a year the sentence judges still counts.
    expect(mark("300750", "2021到2025年归母净利润年复合增速约46%，规模是四年前的4.5倍。")).toBe("✅");
  });
});
