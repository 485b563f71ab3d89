import { describe, expect, it } from "vitest";
import { checkAverages } from "../../../src/verification/claims/check-averages";
import { sampleFacts } from "./sample-facts";

/*
 * 000858 as of 2022-04-29: close 162.13; MA5 160.57, MA10 162.90, MA60 174.08, MA250 227.67.
 * 300750 as of 2024-08-30: close 184.34; MA20 176.52, MA60 181.19, MA120 188.32.
 */
const wl = sampleFacts("000858", "2022-04-29").market!;
const nd = sampleFacts("300750", "2024-08-30").market!;
const oks = (text: string, m = wl) => checkAverages(text, m).map((c) => c.ok);

describe("the close moved past an average, in the passive or with 站回", () => {
  it("reads a passive move with its adverbs and its mover", () => {
    expect(oks("5日均线刚刚被收盘价站上")).toEqual([true]);
    expect(oks("60日均线也已经被站上")).toEqual([false]);
    expect(oks("20日均线已被股价跌破", nd)).toEqual([false]);
  });

  it("reads 站回 as a move above", () => {
    expect(oks("股价站回20日线但仍在60日线下方", nd)).toEqual([false]);
    expect(oks("股价站回20日线但仍在120日线下方", nd)).toEqual([true]);
  });

  it("reads an average 压在上面 as the close below it, its value aside", () => {
    expect(oks("但60日线、年线还压在上面")).toEqual([true]);
    expect(oks("20日线176.52元压在上方", nd)).toEqual([false, true]);
  });
});

describe("averages listed in the order they stand", () => {
  // 000858 on 2022-04-29: MA5 160.57 < MA10 162.90 < MA60 174.08 < MA250 227.67.
  it("checks each neighbour pair top down or bottom up, as written", () => {
    expect(oks("5、10、60日均线自下而上依次排列")).toEqual([true]);
    expect(oks("MA5、MA10、MA60依次向下排列")).toEqual([false]);
    expect(oks("MA250、MA60、MA10自上而下排列")).toEqual([true]);
  });

  it("reads 依次向上排列 either way (bottom up or a rising fan): MA5 < MA10 < MA60 is one of them", () => {
    expect(oks("5日、10日、60日均线依次向上排列")).toEqual([true]);
    // An order word against the stack read: the listing is the fan's slope, read by the order word alone.
    expect(checkAverages("5、10、60日均线依次向下排列，空头排列", wl).map((c) => c.expected)).toEqual(["空头排列"]);
  });

  it("reads averages 全在下方 as the close above them all", () => {
    expect(oks("5、10日线全在下方")).toEqual([false]);
    expect(oks("MA5在上方")).toEqual([false]);
  });
});
