import { describe, expect, it } from "vitest";
import { extractNumbers } from "../../src/verification/extract-numbers";
import { matchesFigure } from "../../src/verification/figure-match";

const shown = (text: string) => extractNumbers(text)[0]!;
const amount = (value: number) => ({ value, kind: "amount" as const });

describe("a figure as shown against a stored value", () => {
  it("a whole figure of three or more digits may have its decimals cut off, never rounded the wrong way", () => {
    expect(matchesFigure(shown("7833亿元"), amount(7833.56e8))).toBe(true);
    expect(matchesFigure(shown("7834亿元"), amount(7833.56e8))).toBe(true);
    expect(matchesFigure(shown("7832亿元"), amount(7833.56e8))).toBe(false);
    expect(matchesFigure(shown("7834亿元"), amount(7833.46e8))).toBe(false);
    // Fewer digits or decimals shown: the precision shown rules.
    expect(matchesFigure(shown("78亿元"), amount(78.56e8))).toBe(false);
    expect(matchesFigure(shown("7833.6亿元"), amount(7833.56e8))).toBe(true);
    expect(matchesFigure(shown("7833.5亿元"), amount(7833.56e8))).toBe(false);
  });

  it("约 allows a unit of the last digit; only a figure of three digits or more rounds to its trailing zeros", () => {
    const pp = (value: number) => ({ value, kind: "pp" as const });
    expect(matchesFigure(shown("10个百分点"), pp(9.2), "about")).toBe(true);
    expect(matchesFigure(shown("10个百分点"), pp(7.87), "about")).toBe(false);
    expect(matchesFigure(shown("8000亿元"), amount(8391e8), "about")).toBe(true);
    expect(matchesFigure(shown("8000亿元"), amount(8600e8), "about")).toBe(false);
  });

  it("a ratio shown to the hundredth may be a source's own rounding, one hundredth off, no more", () => {
    const percent = (value: number) => ({ value, kind: "percent" as const });
    // 中国平安 FY2025 资产负债率 89.81 % stored with more digits; 89.80 % is the same division rounded elsewhere.
    expect(matchesFigure(shown("89.80%"), percent(89.8144))).toBe(true);
    expect(matchesFigure(shown("89.82%"), percent(89.8144))).toBe(true);
    expect(matchesFigure(shown("89.79%"), percent(89.8144))).toBe(false);
    // A tenth is held as before: 89.7 % is not 89.81 %.
    expect(matchesFigure(shown("89.7%"), percent(89.8144))).toBe(false);
  });

  it("a figure rounded from the two decimals reports show may round the other way at the half", () => {
    // 比亚迪 2026Q1 归母净利润 40.8494亿元, shown 40.85 in reports, so "40.9亿元"; not 41.0 nor 40.7.
    const amount = (value: number) => ({ value, kind: "amount" as const });
    expect(matchesFigure(shown("40.9亿元"), amount(40.8494e8))).toBe(true);
    expect(matchesFigure(shown("40.7亿元"), amount(40.8494e8))).toBe(false);
    expect(matchesFigure(shown("41亿元"), amount(40.4494e8))).toBe(false);
  });

  it("so may a change in points between two such levels, unless it is a few hundredths", () => {
    const points = (value: number) => ({ value, kind: "pp" as const });
    // 中国平安 FY2024 89.93 % → FY2025 89.81 %: "回落0.13个百分点" from 89.80 % as the source rounded it.
    expect(matchesFigure(shown("0.13个百分点"), points(0.1214))).toBe(true);
    expect(matchesFigure(shown("0.15个百分点"), points(0.1214))).toBe(false);
    expect(matchesFigure(shown("0.04个百分点"), points(0.05))).toBe(false);
  });
});

describe("a threshold crossed or not reached", () => {
  it("is not rounded to its last digit: 9748亿 has not crossed 1万亿; half a per cent is a source's rounding", () => {
    expect(matchesFigure(shown("1万亿元"), amount(9748.28e8), "atLeast")).toBe(false);
    expect(matchesFigure(shown("1万亿元"), amount(10042e8), "atLeast")).toBe(true);
    expect(matchesFigure(shown("20%"), { value: 19.96, kind: "percent" }, "atLeast")).toBe(true);
    expect(matchesFigure(shown("20%"), { value: 19.6, kind: "percent" }, "atLeast")).toBe(false);
    expect(matchesFigure(shown("1万亿元"), amount(10400e8), "below")).toBe(false);
    expect(matchesFigure(shown("1万亿元"), amount(9748.28e8), "below")).toBe(true);
  });

  it("接近 a rate in per cent reaches at most three points under it, not a share of it", () => {
    const percent = (value: number) => ({ value, kind: "percent" as const });
    // 招商银行 2026Q1 资产负债率 90.43 %.
    expect(matchesFigure(shown("91%"), percent(90.43), "near")).toBe(true);
    expect(matchesFigure(shown("95%"), percent(90.43), "near")).toBe(false);
    // A small rate keeps its share of seven per cent: 4.7 % is near 5 %, 4.53 % is not.
    expect(matchesFigure(shown("5%"), percent(4.7), "near")).toBe(true);
    expect(matchesFigure(shown("5%"), percent(4.53), "near")).toBe(false);
  });

  it("a small whole figure is not widened as a change derived from rounded levels", () => {
    const pp = (value: number) => ({ value, kind: "pp" as const });
    // 招商银行 ROE −1.05 个百分点: "2个百分点" is not it, "1.1个百分点" (from 14.5 and 13.4) is.
    expect(matchesFigure(shown("2个百分点"), pp(1.05), null, true)).toBe(false);
    expect(matchesFigure(shown("1.1个百分点"), pp(1.05), null, true)).toBe(true);
  });
});
