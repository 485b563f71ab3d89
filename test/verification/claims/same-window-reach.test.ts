import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * As of 2026-04-30: 宁德时代 (300750) +7.47 % over 20 sessions, +28.46 % over 60, 60-day amplitude 37.4 %;
 * 招商银行 (600036) -3.89 % over 20 sessions, its 20-day average volume 110 % of the 20 before.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("期间 after a clause naming no window", () => {
  it("is the window of the last clause of its sentence that names one", () => {
    expect(mark("300750", "近60个交易日振幅约37%，多空分歧很大，期间股价涨了约28%。")).toBe("✅");
    expect(mark("300750", "近60个交易日振幅约37%，多空分歧很大，期间股价涨了约7.5%。")).toBe("❌");
  });

  it("is a move of the price when the size before it is the volume's", () => {
    expect(mark("600036", "近20个交易日均量放大约10%，资金回流，期间股价上涨约3.9%。")).toBe("❌");
  });

  it("keeps a peer's move after 同期 undecided, not failed", () => {
    expect(mark("600519", "近120个交易日茅台下跌约3.2%，震荡为主，同期五粮液跌约25%。")).not.toBe("❌");
  });
});
