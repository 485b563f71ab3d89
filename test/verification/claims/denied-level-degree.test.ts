import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * "没有明显的超买超卖": a degree word (明显的, 严重) between a denial and the level words still leaves them denied;
 * "落在30到70的中性带": 中性带 is RSI's neutral band as 中性区间 is. RSI(14) as of 2026-04-30: 比亚迪 (002594)
 * 52.43, 五粮液 (000858) 28.39, 宁德时代 (300750) 56.02.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("a level word denied with a degree word between", () => {
  it("says the indicator is outside the level", () => {
    expect(mark("002594", "RSI在52上下，短线没有明显的超买超卖。")).toBe("✅");
    expect(mark("000858", "RSI没有明显的超卖。")).toBe("❌");
    expect(mark("000858", "RSI约28，并未出现严重超卖。")).toBe("❌");
  });
});

describe("RSI's neutral band named 中性带", () => {
  it("is between 30 and 70", () => {
    expect(mark("300750", "RSI约56，落在30到70的中性带。")).toBe("✅");
    expect(mark("000858", "RSI落在30到70的中性带。")).toBe("❌");
  });
});
