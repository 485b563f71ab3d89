import { describe, expect, it } from "vitest";
import { extractNumbers } from "../../../src/verification/extract-numbers";
import { matchesFigure } from "../../../src/verification/figure-match";
import { statedMatches } from "../../../src/verification/figure-tolerance";
import { agreesWith, shownPercent } from "../../../src/verification/claims/shown-size";

/**
 * The one rule of "a stated figure matches a value" (figure-tolerance.ts), as both its readers apply it: a figure against
 * a stored one (figure-match.ts) and a size shown against the size computed from prices (shown-size.ts).
 */
const n = (text: string) => extractNumbers(text)[0]!;
const pctOf = (v: number) => ({ value: v, kind: "percent" as const });
const yuan = (v: number) => ({ value: v, kind: "amount" as const });

describe("a figure as written, no hedge: exact to its rounding", () => {
  it("stands for what rounds to it, half a unit of its last digit", () => {
    expect(statedMatches(12.34, { value: 12.3, unit: 0.1, hedge: "exact" })).toBe(true);
    expect(statedMatches(12.36, { value: 12.3, unit: 0.1, hedge: "exact" })).toBe(false);
    expect(matchesFigure(n("毛利率为41.6%"), pctOf(41.63))).toBe(true);
    expect(matchesFigure(n("毛利率为41.6%"), pctOf(41.71))).toBe(false);
    expect(matchesFigure(n("营收862亿元"), yuan(861.7e8))).toBe(true);
    expect(matchesFigure(n("营收862.5亿元"), yuan(861.7e8))).toBe(false);
  });

  it("a size computed from prices agrees with a size shown the same way (one digit finer rounded again allowed)", () => {
    expect(agreesWith(6.34, shownPercent("区间涨幅6.3%")!)).toBe(true);
    expect(agreesWith(6.4, shownPercent("区间涨幅6.3%")!)).toBe(false);
  });
});

describe("约/左右 (about): a unit of the last digit or a few per cent", () => {
  it("约 allows one unit of the last digit, or 2.5 % of the figure, whichever is wider", () => {
    expect(matchesFigure(n("约36%"), pctOf(35.2), "about")).toBe(true);
    expect(matchesFigure(n("约36%"), pctOf(34.8), "about")).toBe(false);
    expect(matchesFigure(n("约410亿元"), yuan(419e8), "about")).toBe(true);
    expect(matchesFigure(n("约410亿元"), yuan(425e8), "about")).toBe(false);
  });

  it("a round figure stands for its own rounding: 约6000亿 is 5500-6500亿", () => {
    expect(matchesFigure(n("约6000亿元"), yuan(6420e8), "about")).toBe(true);
    expect(matchesFigure(n("约6000亿元"), yuan(6600e8), "about")).toBe(false);
  });

  it("but never further than a tenth of it: 约1000亿 is 900-1100亿, not 1347亿", () => {
    expect(matchesFigure(n("约1000亿元"), yuan(1080e8), "about")).toBe(true);
    expect(matchesFigure(n("约1000亿元"), yuan(1347.78e8), "about")).toBe(false);
    expect(matchesFigure(n("约2000亿元"), yuan(2400e8), "about")).toBe(false);
  });

  it("a two-digit round figure stands for its rounding up to 5 %: 约30亿 is 31.28亿, not 32亿; a rate stays to the unit", () => {
    expect(matchesFigure(n("约30亿元"), yuan(31.28e8), "about")).toBe(true);
    expect(matchesFigure(n("约30亿元"), yuan(32e8), "about")).toBe(false);
    expect(matchesFigure(n("约29亿元"), yuan(31.28e8), "about")).toBe(false);
    expect(matchesFigure(n("约30%"), pctOf(31.3), "about")).toBe(false);
  });

  it("the price checks read 约 by the same rule", () => {
    expect(agreesWith(17.5, shownPercent("累计上涨约18%")!)).toBe(true);
    expect(agreesWith(16.9, shownPercent("累计上涨约18%")!)).toBe(false);
  });
});

describe("近/接近 (near): from below, within 7 %", () => {
  it("近 is at most the figure and no more than 7 % under it", () => {
    expect(matchesFigure(n("近300亿元"), yuan(286e8), "near")).toBe(true);
    expect(matchesFigure(n("近300亿元"), yuan(272e8), "near")).toBe(false);
    expect(matchesFigure(n("近300亿元"), yuan(303e8), "near")).toBe(false);
    expect(agreesWith(23.5, shownPercent("跌幅接近25%")!)).toBe(true);
    expect(agreesWith(22.8, shownPercent("跌幅接近25%")!)).toBe(false);
  });

  it("近六成 is a bound from below at the tenth itself, not a tenth's rounding", () => {
    expect(agreesWith(57, shownPercent("近六成")!)).toBe(true);
    expect(agreesWith(61.5, shownPercent("近六成")!)).toBe(false);
  });
});

describe("超过/突破/逾, 不足/不到 (bounds): the unrounded value against the threshold as written", () => {
  it("a threshold keeps its own rounding up to 0.5 %: 突破2000亿 is not 1990亿, 超过15% is not 14.9 %", () => {
    expect(matchesFigure(n("突破2000亿元"), yuan(2013e8), "atLeast")).toBe(true);
    expect(matchesFigure(n("突破2000亿元"), yuan(1990e8), "atLeast")).toBe(false);
    expect(matchesFigure(n("超过15%"), pctOf(14.9), "atLeast")).toBe(false);
    expect(agreesWith(14.9, shownPercent("累计跌幅超过15%")!)).toBe(false);
    expect(agreesWith(15.2, shownPercent("累计跌幅超过15%")!)).toBe(true);
  });

  it("不足/不到 hold under the threshold only", () => {
    expect(matchesFigure(n("不足80亿元"), yuan(78.6e8), "below")).toBe(true);
    expect(matchesFigure(n("不足80亿元"), yuan(80.6e8), "below")).toBe(false);
    expect(agreesWith(3.1, shownPercent("振幅不到3%")!)).toBe(false);
    expect(agreesWith(2.9, shownPercent("振幅不到3%")!)).toBe(true);
  });
});

describe("约 on a figure written to three significant digits or more: one per cent", () => {
  it("比亚迪 2024 归母净利润 402.54亿元 (+34.00 %): 约412亿元 and 约33.2% are not it, 约400亿元 and 约34% are", () => {
    expect(matchesFigure(n("归母净利润约412亿元"), yuan(402.54e8), "about")).toBe(false);
    expect(matchesFigure(n("归母净利润约393亿元"), yuan(402.54e8), "about")).toBe(false);
    expect(matchesFigure(n("归母净利润约406亿元"), yuan(402.54e8), "about")).toBe(true);
    expect(matchesFigure(n("归母净利润约400亿元"), yuan(402.54e8), "about")).toBe(true);
    expect(matchesFigure(n("同比增长约33.2%"), pctOf(34.0), "about")).toBe(false);
    expect(matchesFigure(n("同比增长约34%"), pctOf(34.0), "about")).toBe(true);
    expect(statedMatches(19.4, { value: 19, unit: 1, hedge: "about" })).toBe(true);
  });
});
