import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { quarterBeforeIsBase } from "../../../src/verification/claims/periods";
import { sampleFacts } from "./sample-facts";

describe("a quarter compared with the quarter before it (环比 unsaid)", () => {
  it("is the quarter right before in the clause's own year, or Q4 of the year before for a first quarter", () => {
    expect(quarterBeforeIsBase("2025年三季度单季归母净利润较二季度增长", "q3s")).toBe(true);
    expect(quarterBeforeIsBase("2025年三季度单季归母净利润较2025年二季度增长", "q3s")).toBe(true);
    expect(quarterBeforeIsBase("2026年一季度归母净利润比2025年四季度下降", "q1")).toBe(true);
  });

  it("is not a quarter of another year", () => {
    expect(quarterBeforeIsBase("2025年三季度单季归母净利润较2024年二季度增长", "q3s")).toBe(false);
    expect(quarterBeforeIsBase("2026年一季度归母净利润比2024年四季度下降", "q1")).toBe(false);
  });

  it("leaves such a claim unverified rather than checked as 2025Q2→2025Q3", () => {
    const facts = sampleFacts("600519", "2025-12-31");
    const claim = "2025年三季度单季归母净利润较2024年二季度增长";
    const checks = checkAssertions(parseAssertions(claim, undefined, { asOf: "2025-12-31" }), facts);
    expect(checks.some((c) => c.ok === true && c.reason.includes("2025年第二季度→2025年第三季度"))).toBe(false);
  });
});
