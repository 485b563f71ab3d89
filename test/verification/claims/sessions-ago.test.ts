import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * A price written as the close a window ago is the base of the move over that window (sessions-ago.ts), not the last
 * close. 中国平安 (601318) as of 2026-04-30: close 59.37, 60 sessions before (2026-01-27) 65.31, -9.10 %;
 * 宁德时代 (300750): close 436, 60 sessions before (2026-01-27) 339.4 (+28.46 %), 20 before 405.71 (+7.47 %).
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("the close a window ago, written as a move's base", () => {
  it("is the close the window starts from", () => {
    expect(mark("601318", "股价较60日前的65.31元还低约9%")).toBe("✅");
    expect(mark("300750", "股价较60个交易日前的339.4元上涨约28%")).toBe("✅");
    expect(mark("300750", "股价比20个交易日前的405.71元高出约7%")).toBe("✅");
    expect(mark("300750", "股价较60个交易日前的349.4元上涨约28%")).toBe("❌");
  });

  it("reads 高/低 with a size after such a base as the way the price moved since", () => {
    expect(mark("601318", "股价较60日前的65.31元还高约9%")).toBe("❌");
    expect(mark("300750", "股价比20个交易日前的405.71元低了约7%")).toBe("❌");
  });
});
