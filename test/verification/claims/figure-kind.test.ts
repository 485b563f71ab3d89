import { describe, expect, it } from "vitest";
import { extractNumbers } from "../../../src/verification/extract-numbers";
import { isFigure } from "../../../src/verification/claims/figure-kind";

const figures = (text: string) =>
  extractNumbers(text)
    .filter((n) => isFigure(n, text))
    .map((n) => n.raw);

describe("isFigure", () => {
  it("the digits of a period's name (Q4'25, H1'24) are not figures", () => {
    expect(figures("Q4'25单季利润364亿")).toEqual(["364亿"]);
    expect(figures("比H1'24的747.4亿多了不到2亿")).toEqual(["747.4亿", "2亿"]);
  });
  it("the ends of a year span written without 年 are not figures", () => {
    expect(figures("2023到2025这三年归母净利润加起来将近2433亿")).toEqual(["2433亿"]);
    expect(figures("在2020-2024这五年里是第二低的")).toEqual([]);
  });
  it("a bare number that is no year is still a figure", () => {
    expect(figures("比上年多出300")).toEqual(["300"]);
    expect(figures("股价站上2000（整数关口）")).toEqual(["2000"]);
  });
  it("a year tagging the figure before it, or listed with other years, is not a figure", () => {
    expect(figures("资产负债率从15.61%（2015）升到28.48%（2019）")).toEqual(["15.61%", "28.48%"]);
    expect(figures("2024、2025两年利润回升")).toEqual([]);
  });
});
