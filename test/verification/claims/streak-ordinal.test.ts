import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("a streak named by the ordinal of its latest year (连续第二年, 连续第三年)", () => {
  it("holds only if every year of it moved the named way", () => {
    // 贵州茅台 归母净利润 2024 +15.38 %, 2025 -4.53 %: the fall is its first, not its second.
    expect(mark("600519", "2025年归母净利润同比下滑，已是连续第二年负增长。")).toBe("❌");
    // 比亚迪 归母净利润 2024 +34.00 %, 2025 -18.97 %.
    expect(mark("002594", "归母净利润同比下滑18.97%，且已是连续第二年负增长。")).toBe("❌");
    // 中国平安 归母净利润 2024 +47.79 %, 2025 +6.45 %.
    expect(mark("601318", "归母净利润2025年增长6.45%，已是连续第二年正增长。")).toBe("✅");
  });

  it("sizes every year of it when a size is named", () => {
    // 招商银行 归母净利润 2023 +6.22 %, 2024 +1.22 %, 2025 +1.21 %.
    expect(mark("600036", "2025年归母净利润同比增长1.2%，已是连续第三年个位数增长。")).toBe("✅");
  });

  it("is decided by a year that breaks it even when the data lacks its earlier years", () => {
    // 贵州茅台 营业总收入 2025 -1.20 %.
    expect(mark("600519", "2025年营收已是连续第十年增长。")).toBe("❌");
  });

  it("ends in the year its sentence names, not in the latest stored year", () => {
    // 中国石化 归母净利润 2021 +114.02 %, 2022 −5.79 %, 2023 −9.87 %, 2024 −16.79 %; no 2025 report stored.
    expect(mark("600028", "2024年归母净利润继续下滑，已是连续第三年负增长。")).toBe("✅");
    expect(mark("600028", "2024年归母净利润继续下滑，已是连续第四年负增长。")).toBe("❌");
    expect(mark("600028", "2025年归母净利润继续下滑，已是连续第四年负增长。")).toBe("❔");
  });
});
