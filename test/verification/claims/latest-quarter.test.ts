import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/*
 * 宁德时代 营业总收入 单季 2025: Q2 941.82亿, Q3 1041.86亿 (+10.6 % 环比), Q4 1406.30亿 (+35.0 % 环比); 归母净利润 Q2
 * 165.23亿 → Q3 185.49亿.
 */
describe("a bare 单季 is the latest single quarter public by the date (latest-quarter.ts)", () => {
  it("on 2025-10-31 it is the third quarter: its 环比 is against the second", () => {
    expect(mark("300750", "单季营收环比增长约10.6%，三季度净利润也比二季度多出约20亿元", "2025-10-31")).toBe("✅");
    expect(mark("300750", "单季营收环比增长约16%，三季度净利润也比二季度多出约20亿元", "2025-10-31")).toBe("❌");
    expect(mark("300750", "单季营收环比下降约10.6%", "2025-10-31")).toBe("❌");
  });

  it("after the annual report and before the first quarter's it is the fourth", () => {
    expect(mark("300750", "单季营收环比增长约35%", "2026-04-10")).toBe("✅");
    expect(mark("300750", "单季营收1406.30亿元", "2026-04-10")).toBe("✅");
    expect(mark("300750", "单季营收环比增长约10.6%", "2026-04-10")).toBe("❌");
  });
});
