import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { extremeStartWritten } from "../../../src/verification/claims/extreme-start";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("an extreme named at a move's start (从2024年862亿元这个七年高点回落)", () => {
  it("is written as the start year's record, before the move", () => {
    expect(extremeStartWritten("利润从2021年712亿元的六年高点滑落至2024年的503亿元")).toBe(
      "利润2021年712亿元为六年高点,从2021年滑落至2024年的503亿元",
    );
  });

  // 中国石化 归母净利润 2019-2024 highest in 2021 (712.08 亿元); 招商银行 营业总收入 2021-2025 highest in 2022.
  it("judges the record on the start year, the move on its two years", () => {
    expect(mark("600028", "中石化净利从2021年712亿元的六年高点一路下滑到2024年的503亿元。")).toBe("✅");
    expect(mark("600036", "招行营收从2022年3447.83亿元这个五年高点回落，2025年为3375.32亿元。")).toBe("✅");
    // 2023 (604.63 亿元) was no high of the six years.
    expect(mark("600028", "中石化净利从2023年604.63亿元的六年高点一路下滑到2024年的503亿元。")).toBe("❌");
  });

  // Counter-cases: a 高位 is a level, not a record; a start inside a year is a quarter's.
  it("leaves a high level, or a quarter's start, as written", () => {
    expect(extremeStartWritten("从2023年1697亿元的高位一路下滑")).toBe("从2023年1697亿元的高位一路下滑");
    expect(extremeStartWritten("从2025年四季度231亿元的高点回落")).toBe("从2025年四季度231亿元的高点回落");
  });
});

describe("a move that states where it went, or starts at a bare 高点, is read as written", () => {
  // 中国平安 归母净利润 2022 837.74亿 (the low), 2025 1347.78亿; 贵州茅台 销售净利率 2023 52.49%, 2024 52.27%, 2025 50.53%.
  it("runs from the extreme's year to the latest report", () => {
    expect(mark("601318", "利润已从2022年837.74亿元的低谷回升至1347.78亿元，但仍低于2019年1494.07亿元的高位。")).toBe(
      "✅",
    );
    expect(mark("300750", "资产负债率从2022年70.56%的高点一路降到61.94%，三年累计下降约8.6个百分点。")).toBe("✅");
  });

  it("leaves a local 高点 to the move (50.53%只是从2024年52.27%的高点回落)", () => {
    expect(mark("600519", "净利率50.53%只是从2024年52.27%的高点回落，仍高于2019年的49.49%。")).toBe("✅");
    expect(extremeStartWritten("从2022年838亿的谷底算起")).toBe("从2022年838亿的谷底算起");
  });
});
