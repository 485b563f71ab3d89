import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("a holder taking the gain (兑现部分利润)", () => {
  it("is an action advised, not the company's profit", () => {
    // 600036 on 2025-04-30: +21.07 % over 250 sessions, MACD crossed down that day.
    const claim = "过去250个交易日上涨约21%，但4月30日MACD刚刚死叉，短线先兑现部分利润。";
    expect(mark("600036", claim, "2025-04-30")).toBe("✅");
    expect(mark("600036", "过去250个交易日上涨约21%，不妨锁定部分利润。", "2025-04-30")).toBe("✅");
    expect(mark("600036", "过去250个交易日上涨约31%，不妨锁定部分利润。", "2025-04-30")).toBe("❌");
  });
});
