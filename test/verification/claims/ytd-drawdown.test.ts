import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * A distance from the year's high is from the highest close since the year began (ytd-drawdown.ts), not the year's
 * move nor the 52-week high. 五粮液 (000858) on 2026-04-30: closed at 97.08, the year's highest close 110.77 on
 * 2026-01-29 (-12.36%), the year's move -8.36%, the 52-week high 137.18 (-29.23%). 中国平安 (601318): the year's
 * highest close 74.32 on 2026-01-06, now -20.12%.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("a distance from the year's high", () => {
  it("is the last close against the year's highest close", () => {
    expect(mark("000858", "年内从收盘高点回撤约12%")).toBe("✅");
    expect(mark("000858", "现价较年内收盘高点回撤约12%")).toBe("✅");
    expect(mark("000858", "年初以来从高点回撤约12%")).toBe("✅");
    expect(mark("601318", "今年以来从高点回落已超过两成")).toBe("✅");
  });

  it("fails a size the distance does not have, nor reads it as the year's move", () => {
    expect(mark("000858", "年内从收盘高点回撤约8.4%")).toBe("❌");
    expect(mark("601318", "年内从高点回落不到一成")).toBe("❌");
  });

  it("is the distance after a clause naming the year's high with no day", () => {
    expect(mark("000858", "年内最高收盘110.77元，现价已回撤约12%")).toBe("✅");
    expect(mark("000858", "五粮液年内最高收盘110.77元，距今回撤还不到一成")).toBe("❌");
  });
});

describe("a drawdown said of the close", () => {
  it("is from the highest close, never the intraday high (贵州茅台 2026: 1555.00 close, 1568.00 high; now −10.95 %)", () => {
    const mark = (claim: string) =>
      markOf(
        checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts("600519", "2026-04-30")),
      );
    expect(mark("贵州茅台今年以来从收盘高点回撤约12%。")).toBe("❌");
    expect(mark("贵州茅台今年以来从收盘高点回撤约11%。")).toBe("✅");
  });
});

describe("the day the year's high fell on, written before it", () => {
  // 宁德时代 2026-04-30: the year's highest close 453.98 on 2026-04-16, the close 436 −3.96 % from it.
  const mark = (claim: string) =>
    markOf(
      checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts("300750", "2026-04-30")),
    );
  it("reads the distance and holds the day to the high's", () => {
    expect(mark("距4月16日的年内最高收盘453.98元回撤约4%。")).toBe("✅");
    expect(mark("距4月6日的年内最高收盘453.98元回撤约4%。")).toBe("❌");
    expect(mark("距4月16日的年内最高收盘453.98元回撤约9%。")).toBe("❌");
  });
});
