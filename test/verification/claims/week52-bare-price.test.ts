import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * A 52-week end written with a bare figure ("52周高点1620", week52-end-price.ts) is a price in 元, checked against
 * the 52-week high or low. As of 2026-04-30: 贵州茅台 52周最高价 1645.00元, 最低 1322.01元; 招商银行 最高 48.55元;
 * 中国石化 最高 8.11元.
 */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf)));

describe("a 52-week end with no 元", () => {
  it("the right figure passes, as it does with 元", () => {
    expect(mark("600036", "52周高点48.55")).toBe("✅");
    expect(mark("600028", "中石化52周高点8.11，现价5.39元。")).toBe("✅");
    expect(mark("600036", "距52周高点48.55回撤约21%")).toBe("✅");
  });

  it("a wrong figure fails, no longer 未能核验", () => {
    expect(mark("600519", "52周高点1620")).toBe("❌");
    expect(mark("600519", "52周最高价1700，目前回撤不小。")).toBe("❌");
    expect(mark("600519", "52周低点1300，52周高点1645")).toBe("❌");
  });

  it("another unit after the figure is left as written", () => {
    // Not read as the 52-week high's price: the ❌ is 30倍 set against today's TTM 市盈率 (about 21倍).
    expect(mark("600519", "52周最高市盈率30倍")).toBe("❌");
  });
});

describe("a bare figure after the end's name with a verb of reaching before it (week52-end-price.ts week52EndBare)", () => {
  it("is no end's price alone: setting or standing at the end is a claim about the close (未能核验)", () => {
    expect(mark("600519", "茅台股价刚刚刷新52周高点1645。")).toBe("❔");
    expect(mark("600519", "茅台今天创下52周高点1645。")).toBe("❔");
    expect(mark("600519", "茅台股价站上52周高点1645。")).toBe("❔");
  });

  it("the end's price written bare with no such verb is still checked", () => {
    expect(mark("600519", "茅台52周高点1645，现价1384.79元。")).toBe("✅");
    expect(mark("600519", "茅台52周高点1500，现价1384.79元。")).toBe("❌");
  });
});
