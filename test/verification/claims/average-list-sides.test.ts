import { describe, expect, it } from "vitest";
import { checkAverages } from "../../../src/verification/claims/check-averages";
import { sampleFacts } from "./sample-facts";

/*
 * From src/sample/sample-data.json: 600028 on 2026-04-30 closes at 5.39, MA5 5.38, MA10 5.44, MA20 5.63, MA60 6.17,
 * MA120 6.04, MA250 5.85; on 2025-04-30 at 5.66 under MA120 6.08 and MA250 6.29. 601318 on 2026-04-30: close 59.37,
 * MA5 58.35, MA10 58.22, MA20 58.22, MA60 61.25, MA120 62.69, MA250 59.29.
 */
const sh = sampleFacts("600028", "2026-04-30").market!;
const shLate = sampleFacts("600028", "2025-04-30").market!;
const pa = sampleFacts("601318", "2026-04-30").market!;
const oks = (text: string, m = sh) => checkAverages(text, m).map((c) => c.ok);

describe("a list of averages as the subject over or under the close", () => {
  it("reads 层层/双双/则 before the side and 头顶 as above the close", () => {
    expect(oks("10日、20日、60日均线则层层压在头顶")).toEqual([true]);
    expect(oks("10日、20日均线仍在头顶")).toEqual([true]);
    expect(oks("5日、20日均线层层压在头顶")).toEqual([false]);
    expect(oks("120日线、250日线双双在5.66元的收盘价上方形成压制", shLate)).toEqual([true]);
    expect(oks("120日线、250日线双双在收盘价下方", shLate)).toEqual([false]);
  });

  it("reads 压着/压住 after the averages as 压制", () => {
    expect(oks("却仍被60日线和120日线压着", pa)).toEqual([true]);
    expect(oks("仍被5日线和60日线压住", pa)).toEqual([false]);
  });
});

describe("an average whose move past is denied, the mover left out", () => {
  it("250日均线也没收复 leaves the close below it; 没有跌破, above it", () => {
    expect(oks("250日均线也没收复")).toEqual([true]);
    expect(oks("5日均线始终没有跌破")).toEqual([true]);
    expect(oks("60日均线也没跌破")).toEqual([false]);
    expect(oks("5日均线也没收复")).toEqual([false]);
  });
});

describe("one average placed against a list of others", () => {
  it("checks the first against each average of the list (5日均线位于10日、20日均线上方)", () => {
    expect(oks("5日均线位于10日、20日均线上方", pa)).toEqual([true, true]);
    expect(oks("5日均线位于10日、60日均线上方", pa)).toEqual([true, false]);
    expect(oks("60日均线位于5日、10日均线上方", pa)).toEqual([true, true]);
    expect(oks("60日均线位于5日、10日均线下方", pa)).toEqual([false, false]);
  });
});

describe("the averages a span word or a list with 全部 names", () => {
  it("reads N日及以上均线 as every stored average from that span up", () => {
    expect(oks("60日及以上均线均在股价上方")).toEqual([true]);
    expect(oks("20日以上的均线都在股价上方")).toEqual([true]);
    expect(oks("5日及以上均线均在股价上方")).toEqual([false]);
  });

  it("reads 短均线 as the short averages up to MA20 and 长均线 as those from MA60", () => {
    expect(oks("收盘站在短均线上方", pa)).toEqual([true]);
    expect(oks("股价在长均线之上")).toEqual([false]);
    expect(oks("股价仍在长均线下方")).toEqual([true]);
  });

  it("reads 全部 between a list of averages and its side as every line listed", () => {
    expect(oks("收盘在10、20、60日均线全部下方")).toEqual([true]);
    expect(oks("收盘在5、10、20日均线全部下方")).toEqual([false]);
    expect(oks("股价处在5日、10日、20日均线的上方", pa)).toEqual([true]);
  });
});
