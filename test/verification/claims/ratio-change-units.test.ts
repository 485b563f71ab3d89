import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 比亚迪 销售毛利率 2024 19.44 % → 2025 17.74 %: 1.69 points lower, 8.7 % lower relative to 2024's level.
describe("a ratio's change: % is the relative change, points the difference", () => {
  it("a change in points is the difference of the two levels", () => {
    expect(mark("002594", "2025年毛利率约17.7%，同比下降约1.7个百分点。", "2026-06-13")).toBe("✅");
  });
  it("a change in % is the change relative to the earlier level", () => {
    expect(mark("002594", "2025年毛利率约17.7%，同比下降约8.7%。", "2026-06-13")).toBe("✅");
  });
  it("the difference written in % is not the relative change, so it fails", () => {
    expect(mark("002594", "2025年毛利率约17.7%，同比下降约1.7%。", "2026-06-13")).toBe("❌");
  });
});
