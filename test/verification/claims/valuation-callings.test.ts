import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/** "估值谈不上便宜", "估值算不上贵", "估值压力不大": a calling denied reads the band of the word it denies. */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a valuation called neither cheap nor dear", () => {
  it("谈不上便宜 is above the cheap band (PE ≥ 15 or PB ≥ 1)", () => {
    // 宁德时代 PE(TTM) 25.17倍, 招商银行 6.71倍 on 2026-04-30.
    expect(mark("300750", "宁德时代市盈率约27倍，估值谈不上便宜。")).toBe("✅");
    expect(mark("600036", "招行市盈率约6.7倍，估值谈不上便宜。")).toBe("❌");
  });

  it("算不上贵 and 估值压力不大 are below the dear band (PE < 40 or PB < 5)", () => {
    expect(mark("300750", "宁德时代市盈率约27倍，估值算不上贵。")).toBe("✅");
    expect(mark("600519", "按4月30日收盘价计，对应2025年归母净利润的市盈率约21倍，估值压力不大。")).toBe("✅");
    // 贵州茅台 PB 7.99倍 on the 2025-07-04 snapshot: above the dear band.
    expect(mark("600519", "茅台市净率7.99倍，估值谈不上高。", "2025-07-10")).toBe("❌");
  });
});
