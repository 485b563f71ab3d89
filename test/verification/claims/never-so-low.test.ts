import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * A record said as never so low ("2021年以来还没这么低过") or a rank said as last over years ("五年中垫底") asserts
 * over a window: no check of the figure beside it reads that (asserted-words.ts), so it is 未能核验, never passed by
 * the figure. 中国平安 2025 商誉 381.30亿元; 五粮液 2019 ROE 25.26 %, the highest of 2015-2019.
 */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf)));

describe("never so low, last over years", () => {
  it("is not passed by the true figure beside it", () => {
    expect(mark("601318", "商誉降到381.30亿元，2021年以来还没这么低过。")).toBe("❔");
    expect(mark("000858", "2019年25.26%的ROE在2015-2019五年中垫底。", "2020-05-15")).toBe("❔");
  });

  it("a wrong figure beside it still fails; a record a check reads still passes", () => {
    expect(mark("601318", "商誉降到300亿元，2021年以来还没这么低过。")).toBe("❌");
    expect(mark("000858", "2019年25.26%的ROE在2015-2019五年中最高。", "2020-05-15")).toBe("✅");
  });
});
