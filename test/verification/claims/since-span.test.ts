import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { sinceSpanWritten } from "../../../src/verification/claims/since-span";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a move 从A到B inside a span X年以来", () => {
  it("starts at the named year and ends at the last annual report public", () => {
    expect(sinceSpanWritten("2020年以来归母净利润从973.42亿元增至1501.81亿元", "2026-04-30")).toBe(
      "归母净利润从2020年的973.42亿元增至2025年的1501.81亿元",
    );
    expect(sinceSpanWritten("2020年以来归母净利润从466.97亿元增至862.28亿元", "2025-09-05")).toBe(
      "归母净利润从2020年的466.97亿元增至2024年的862.28亿元",
    );
    // A price's move is the market's; a span from the last annual year on ends in no annual report.
    expect(sinceSpanWritten("今年以来股价从68.40元跌到59.37元", "2026-04-30")).toBe("今年以来股价从68.40元跌到59.37元");
    expect(sinceSpanWritten("2025年以来利润从823亿元增至900亿元", "2026-04-30")).toBe(
      "2025年以来利润从823亿元增至900亿元",
    );
  });

  // 招商银行 归母净利润 2020 973.42亿元 → 2025 1501.81亿元 (+54.3 %); 贵州茅台 2020 466.97亿元 → 2025 823.20亿元,
  // 2024 862.28亿元; 宁德时代 2021 159.31亿元 → 2024 507.45亿元.
  it("checks each figure at its own year", () => {
    expect(mark("600036", "2020年以来归母净利润从973.42亿元增至1501.81亿元，五年累计增长约54%。")).toBe("✅");
    expect(mark("600519", "2020年以来归母净利润从466.97亿元增至823.20亿元，五年累计增长约76%。")).toBe("✅");
    expect(mark("300750", "2021年以来归母净利润从159.31亿元增至507.45亿元。", "2025-10-31")).toBe("✅");
  });

  it("a figure not the span's end fails", () => {
    expect(mark("600519", "2020年以来归母净利润从466.97亿元增至862.28亿元，五年累计增长约85%。")).toBe("❌");
    expect(mark("300750", "2021年以来归母净利润从159.31亿元增至441.21亿元。", "2025-10-31")).toBe("❌");
  });
});

describe("a move 由A至B inside a span X年以来 (由 as 从)", () => {
  // 中国平安 归母净利润 2022 837.74亿元 → 2025 1347.78亿元; 贵州茅台 分红付息 2021 264.76亿元 → 2025 672.42亿元.
  it("checks each figure at its own year, and the compound rate over the span", () => {
    expect(sinceSpanWritten("2021年以来分红付息支出由264.76亿元增至672.42亿元", "2026-04-30")).toBe(
      "分红付息支出从2021年的264.76亿元增至2025年的672.42亿元",
    );
    expect(mark("601318", "2022年以来，净利润由837.74亿元回升至1347.78亿元，三年复合增速约17%。")).toBe("✅");
    expect(mark("600519", "2021年以来分红付息支出由264.76亿元增至672.42亿元。")).toBe("✅");
  });

  it("a figure not the span's end, or a rate not the span's, fails", () => {
    expect(mark("601318", "2022年以来净利润由837.74亿元增至1500亿元。")).toBe("❌");
    expect(mark("601318", "2022年以来，净利润由837.74亿元回升至1347.78亿元，三年复合增速约25%。")).toBe("❌");
  });
});

describe("a run said to end that began at a named year (结束了2022年以来的连续下降)", () => {
  // 宁德时代 资本开支 2021 437.68 → 2022 482.15 → 2023 336.25 → 2024 311.80 → 2025 423.45亿元.
  it("is the run from that year's level to the year before the one judged", () => {
    expect(sinceSpanWritten("资本开支423.45亿元,结束了2022年以来的连续下降", "2026-04-30")).toBe(
      "资本开支423.45亿元,结束了此前连续2年的下降",
    );
    expect(mark("300750", "资本开支423.45亿元，反弹约36%，结束了2022年以来的连续下降。")).toBe("✅");
    expect(mark("300750", "资本开支423.45亿元，反弹约36%，结束了2021年以来的连续下降。")).toBe("❌");
  });

  it("ends before the last year the sentence named; under two years it is no run", () => {
    expect(sinceSpanWritten("2024年资本开支终结了2021年以来的持续下滑", "2026-04-30")).toBe(
      "2024年资本开支终结了此前连续2年的下滑",
    );
    expect(sinceSpanWritten("资本开支结束了2023年以来的连续下降", "2026-04-30")).toBe(
      "资本开支结束了2023年以来的连续下降",
    );
  });
});

describe("a named year's level between 自…年 and 以来 (自2021年712亿以来)", () => {
  // 中国石化 归母净利润 2020 332.71 → 2021 712.08 → 2022 670.82 → 2023 604.63 → 2024 503.13亿元.
  it("is where the run starts, its figure checked at that year", () => {
    expect(mark("600028", "2024年归母净利503.13亿，自2021年712亿以来已连续三年下降。")).toBe("✅");
    expect(mark("600028", "2024年归母净利503.13亿，自2021年800亿以来已连续三年下降。")).toBe("❌");
    expect(mark("600028", "2024年归母净利503.13亿，自2020年332.71亿以来已连续四年下降。")).toBe("❌");
  });
});
