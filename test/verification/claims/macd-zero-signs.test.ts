import { describe, expect, it } from "vitest";
import { checkMacdLines } from "../../../src/verification/claims/check-macd-lines";
import { sampleFacts } from "./sample-facts";

// 600036 on 2026-04-30 (src/sample/sample-data.json): DIF -0.125, DEA 0.009.
const zs = sampleFacts("600036", "2026-04-30").market!;
const oks = (text: string) => checkMacdLines(text, zs).map((c) => c.ok);

describe("DIF's value written after the side of the zero axis it fell to", () => {
  it("reads 约-0.12 in DIF落到零轴下方约-0.12 as DIF's value, besides its side", () => {
    expect(oks("DIF落到零轴下方约-0.12")).toEqual([true, true]);
    expect(oks("DIF落到零轴下方约-0.40")).toEqual([false, true]);
  });
});

describe("a line's sign turned (转正, 翻负) is its side of the zero axis", () => {
  it("reads 转正/翻正 as above the axis and 转负 as below", () => {
    expect(oks("DIF已经转正")).toEqual([false]);
    expect(oks("DIF已经翻正")).toEqual([false]);
    expect(oks("DIF由正转负")).toEqual([true]);
    expect(oks("DEA已经转正")).toEqual([true]);
  });
});

describe("a line's sign stated (为负值, 转为负值, 仍为正) is its side of the zero axis", () => {
  it("reads the sign after the line it names", () => {
    expect(oks("DIF转为负值")).toEqual([true]);
    expect(oks("DIF仍为负")).toEqual([true]);
    expect(oks("DIF为正值")).toEqual([false]);
    expect(oks("DEA是正数")).toEqual([true]);
  });

  it("reads the value after a sign turned (DIF已翻负约-0.12)", () => {
    expect(oks("DIF已翻负约-0.12")).toEqual([true, true]);
    expect(oks("DIF已翻负约-0.40")).toEqual([false, true]);
  });

  it("leaves the bars' sign to the bars (MACD柱为负值 places no line)", () => {
    expect(oks("MACD柱为负值")).toEqual([]);
  });
});

describe("the two lines' difference (DIF与DEA之差为负) places neither line", () => {
  it("reads no side of the axis", () => {
    expect(oks("DIF与DEA之差为负")).toEqual([]);
  });
});
