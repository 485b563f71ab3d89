import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * 一年间/一年里 is the rolling year as 过去一年 is (market-words.ts WINDOW_WORDS): 250 sessions or 12 months.
 * 五粮液 (000858) as of 2020-05-15: close 145.22, 250 sessions before 95.96 (+51.33 %); as of 2026-04-30 close 97.08,
 * 250 sessions before 131.75 (-26.31 %).
 */
const mark = (asOf: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts("000858", asOf)));

describe("a price move over 一年间", () => {
  it("is over the rolling year", () => {
    expect(mark("2020-05-15", "一年间股价从96元涨到145元以上，涨幅约51%")).toBe("✅");
    expect(mark("2020-05-15", "一年间股价由不到96元升至145元以上，累计上涨约51%")).toBe("✅");
    expect(mark("2026-04-30", "一年里股价从131元左右跌到97元，跌幅约26%")).toBe("✅");
    expect(mark("2020-05-15", "一年间股价从96元涨到145元以上，涨幅约80%")).toBe("❌");
    expect(mark("2026-04-30", "一年间股价从131元左右跌到97元，跌幅约10%")).toBe("❌");
  });
});
