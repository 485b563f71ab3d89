import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * Payback years (payback-years.ts): at unchanged profit a buyer earns today's price back in as many years as the PE.
 * Sample PEs of 2026-04-30: 600519 about 21倍, 600028 about 13倍, 601318 about 8倍, 300750 27.5倍 over 2025's profit.
 */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("payback years are the PE written in years", () => {
  it("reads the years after the payback and before it, in figures or numerals, with their bound", () => {
    expect(mark("600028", "中石化静态回本期约13年。")).toBe("✅");
    expect(mark("600028", "中石化静态回本期约20年。")).toBe("❌");
    expect(mark("600519", "茅台买入后要21年左右才能回本。")).toBe("✅");
    expect(mark("600519", "茅台十年就能回本。")).toBe("❌");
    expect(mark("300750", "按2025年利润算，宁德回本要27年多。")).toBe("✅");
    expect(mark("600028", "中石化回本要二十年以上。")).toBe("❌");
  });

  it("takes the premise of unchanged profit and the buy at today's price as the working, not a claim", () => {
    expect(mark("601318", "平安即使零增长，八年左右回本。")).toBe("✅");
    expect(mark("600519", "茅台利润不增长的话，按现价买入也要21年左右回本。")).toBe("✅");
    expect(mark("300750", "宁德现价买入，利润不变也只要15年回本。")).toBe("❌");
  });

  it("leaves years that are no payback, and a flat profit with no payback, to their own checks", () => {
    // 600028's profit fell 16.79 % in 2024: 零增长 alone is a claim about it.
    expect(mark("600028", "中石化2024年利润零增长。")).toBe("❌");
    expect(mark("600519", "茅台近十年利润翻了两倍。")).not.toBe("✅");
  });
});

describe("a holder's break-even or a payback through dividends is no PE", () => {
  it("leaves 套牢…才能回本 and 靠股息回本 alone", () => {
    expect(mark("601318", "套牢在70元以上的投资者恐怕要三年才能回本。")).not.toBe("❌");
    expect(mark("600036", "按现在的分红，光靠股息回本也要20年左右。")).not.toBe("❌");
  });
});
