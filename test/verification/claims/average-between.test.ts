import { describe, expect, it } from "vitest";
import { checkAverageBetween } from "../../../src/verification/claims/average-between";
import { checkAverages } from "../../../src/verification/claims/check-averages";
import { sampleFacts } from "./sample-facts";

/* From src/sample/sample-data.json: 601318 on 2025-04-30 closes at 50.71; MA20 50.29, MA60 51.10, MA250 48.39. */
const pa = sampleFacts("601318", "2025-04-30").market!;
const oks = (text: string) => checkAverageBetween(text, pa).map((c) => c.ok);

describe("the close between two moving averages", () => {
  it("holds when the close is above the lower and below the higher, in either order written", () => {
    expect(oks("50.71元夹在年线48.39元与60日线51.10元之间")).toEqual([true]);
    expect(oks("股价在MA60与MA20之间")).toEqual([true]);
    expect(oks("股价介于MA60（约51.1元）和年线之间")).toEqual([true]);
    // MA20 50.29 and MA250 48.39 are both below the close.
    expect(oks("股价夹在年线与20日线之间")).toEqual([false]);
  });

  it("does not read an average placed between two others as the close", () => {
    expect(oks("MA20夹在MA60与年线之间")).toEqual([]);
    expect(oks("10日均线目前位于5日线和20日线之间")).toEqual([]);
    expect(oks("年线48.39元眼下仍处于20日线与60日线之间")).toEqual([]);
  });

  it("is read once among the averages' readings, with the values written beside them", () => {
    expect(checkAverages("50.71元夹在年线48.39元与60日线51.10元之间", pa).map((c) => c.ok)).toEqual([true, true, true]);
  });
});
