import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 五粮液: close 2025-07-04 120.39, 2019-12-31 133.01, 2026-04-30 97.08 (−19.36 % and −27.01 % from them).
describe("a move from a close the sentence named before it", () => {
  it("reads 此后 as the move since the day named before, not that day's own move", () => {
    const claim = (x: string) => `2025年7月4日快照总市值约4673亿元、PB约3.15倍，此后股价又${x}。`;
    expect(mark("000858", claim("下跌约19%"))).toBe("✅");
    expect(mark("000858", claim("上涨约19%"))).toBe("❌");
    expect(mark("000858", claim("下跌约29%"))).toBe("❌");
  });

  it("reads a bare sized move after a year-end close the price is placed against as the move from it", () => {
    expect(mark("000858", "收盘97.08元已低于2019年末的133.01元，跌去约27%。")).toBe("✅");
    expect(mark("000858", "收盘97.08元已低于2019年末的133.01元，跌去约37%。")).toBe("❌");
  });
});
