import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * MACD crosses (src/sample/sample-data.json) as of 2026-04-30: 招商银行 金叉 04-01, 死叉 04-07, 金叉 04-16, 死叉 04-27
 * (the latest); 五粮液's latest, 死叉 04-20, lies before the last five sessions.
 */
const mark = (claim: string, ticker = "600036") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("a cross dated to a day is checked on that day, not as the latest cross", () => {
  it("holds for an earlier cross on its day", () => {
    expect(mark("4月16日MACD金叉，但4月27日又死叉。")).toBe("✅");
    expect(mark("MACD于4月27日形成死叉。")).toBe("✅");
  });

  it("fails on a day with no such cross, and an undated cross is still the latest one", () => {
    expect(mark("MACD于4月24日形成死叉。")).toBe("❌");
    expect(mark("MACD刚刚金叉。")).toBe("❌");
  });
});

describe("a cross dated to a window of the last sessions (近5个交易日MACD出现死叉)", () => {
  it("holds when a cross of the kind falls on one of them", () => {
    expect(mark("近5个交易日MACD出现死叉。")).toBe("✅");
    expect(mark("近一周内MACD死叉。")).toBe("✅");
  });

  it("fails when none does, however recent the last cross of the kind", () => {
    expect(mark("近5个交易日MACD出现金叉。")).toBe("❌");
    expect(mark("近5个交易日MACD出现死叉。", "000858")).toBe("❌");
  });
});
