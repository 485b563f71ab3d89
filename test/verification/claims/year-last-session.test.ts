import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * "2025年最后一个交易日" is that year's end: its close is the year-end close (market-spellings.ts), and a move
 * "从…算起" is measured from it to the last close, not to an earlier day. As of 2026-04-30: 中国平安 2025-12-31
 * 68.40, last 59.37 (−13.20 %); 比亚迪 97.72, last 102.98 (+5.38 %); 五粮液 105.94, last 97.08 (−8.36 %).
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("a year's last session", () => {
  // A price dated in brackets after it is that date's close (market-spellings.ts).
  it("is its year-end close, in brackets after the price or before it", () => {
    expect(mark("601318", "从68.4元（2025年最后一个交易日的收盘）跌到59.37元，平安今年已回吐约13%。")).toBe("✅");
    expect(mark("601318", "从72.4元（2025年最后一个交易日的收盘）跌到59.37元。")).toBe("❌");
    expect(mark("601318", "从68.4元（2025年末）跌到59.37元。")).toBe("✅");
    expect(mark("002594", "比亚迪2025年最后一个交易日收于97.72元。")).toBe("✅");
    expect(mark("600036", "2025年最后一个交易日招行收于99.72元。")).toBe("❌");
  });

  it("reads 收于 and 是 between the year-end close and its figure", () => {
    expect(mark("002594", "2025年末收于97.72元。")).toBe("✅");
    expect(mark("002594", "2025年末收于99.72元。")).toBe("❌");
    expect(mark("000858", "五粮液2025年最后一个交易日的收盘价是105.94元。")).toBe("✅");
  });

  it("is the base a move named after it (从…算起, 自…起) is sized from, up to the last close only", () => {
    expect(mark("002594", "从2025年最后一个交易日的97.72元算起，股价到4月30日涨了约5.4%。")).toBe("✅");
    expect(mark("002594", "从2025年最后一个交易日的97.72元算起，股价到4月30日涨了约15%。")).toBe("❌");
    expect(mark("000858", "自2025年末的105.94元起，五粮液已跌去约8.4%。")).toBe("✅");
    expect(mark("000858", "从2025年末的105.94元算起，五粮液已上涨约8.4%。")).toBe("❌");
    // A move to a day before the last bar is not the one held.
    expect(mark("300750", "从2024年末的266元算起，股价到3月31日涨了约30%。")).toBe("❔");
  });
});
