import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { priceMultiple } from "../../../src/verification/claims/price-multiples";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * A price rise sized in multiples (price-multiples.ts). 宁德时代 (300750) as of 2026-04-30: +88 % over the year,
 * +167 % since the 2023 year-end close 163.26; 贵州茅台 (600519): −12 % over the year.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("a price rise sized in multiples", () => {
  it("holds at +N·100 %, hedged as written", () => {
    expect(mark("300750", "股价2023年末以来涨了1.7倍")).toBe("✅");
    expect(mark("300750", "股价一年涨了近一倍")).toBe("✅");
    expect(priceMultiple("涨了三倍多", 310)?.fits).toBe(true);
  });

  it("is undecided where only ×N fits or the move lies between the two readings, failed outside both", () => {
    expect(mark("300750", "股价一年涨幅接近两倍，动量极强")).toBe("❔");
    expect(mark("300750", "股价2023年末以来涨了近两倍")).toBe("❔");
    expect(mark("300750", "股价一年涨了两倍多")).toBe("❌");
    expect(priceMultiple("涨幅约三倍", 120)?.fits).toBe(false);
  });
});
