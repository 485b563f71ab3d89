import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * Where an average presses from above or holds from below, in 元, is its value: "MA60压在6.17元", "年线托在59.3元"
 * (check-averages.ts values). As of 2026-04-30: 中国石化 (600028) MA20 5.63, MA60 6.17, MA250 5.85; 宁德时代
 * (300750) MA20 425.02; 中国平安 (601318) MA60 61.25, MA250 59.29.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("an average's value after 压在/托在", () => {
  it("is checked as its value", () => {
    expect(mark("600028", "MA60压在6.17元，我建议不碰。")).toBe("✅");
    expect(mark("600028", "年线压在5.85元附近。")).toBe("✅");
    expect(mark("300750", "MA20托在425元附近。")).toBe("✅");
    expect(mark("600028", "MA20压在5.80元。")).toBe("❌");
    expect(mark("601318", "MA60压在63元附近。")).toBe("❌");
  });
});
