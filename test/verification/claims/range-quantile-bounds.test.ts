import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * From src/sample/sample-data.json on 2026-04-30: 600519 closes 1384.79 in a 52-week range 1322.01-1645.00 (19.4 %
 * of it); 601318 closes 59.37 in 50.55-74.88 (36.3 %).
 */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf)));

describe("a bound written after a quantile of the 52-week range (20%分位以内)", () => {
  it("is a bound, not the place itself", () => {
    expect(mark("600519", "收盘仍在52周区间20%分位以内，倾向分批而非追涨。")).toBe("✅");
    expect(mark("600519", "茅台股价处于52周区间的20%分位以下。")).toBe("✅");
    expect(mark("601318", "平安股价位于52周区间40%分位以内。")).toBe("✅");
  });

  it("fails a bound the place is beyond", () => {
    expect(mark("601318", "平安股价位于52周区间30%分位以内。")).toBe("❌");
    expect(mark("601318", "平安股价位于52周区间40%分位以上。")).toBe("❌");
  });
});
