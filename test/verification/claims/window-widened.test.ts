import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { windowPhrase } from "../../../src/verification/claims/check-market";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * "拉长到250日跌幅约26%": a window widened (拉长到, 放宽到) is the clause's own, not the end of a span of days
 * ("4月17日到21日") nor the window the clause before names. 五粮液 (000858) as of 2026-04-30: 120 sessions -18.41 %,
 * 250 sessions -26.31 %; 招商银行 (600036): 20 sessions -3.89 %, 250 sessions -10.5 %.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("a window widened after 到", () => {
  it("is a window of its own, unlike the end of a span of days", () => {
    expect(windowPhrase("拉长到250日跌幅约26%")).toBe("250日");
    expect(windowPhrase("4月17日到21日")).toBeNull();
  });

  it("checks the second move over the wider window", () => {
    expect(mark("000858", "120个交易日累计跌18.41%，拉长到250日跌幅约26%。")).toBe("✅");
    expect(mark("600036", "近20个交易日跌3.9%，拉长到250日累计跌约10.5%。")).toBe("✅");
    expect(mark("000858", "120个交易日累计跌18.41%，拉长到250日跌幅约12%。")).toBe("❌");
  });
});
