import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * src/sample/sample-data.json to 2026-04-30: 52-week high and low of 招商银行 48.55 / 37.31, of 中国石化 8.11 / 5.27,
 * of 贵州茅台 1645 / 1322.01; last closes 38.27, 5.39, 1384.79.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("the price of a 52-week end written next to it (week52-end-price.ts)", () => {
  it("reads a bare figure after the end named with its span as that end's price", () => {
    expect(mark("600036", "招行52周高点48.55，现在38块出头。")).toBe("✅");
    expect(mark("600036", "招行52周高点52.30，现在38块出头。")).toBe("❌");
    expect(mark("600028", "中石化一年内最低价5.27。")).toBe("✅");
    expect(mark("600028", "中石化一年内最低价4.80。")).toBe("❌");
  });

  it("reads an amount before 的 (附近的, 是) and the end as that end's price", () => {
    expect(mark("600519", "先以1322元附近的52周低点做防守。")).toBe("✅");
    expect(mark("600519", "先以1200元附近的52周低点做防守。")).toBe("❌");
    expect(mark("600028", "8.11元是52周高点，之后一路下行。")).toBe("✅");
    expect(mark("600028", "9.60元是52周高点，之后一路下行。")).toBe("❌");
  });

  it("leaves an end set anew (刷新, 创下) and another span's end to the other readings", () => {
    expect(mark("600028", "中石化刚刚刷新8.11元的52周高点。")).toBe("❔");
    expect(mark("600028", "8.11元的历史高点遥不可及。")).toBe("❔");
  });
});

describe("an amount the share price is said to be at, before a 52-week end (week52-end-price.ts PRICE_SAID_BEFORE)", () => {
  it("is the close's: a price's name or a verb of arriving before it is checked against the last close", () => {
    expect(mark("600519", "茅台现价1322元附近已是52周低点。")).toBe("❌");
    expect(mark("600519", "茅台股价已跌到1322元附近的52周低点。")).toBe("❌");
    expect(mark("600519", "茅台股价在1322元附近的52周低点。")).toBe("❌");
    expect(mark("600036", "招行股价已回落到37.31元附近的52周低点。")).toBe("❌");
  });

  it("passes when the close is the figure, and the end's price alone stays the end's", () => {
    expect(mark("600036", "招行股价已回落到38.27元附近。")).toBe("✅");
    expect(mark("600519", "茅台1322元附近的52周低点是一道防线。")).toBe("✅");
    expect(mark("600519", "茅台现价1384.79元，距1322元附近的52周低点不远。")).toBe("✅");
  });
});
