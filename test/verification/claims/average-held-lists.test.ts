import { describe, expect, it } from "vitest";
import { checkAverages } from "../../../src/verification/claims/check-averages";
import { sampleFacts } from "./sample-facts";

/*
 * From src/sample/sample-data.json: 002594 on 2025-10-31 closes at 100.79 under MA5 103.33, MA10 103.72, MA20 105.54,
 * MA60 106.88; 300750 on 2025-10-31 at 388.77 over MA10 383.72, MA20 381.86, MA60 331.98, under MA5 391.94.
 */
const byd = sampleFacts("002594", "2025-10-31").market!;
const cl = sampleFacts("300750", "2025-10-31").market!;
const oks = (text: string, m = byd) => checkAverages(text, m).map((c) => c.ok);

describe("a list of averages all pressing from above (5/10/20/60日均线全部压制在上方)", () => {
  it("reads 全部/都/均 before 压制 as every average listed over the close", () => {
    expect(oks("5/10/20/60日均线全部压制在上方")).toEqual([true]);
    expect(oks("5、10、20日均线都压制在上方")).toEqual([true]);
  });

  it("fails the list when the close stands over some of it", () => {
    expect(oks("10/20/60日均线全部压制在上方", cl)).toEqual([false]);
  });
});

describe("averages the close holds (守住20日和60日均线)", () => {
  it("reads 守住 as the close staying over each average listed", () => {
    expect(oks("收盘388.77元守住20日和60日均线", cl)).toEqual([true]);
    expect(oks("收盘388.77元守住5日和10日均线", cl)).toEqual([false]);
  });

  it("reads a denied hold as the close under it", () => {
    expect(oks("股价没有守住20日均线")).toEqual([true]);
  });

  it("reads no side where the hold is asked about or set as a goal (能否守住, 需守住, 需站上)", () => {
    expect(oks("关键看能否守住20日均线", cl)).toEqual([]);
    expect(oks("股价需守住60日均线才有反弹机会")).toEqual([]);
    expect(oks("股价必须站上20日均线才能转强")).toEqual([]);
    expect(oks("股价已站上20日均线", cl)).toEqual([true]);
  });
});
