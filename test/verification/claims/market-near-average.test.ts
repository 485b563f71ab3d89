import { describe, expect, it } from "vitest";
import { checkAverages } from "../../../src/verification/claims/check-averages";
import { nearAverages } from "../../../src/verification/claims/market-near-average";
import { sampleFacts } from "./sample-facts";

/* 000858 as of 2022-04-29: close 162.13, MA5 160.57 (+1.0 %), MA60 174.08 (−6.9 %). 300750 as of 2024-08-30: close
 * 184.34, MA20 176.52 (+4.4 %), MA60 181.19 (+1.7 %). */
const wl = sampleFacts("000858", "2022-04-29").market!;
const nd = sampleFacts("300750", "2024-08-30").market!;
const marks = (t: string, m = wl) => nearAverages(t, m).map((c) => c.ok);

describe("the close said to sit at an average", () => {
  it("holds within a few per cent of the average, fails far from it, whatever the average's value quoted", () => {
    expect(marks("股价已回踩5日均线附近")).toEqual([true]);
    expect(marks("股价已回踩60日均线（约174元）附近")).toEqual([false]);
    expect(marks("收盘在MA60一带震荡", nd)).toEqual([true]);
    expect(marks("现价回落到季线附近", nd)).toEqual([true]);
  });

  it("leaves a distance between near and far undecided", () => {
    expect(nearAverages("股价回踩20日线附近", nd)[0]).toMatchObject({ ok: null });
  });

  it("reads no condition, target or average placed against another average", () => {
    expect(marks("若回踩60日均线附近可分批低吸")).toEqual([]);
    expect(marks("目标是股价回到60日均线附近")).toEqual([]);
    expect(marks("MA20已运行至MA60附近")).toEqual([]);
    expect(marks("60日均线附近有较强支撑")).toEqual([]);
  });

  it("fails the false reading while the quoted average's value still holds", () => {
    expect(checkAverages("股价已回踩60日均线（约174元）附近", wl).map((c) => c.ok)).toContain(false);
  });
});

describe("the close said to be level with an average", () => {
  it("holds within 1.5 %, fails past 3 %, leaves between undecided", () => {
    expect(marks("收盘与5日均线基本齐平")).toEqual([true]);
    expect(marks("与10日均线基本齐平")).toEqual([true]);
    expect(marks("与60日均线基本齐平")).toEqual([false]);
    expect(marks("股价和MA20持平", nd)).toEqual([false]);
    expect(marks("股价与MA60基本齐平", nd)).toEqual([null]);
  });

  it("reads no average level with another, nor a clause with no price", () => {
    expect(marks("MA5与MA10基本齐平")).toEqual([]);
    expect(marks("成交额与60日均线持平时")).toEqual([]);
  });
});

describe("a distance from an average with a bound", () => {
  it("checks 不足/以内 as a bound on the distance, on either side when none is said", () => {
    expect(checkAverages("收盘价距60日均线不足2%", nd).map((c) => c.ok)).toEqual([true]);
    expect(checkAverages("收盘价距60日均线不足1%", nd).map((c) => c.ok)).toEqual([false]);
    expect(checkAverages("收盘价距60日均线不足7.5%", wl).map((c) => c.ok)).toEqual([true]);
  });
});
