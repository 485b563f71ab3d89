import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 比亚迪: 自由现金流 2024 +360.94亿元, 2025 −976.72亿元; 投资现金流 2021-2025 每年为负.
describe("连续N年为负: a sign said of a run of years holds only when every year of the run has it", () => {
  it("a run whose earlier year has the other sign fails", () => {
    expect(mark("002594", "自由现金流2025年约-977亿元，且已经连续两年为负。")).toBe("❌");
  });

  it("a run every year of which has the sign passes", () => {
    expect(mark("002594", "投资活动现金流2025年约-1975亿元，已经连续五年为负。")).toBe("✅");
    expect(mark("002594", "自由现金流2025年约-977亿元，由正转负。")).toBe("✅");
  });
});
