import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * 创52周新高 said of now is read on closes, as 创52周新低 is (week52-new-high.ts). 五粮液 (000858): on 2020-05-14 it
 * closed at 146.30, the year's highest close; on 2020-05-15 it touched its 52-week high 147.99 intraday but closed at
 * 145.22.
 */
const mark = (asOf: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts("000858", asOf)));

describe("a 52-week high said of now", () => {
  it("is the last close at or above every close of the year", () => {
    expect(mark("2020-05-14", "股价已创出52周新高")).toBe("✅");
    expect(mark("2020-05-14", "收于146.3元，创出一年新高")).toBe("✅");
    expect(mark("2020-05-15", "股价已创出52周新高")).toBe("❌");
  });

  it("reads the close named as setting the high on closes, whatever day is written", () => {
    expect(mark("2020-05-15", "5月15日收盘再创52周新高，上攻趋势延续")).toBe("❌");
    expect(mark("2020-05-15", "5月15日收盘已创出52周新高")).toBe("❌");
    expect(mark("2020-05-14", "5月14日收盘再创52周新高")).toBe("✅");
    expect(mark("2020-05-14", "收盘价再创52周新高")).toBe("✅");
    expect(mark("2020-05-15", "5月15日盘中再创52周新高，收盘回落")).toBe("✅");
  });

  it("keeps an intraday or recent high to the high set within the last sessions", () => {
    expect(mark("2020-05-15", "股价本周盘中创出52周新高")).toBe("✅");
    expect(mark("2020-05-15", "股价近期创出52周新高后小幅回落")).toBe("✅");
  });
});

/** 五粮液's bars start on 2019-01-02: on 2019-06-28 (close 117.95, the highest of the bars held) no year is held. */
describe("a 52-week high said with under a year of bars", () => {
  it("is undecided: the highest close of half a year is no 52-week high", () => {
    expect(mark("2019-06-28", "股价117.95元，已创52周新高。")).toBe("❔");
    expect(mark("2019-06-28", "股价创一年新高。")).toBe("❔");
  });
  it("counter-case: with a year of bars it is judged", () => {
    expect(mark("2020-05-14", "五粮液收盘创52周新高。")).toBe("✅");
  });
});
