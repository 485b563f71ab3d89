import { describe, expect, it } from "vitest";
import { checkAverages } from "../../../src/verification/claims/check-averages";
import { sampleFacts } from "./sample-facts";

/*
 * From src/sample/sample-data.json: 601318 on 2025-09-05 closes at 57.90, MA5 58.07, MA10 58.93, MA20 59.07, MA60
 * 57.73; 000858 on 2026-04-30: MA5 99.42 < MA10 100.33 < MA20 101.81 < MA60 103.32 < MA120 107.86 < MA250 116.47.
 */
const pa = sampleFacts("601318", "2025-09-05").market!;
const wl = sampleFacts("000858", "2026-04-30").market!;
const oks = (text: string, m = pa) => checkAverages(text, m).map((c) => c.ok);

describe("a list of averages moved through at once", () => {
  it("reads 全线/悉数 between the list and its move (5、10、20日线全线失守)", () => {
    expect(oks("5、10、20日线全线失守")).toEqual([true]);
    expect(oks("MA5、MA10、MA20悉数失守")).toEqual([true]);
    expect(oks("5、10、20日线全线站上")).toEqual([false]);
    // MA60 57.73 is below the close: not lost.
    expect(oks("5、10、60日线全线失守")).toEqual([false]);
  });
});

describe("a range of averages written with 至 (5日至250日均线)", () => {
  it("takes every stored average from the first span to the last", () => {
    const order = checkAverages("5日至250日均线全线空头排列", wl);
    expect(order.map((c) => c.ok)).toEqual([true]);
    expect(order[0]!.found).toContain("MA250");
    expect(oks("5日至250日均线全线多头排列", wl)).toEqual([false]);
    expect(oks("股价跌破5日至60日均线", wl)).toEqual([true]);
    expect(oks("股价站上5日到20日均线", wl)).toEqual([false]);
  });

  it("does not read a date range as averages (4月5日至20日均线)", () => {
    expect(checkAverages("4月5日至20日均线走平", wl).every((c) => !c.found?.includes("MA5"))).toBe(true);
  });
});

/*
 * 300750 on 2026-04-30: MA5 437.69 < MA10 438.80, but MA20 425.02 > MA60 391.63 > MA120 383.22 > MA250 335.35;
 * 600036 on 2026-04-30: MA5 39.03 < MA10 39.39 < MA20 39.40 (MA60 39.25 breaks the four-line order).
 */
const nd = sampleFacts("300750", "2026-04-30").market!;
const zs = sampleFacts("600036", "2026-04-30").market!;

describe("the order word of a list of averages named before it", () => {
  it("reads 保持/维持/继续/处于 between the list and its order word", () => {
    expect(oks("MA20、MA60、MA120、MA250保持多头排列", nd)).toEqual([true]);
    expect(oks("MA20、MA60、MA120仍维持多头排列格局", nd)).toEqual([true]);
    expect(oks("MA20、MA60、MA120、MA250继续处于空头排列", nd)).toEqual([false]);
  });

  it("keeps a list whose averages carry their values (MA5 39.03、MA10 39.39、MA20 39.40呈空头排列)", () => {
    const order = checkAverages("MA5 39.03、MA10 39.39、MA20 39.40呈空头排列", zs).filter((c) => /排列/.test(c.reason));
    expect(order.map((c) => c.ok)).toEqual([true]);
    expect(order[0]!.found).not.toContain("MA60");
  });

  it("reads a list described before its order word in the same clause (依次抬高呈空头排列)", () => {
    expect(oks("MA5、MA10、MA20自下而上依次抬高呈空头排列", zs)).toEqual([true]);
    expect(oks("MA5、MA10、MA20自下而上依次抬高呈多头排列", zs)).toEqual([false]);
  });
});
