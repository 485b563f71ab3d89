import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { WEEK52_QUANTILE } from "../../../src/verification/claims/check-week52";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/* On 2026-04-30 (src/sample/sample-data.json): 600036 closed 38.27 in a 52-week range 37.31-48.55 (8.5 %); 600028
 * closed 5.39 in 5.27-8.11 (4.2 %); 300750 closed 436.00 in 231.20-460.00 (89.5 %). */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("a 52-week quantile named without 区间 (52周分位8.5%, 位置分位不足5%)", () => {
  it("is the close's share of its 52-week range", () => {
    expect(mark("600036", "【诊股】招商银行｜PB 0.88｜52周分位8.5%｜MACD死叉")).toBe("✅");
    expect(mark("600028", "5.39元距52周低点5.27元仅约2%，位置分位不足5%，下方空间有限但趋势偏弱。")).toBe("✅");
    expect(mark("300750", "宁王52周分位接近90%。")).toBe("✅");
    expect(mark("600036", "52周分位38.5%。")).toBe("❌");
    expect(mark("600028", "位置分位不足3%。")).toBe("❌");
  });

  it("is not a valuation's quantile", () => {
    expect(WEEK52_QUANTILE.test("PE分位仅8%")).toBe(false);
    expect(WEEK52_QUANTILE.test("估值分位不足5%")).toBe(false);
    expect(WEEK52_QUANTILE.test("一年价格分位约36%")).toBe(true);
  });
});
