import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/** Sentences the review of the twenty-first session's merged rules probed, each where one rule reached too far. */
const mark = (ticker: string, claim: string, side?: "bull" | "bear", asOf = "2026-04-30") =>
  markOf(
    checkAssertions(
      parseAssertions(claim, undefined, { asOf, company: ticker }),
      sampleFacts(ticker, asOf),
      side ? { side } : {},
    ),
  );

describe("a first fall with no window (首降)", () => {
  // 中国石化 归母净利润 fell in 2020 and 2022 too; 贵州茅台's 2025 fall is its first of 2023-2025.
  it("is the first in all the years before it, and fails where an earlier year fell", () => {
    expect(mark("600028", "中国石化归母净利2023年首降")).toBe("❌");
    expect(mark("600519", "茅台2025年归母净利润为三年首降")).toBe("✅");
  });
});

describe("a filing day said shared (同为, 都在)", () => {
  // 贵州茅台's last two annual reports: 2025-04-03 and 2026-04-17.
  it("holds only when the last two filings share it", () => {
    expect(mark("600519", "茅台近两年年报均在4月3日披露")).not.toBe("✅");
  });
});

describe("words that hold a move character without being a move", () => {
  it("未增发, 备受关注, 大升级 are no denied rise, no awaited volume, no large rise", () => {
    expect(mark("300750", "宁德时代2025年营收4237亿元，公司未增发，营收同比增长17%")).not.toBe("❌");
    expect(mark("600519", "茅台这只备受关注的白酒龙头近20日成交量萎缩一半")).toBe("❌");
    expect(mark("300750", "宁德时代电池产品迎来大升级，2025年营收增长17%")).toBe("✅");
  });
  // 中国石化 on 2026-04-30: close 5.39元, 52-week low 5.27元.
  it("跌至52周最低点附近 is near the low, not at it", () => {
    expect(mark("600028", "中国石化股价已跌至52周最低点附近")).not.toBe("❌");
  });
});

describe("整体/总体 and a part of a year are no cumulative run", () => {
  // 宁德时代 营业总收入 2025 +17.04 % (2023→2025 +5.7 %); nine months of 2025 +9.28 %.
  it("reads the year's own change", () => {
    expect(mark("300750", "2023年营收约4009亿元，2025年营收整体增长约17%")).toBe("✅");
    expect(mark("300750", "2023年营收约4009亿元，2025年营收整体增长约6%")).toBe("❌");
    expect(mark("300750", "宁德时代2018年上市，2025年前三季度营收累计增长约9.3%", undefined, "2025-10-31")).toBe("✅");
  });
});

describe("a profit stated before a PE of now", () => {
  // 中国石化 PE(TTM) 12.99倍 on 2026-04-30; over its 2023 profit the multiple would be 10.8倍.
  it("is no basis the PE is divided by", () => {
    expect(mark("600028", "2023年归母净利润约605亿元，当前市盈率约13倍")).toBe("✅");
  });
});

describe("a hedge after 但", () => {
  it("needs 仍/依然: a point that argues the other side after 但 is still read on it", () => {
    expect(mark("600028", "负债率较高，但估值便宜、分红稳定。", "bear")).toBe("❌");
  });
});
