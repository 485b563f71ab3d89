import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { inheritedBase } from "../../../src/verification/claims/period-bases";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 招商银行 营业总收入: 2022 3447.83, 2023 3391.23, 2024 3374.88, 2025 3375.32亿元.
describe("a year named after a run said from the base moves from the year before it", () => {
  it("the base a run used up is not taken by a later year of its own; a clause naming no year still takes it", () => {
    const sentence = { years: [2022], leadBase: true, baseYear: 2022, baseRun: true };
    expect(inheritedBase([2025], sentence, false, "")).toBeNull();
    expect(inheritedBase([], sentence, false, "")).toBe(2022);
    expect(inheritedBase([2025], { ...sentence, baseRun: false }, false, "")).toBe(2022);
  });

  it("微增 after 自2022年的峰值连降两年 sizes 2024→2025 (+0.01 %), not 2022→2025 (−2.1 %)", () => {
    expect(mark("600036", "营收自2022年3447.83亿元的峰值连降两年，2025年才微增到3375.32亿元")).toBe("✅");
    expect(mark("600036", "营收自2022年3447.83亿元的峰值连降两年，2025年大幅增长到3375.32亿元")).toBe("❌");
  });
});
