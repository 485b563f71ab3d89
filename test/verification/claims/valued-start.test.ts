import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a move between two figures with no year, its start an earlier year's (从14.93%提高到25.26%)", () => {
  // 五粮液 (2020-05-15) ROE 2015 14.93 %, 2016 15.01, 2017 19.38, 2018 22.80, 2019 25.26; 每股收益 2015 1.63 元,
  // 2019 4.48 元. 贵州茅台 营业总收入 2019 888.54 亿元 … 2024 1741.44 亿元, every year higher.
  it("places the start in the year it equals and the move from there", () => {
    expect(mark("000858", "五粮液加权ROE从14.93%逐年升到25.26%。", "2020-05-15")).toBe("✅");
    expect(mark("000858", "每股收益从1.63元年年增长到4.48元，盈利能力大幅增强。", "2020-05-15")).toBe("✅");
    expect(mark("600519", "茅台营收由888.54亿元逐年攀升至1741.44亿元。")).toBe("✅");
  });

  // Counter-cases: a start equal to the year before stays the year before's; a start no stored year equals stays wrong.
  it("leaves a start the year before equals, none equals, or a plain move's, as the year before's", () => {
    expect(mark("000858", "ROE从22.80%逐年提高到25.26%。", "2020-05-15")).toBe("✅");
    expect(mark("000858", "ROE从18.36%逐年提高到25.26%。", "2020-05-15")).toBe("❌");
    expect(mark("000858", "ROE从14.93%提高到25.26%。", "2020-05-15")).toBe("❌");
  });
});

describe("a move from a base year said to go that way every year (逐年, 年年)", () => {
  // 中国平安 归母净利润 2017 890.88 亿元 … 2025 1347.78 亿元, lower in 2020-2022; 总资产 higher every year.
  // 五粮液 经营现金流 2015 66.91 亿元 … 2019 231.12 亿元, lower in 2017.
  it("fails on a year that went the other way, though the whole span rose", () => {
    expect(mark("601318", "平安归母净利润从2017年的890.88亿元逐年增长到2025年的1347.78亿元。")).toBe("❌");
    expect(mark("000858", "经营现金流由66.91亿元年年增加到231.12亿元。", "2020-05-15")).toBe("❌");
  });

  it("holds when every year went that way", () => {
    expect(mark("601318", "平安总资产从2017年的64930.75亿元逐年扩张到2025年的138984.71亿元。")).toBe("✅");
  });

  // Counter-case: without 逐年 the span's whole change is what is said.
  it("reads a plain move over the span as the span's change", () => {
    expect(mark("601318", "平安归母净利润从2017年的890.88亿元增长到2025年的1347.78亿元。")).toBe("✅");
  });
});

describe("年年 of every year, not 四年 then 年化 (四年年化增长约10%)", () => {
  // 中国石化 营业总收入 2020 21047亿, 2022 33181.68亿, 2023 32122亿, 2024 30745.62亿 (+9.9 % a year over four).
  it("reads a yearly average, not a run", () => {
    expect(mark("600028", "营收从2020年的21047亿到2024年的30746亿，四年年化增长约10%。", "2025-04-30")).toBe("✅");
  });
});
