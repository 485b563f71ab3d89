import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * 超越 compares as 超过 does (comparison-words.ts): "已经超越2021年11804亿元的前高" is checked, not passed by the two
 * true figures beside it. 中国平安 营业总收入 2025 10505.06亿元, 2021 11804亿元 (rounded), 2024 10289亿元 (rounded).
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("超越 as a comparison word", () => {
  it("a level said to surpass a higher one fails; one said to surpass a lower one passes", () => {
    expect(mark("601318", "平安2025年营收10505亿元，已经超越2021年11804亿元的前高。")).toBe("❌");
    expect(mark("601318", "平安2025年营收10505亿元，已经超过2021年的11804亿元。")).toBe("❌");
    expect(mark("601318", "平安2025年营收10505亿元，超越了2023年的9138亿元。")).toBe("✅");
  });
});
