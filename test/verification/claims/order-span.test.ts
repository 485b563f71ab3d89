import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * A span word right before an order word names the averages in order (order-span.ts). 宁德时代 (300750) as of
 * 2026-04-30: MA5 437.69 < MA10 438.80 (so MA5-MA60 is no 多头排列), MA20 425.02 > MA60 391.63 > MA250 335.35;
 * 贵州茅台 (600519): MA20 1433.56 < MA60 1441.22 < MA250 1453.44.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("an order word after a span word", () => {
  it("reads 中期 on the medium and long averages the clause lists, not on MA5-MA60", () => {
    expect(mark("300750", "股价站在MA20、MA60和年线之上，收于436元，中期多头排列完好")).toBe("✅");
    expect(mark("600519", "股价跌破MA20、MA60和年线，中期空头排列")).toBe("✅");
    expect(mark("600519", "股价站在MA20、MA60和年线之上，中期多头排列完好")).toBe("❌");
  });

  it("reads 中期 with no list as MA20 over MA60, 短期 as the averages up to MA20", () => {
    expect(mark("300750", "收于436元，中期均线呈多头排列")).toBe("✅");
    expect(mark("600519", "中期多头排列")).toBe("❌");
    expect(mark("300750", "短期均线多头排列")).toBe("❌");
  });
});

describe("an adverb or a copula between the span word and the order word (中期均线仍是空头排列)", () => {
  it("keeps the span word the order's", () => {
    // 中国平安 (601318): MA5 58.35 > MA10 58.22 (no 空头 stack from MA5), MA20 58.22 < MA60 61.25 < MA120 62.69.
    expect(mark("601318", "中期均线仍是空头排列，MA60低于MA120。")).toBe("✅");
    expect(mark("300750", "中长期均线依然是多头排列。")).toBe("✅");
    expect(mark("600519", "中期均线仍是多头排列。")).toBe("❌");
  });

  it("leaves a bare 均线 with an adverb on the usual four averages", () => {
    expect(mark("601318", "均线仍是空头排列。")).toBe("❌");
  });
});
