import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("年内 is the year to date; 半年内, 两年内 are windows of their own length", () => {
  // 五粮液 年初至2026-04-30 -8.36%; over the last six months (from 2025-10-30) -18.06%.
  it("reads 年内 from the year's start and 半年内 over six months", () => {
    expect(mark("000858", "五粮液年内下跌8.4%。", "2026-04-30")).toBe("✅");
    expect(mark("000858", "五粮液半年内下跌8.4%。", "2026-04-30")).toBe("❌");
    expect(mark("000858", "五粮液半年内下跌约18%。", "2026-04-30")).toBe("✅");
    expect(mark("000858", "五粮液两年内下跌8.4%。", "2026-04-30")).toBe("❔");
  });
});

describe("a written year before 年内 is that year, not a window's length", () => {
  it("2026年内 is the year to date; 3年内 a window", () => {
    // 宁德时代 2026-04-30: +18.7 % since the 2025 close.
    expect(mark("300750", "宁德时代2026年内上涨约18.7%", "2026-04-30")).toBe("✅");
    expect(mark("000858", "五粮液3年内累计下跌超过30%", "2026-04-30")).toBe("❔");
  });
});
