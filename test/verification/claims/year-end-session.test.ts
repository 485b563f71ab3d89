import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * "较去年最后一个交易日1377.18元仍微涨0.5%": the last session of last year is its year-end close, and a move from
 * that close is measured from it, not over the window the clause before names. 贵州茅台 (600519) as of 2026-04-30:
 * close 1384.79, 2025 year-end 1377.18 (+0.55 %), 250 sessions -11.57 %.
 */
const mark = (claim: string) =>
  markOf(
    checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts("600519", "2026-04-30")),
  );

describe("a move from last year's last session", () => {
  it("reads 去年最后一个交易日 as last year's close", () => {
    expect(mark("较去年最后一个交易日1377.18元仍微涨0.5%。")).toBe("✅");
    expect(mark("较去年最后一个交易日1377.18元下跌约3%。")).toBe("❌");
  });

  it("measures the move from the year-end after a clause naming a window", () => {
    expect(mark("250个交易日累计下跌约11.6%，但较去年最后一个交易日1377.18元仍微涨0.5%。")).toBe("✅");
    expect(mark("250个交易日累计下跌约11.6%，但较去年末1377.18元仍微涨0.5%。")).toBe("✅");
    expect(mark("250个交易日累计下跌约11.6%，但较去年末1377.18元上涨约6%。")).toBe("❌");
  });
});

describe("a move from last year's end with no price written (market-words.ts YTD_WORDS)", () => {
  it("reads 较去年末 with a small size word (微涨, 小涨, 略跌) as the year-to-date move", () => {
    expect(mark("收盘1384.79元，较去年末仍微涨0.5%。")).toBe("✅");
    expect(mark("茅台股价较去年末小涨0.5%。")).toBe("✅");
    expect(mark("茅台股价较去年末微跌0.5%。")).toBe("❌");
    expect(mark("较去年末仍小涨3%。")).toBe("❌");
  });
});
