import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { withDoubledYear } from "../../../src/verification/claims/doubled-year";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/* On 2026-04-30 (src/sample/sample-data.json): 300750 +88.34 % since 2025-04-30, +93.38 % over 250 sessions; 600519
 * −10.49 % since 2025-04-30. */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("a year alone before 翻倍, said of the price, a holder or the company", () => {
  it("is the rolling year to the last close, the doubling approached from below", () => {
    expect(mark("300750", "激进观点：一年股价近乎翻倍（+93%），趋势就是最好的基本面。")).toBe("✅");
    expect(mark("300750", "雪球帖：持有一年翻倍了差一点，250个交易日涨了93%，舍不得卖。")).toBe("✅");
    expect(mark("300750", "雪球：宁王一年差不多翻倍，从225涨到436，现在追是不是晚了？")).toBe("✅");
    expect(mark("600519", "茅台一年差不多翻倍。")).toBe("❌");
    // A flat 翻倍 of a +88 % year is left unread, not passed on the band of 翻倍.
    expect(mark("300750", "宁德一年翻倍了，从225涨到436，还追吗？")).not.toBe("✅");
  });

  it("is left to a metric the clause names", () => {
    expect(withDoubledYear("归母净利润一年几乎翻倍")).toBe("归母净利润一年几乎翻倍");
    expect(withDoubledYear("一年几乎翻倍")).toBe("一年几乎翻倍");
    expect(withDoubledYear("股价一年近乎翻倍")).toBe("股价近一年近乎翻倍");
  });
});
