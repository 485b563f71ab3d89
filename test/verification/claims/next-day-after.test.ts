import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

// 贵州茅台 04-24 +2.78 %, 04-27 −3.79 % (as of 2026-04-30); 招商银行 09-02 +3.48 %, 09-03 −1.24 % (as of 2025-09-05);
// 宁德时代 10-29 +3.50 %, 10-30 −0.43 % (as of 2025-10-31).
describe("a day's move, then 后次日 and the next session's move in one clause (next-day-after.ts)", () => {
  it("reads each move off its own session", () => {
    expect(mark("600519", "4月24日单日涨2.8%后次日即跌3.8%。")).toBe("✅");
    expect(mark("600036", "9月2日涨3.5%之后第二天回落1.2%。", "2025-09-05")).toBe("✅");
    expect(mark("300750", "10月29日单日涨3.5%后次日小跌0.4%。", "2025-10-31")).toBe("✅");
  });

  it("fails a next session's move that is not the stored one", () => {
    expect(mark("600519", "4月24日单日涨2.8%后次日即涨3.8%。")).toBe("❌");
    expect(mark("600036", "9月2日涨3.5%后次日回落3.2%。", "2025-09-05")).toBe("❌");
    expect(mark("300750", "10月29日单日涨3.5%后次日又涨2.4%。", "2025-10-31")).toBe("❌");
  });
});
