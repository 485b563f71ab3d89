import { describe, expect, it } from "vitest";
import { checkMarketClause } from "../../../src/verification/claims/check-market";
import { sampleFacts } from "./sample-facts";

/*
 * By hand from src/sample/sample-data.json's bars: 600519 04-23 O 1408 H 1419.7 L 1405.1 C 1419; 04-24 O 1413.1
 * C 1458.49 (body +3.21 %); 04-27 O 1420 C 1403.2 (body −1.18 %); 04-28 O 1402 C 1405 (+0.21 %). 000858 04-28
 * O 100.08 H 100.29 L 99.9 C 100.2; 04-29 O 97.88 C 98.34 (+0.47 %).
 */
const mt = sampleFacts("600519", "2026-04-30");
const wl = sampleFacts("000858", "2026-04-30");
const marks = (text: string, facts = mt) => checkMarketClause(text, facts).map((c) => c.ok);

describe("a named session's candle and open", () => {
  it("reads 阳线 / 阴线 from the close against the open, a long one from the size of its body", () => {
    expect(marks("4月24日放量长阳")).toEqual([true, true]);
    expect(marks("4月27日收出阴线")).toEqual([true]);
    expect(marks("4月27日收阳")).toEqual([false]);
    // A body of the right side but under 2 % is not called long or short: undecided.
    expect(marks("4月27日大阴线")).toEqual([null]);
    expect(marks("4月28日十字星")).toEqual([true]);
  });

  it("reads 低开 against the close before, 跳空 against the range before", () => {
    expect(marks("4月29日跳空低开", wl)).toEqual([true]);
    expect(marks("4月29日高开", wl)).toEqual([false]);
    expect(marks("4月27日低开")).toEqual([true]);
    expect(marks("4月27日跳空低开")).toEqual([null]);
  });
});
