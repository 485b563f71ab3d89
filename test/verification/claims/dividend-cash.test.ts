import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/** The cash-flow line 分配股利、利润或偿付利息支付的现金, named as 付现 (a level of cash, never a dividend filing). */
describe("dividends paid in cash", () => {
  it("股利及利息付现 is the line (比亚迪 paid 141.25亿 in 2025, up 40.5 %)", () => {
    expect(mark("002594", "2025年分配股利及利息付现141.25亿元，同比增约40%，股东回报在提升。")).toBe("✅");
    expect(mark("002594", "2025年分配股利及利息付现141.25亿元，同比降约40%。")).toBe("❌");
  });

  it("分红付现 compared with is a level, not an announced dividend (茅台 paid 672.42亿 in 2025)", () => {
    expect(mark("600519", "经营现金流615.22亿元，同比少了三分之一左右，已低于当年分红付现的672.42亿元。")).toBe("✅");
  });

  // A clause opening with 已高于 compares the clause before's subject (ratio-names.ts carriedLeft) with the 分红付现
  // named after the verb, though 分红 alone is a subject the data does not hold.
  it("a cash flow said to exceed the dividends paid, when it is below them, fails", () => {
    expect(mark("600519", "经营现金流615.22亿元，已高于当年分红付现的672.42亿元。")).toBe("❌");
    expect(mark("600519", "经营现金流615.22亿元，已低于当年分红付现的672.42亿元。")).toBe("✅");
  });
});
