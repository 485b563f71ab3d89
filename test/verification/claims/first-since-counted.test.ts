import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("the first year of a fall since a year (2019年以来首个利润下滑的年份)", () => {
  // 中国平安 归母净利润 2018, 2019 higher, 2020 −4.2 %; 中国石化 2020 −42 %, 2022 −5.8 %, 2023 −9.9 %.
  it("holds when no year after the one named fell before it", () => {
    expect(mark("601318", "平安2020年归母净利润1430.99亿元，是2017年以来第一个利润下降的年度。")).toBe("✅");
  });

  it("fails when a year between already fell, though the year judged fell too", () => {
    expect(mark("600028", "中石化2023年归母净利润604.63亿元，为2019年以来首个利润下滑的年份。")).toBe("❌");
  });
});

describe("a bare first fall after a rise its sentence spans from a named year (2019至2024连增五年后2025年首降)", () => {
  // 贵州茅台 经营现金流 2020, 2021 higher, 2022 −43 %; 中国平安 归母净利润 2018, 2019 higher, 2020 and 2021 lower.
  it("is the first since the run's first year, which the stored years decide", () => {
    expect(mark("600519", "茅台经营现金流2019-2021年连增两年后于2022年首降。")).toBe("✅");
    expect(mark("601318", "平安利润2017至2019年连续两年增长，2020年首降。")).toBe("✅");
  });

  it("fails when a year of the run already fell", () => {
    expect(mark("601318", "平安归母净利润2017至2020连增三年后2021年首降。")).toBe("❌");
  });

  it("is left open with no run before it, where the stored years begin after the company's history", () => {
    // Counter-case: no span names where the count starts, and the stored years may not be the company's first.
    expect(mark("601318", "平安归母净利润2020年首降。")).toBe("❔");
  });
});
