import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/*
 * On 2026-04-30, each close against the one before: 贵州茅台 (600519) 5 up and 5 down over the last 10 sessions
 * (2026-04-17 to 04-30), 2 up and 3 down over the last 5; 招商银行 (600036) 3 up, 5 down, 2 flat over the last 10.
 */
describe("up and down days counted over a window", () => {
  it("checks each count the clause states against the sessions' closes", () => {
    expect(mark("600519", "近10个交易日5涨5跌，多空拉锯。")).toBe("✅");
    expect(mark("600519", "近5日2涨3跌。")).toBe("✅");
    expect(mark("600519", "近10个交易日6涨4跌。")).toBe("❌");
    // A flat session is neither: 3 up and 7 down is not 3 up, 5 down and 2 flat.
    expect(mark("600036", "过去10天3涨7跌。")).toBe("❌");
    expect(mark("600036", "近10个交易日3涨5跌2平。")).toBe("✅");
    // Counter-case: limit-up days (2涨停) are no count of up days.
    expect(mark("600519", "近20个交易日2涨停、1跌停。")).not.toBe("❌");
  });

  it("does not read the counts' 涨/跌 as the window's move", () => {
    // Counter-case: a move over the window is still the window's, which the counts do not pass.
    expect(mark("600519", "近10个交易日5涨5跌，累计上涨约5%。")).not.toBe("✅");
    expect(mark("600519", "近20个交易日10涨10跌，累计上涨约5%。")).toBe("❌");
  });
});
