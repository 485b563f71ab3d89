import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * Calendar bars as analysts list them: "3月涨17.5%、4月再涨8.5%" (each month its own bar), "4月份月度跌幅约2.7%"
 * (月度 names the month's move), "周线连跌两周" (the side before the count). 宁德时代 (300750) as of 2026-04-30:
 * March +17.45 %, April +8.54 %; 招商银行 (600036): April -2.67 %, the last two weekly closes each lower.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("months listed one after another", () => {
  it("checks each month's move on its own bar", () => {
    expect(mark("300750", "3月涨17.5%、4月再涨8.5%。")).toBe("✅");
    expect(mark("300750", "3月涨17.5%、4月再涨12%。")).toBe("❌");
    expect(mark("300750", "3月涨17.5%，4月又跌了3%。")).toBe("❌");
  });

  it("reads a month after a sized move's 后 as the next month's own bar", () => {
    expect(mark("300750", "3月大涨17.5%后4月再涨约8.5%。")).toBe("✅");
    expect(mark("300750", "3月大涨17.5%之后4月回吐约2%。")).toBe("❌");
    expect(mark("300750", "3月大涨17.5%后4月再涨约12%。")).toBe("❌");
  });
});

describe("a month's move named 月度", () => {
  it("is that month's bar", () => {
    expect(mark("600036", "4月份月度跌幅约2.7%。")).toBe("✅");
    expect(mark("600036", "4月月度跌幅约6%。")).toBe("❌");
    expect(mark("600036", "4月份月度涨幅约2.7%。")).toBe("❌");
  });
});

describe("a weekly run with its side before the count", () => {
  it("reads 周线连跌两周 as two weekly closes each lower", () => {
    expect(mark("600036", "周线连跌两周。")).toBe("✅");
    expect(mark("600036", "周线连涨两周。")).toBe("❌");
  });
});
