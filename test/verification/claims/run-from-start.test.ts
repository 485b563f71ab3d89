import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 招商银行 营业总收入 2022-2025: 3447.83, 3391.23, 3374.88, 3375.32亿元 (2025 +0.01 %).
describe("a run counted from a year after 自/从 is the years after it, not the years to now", () => {
  it("自2022年的峰值连降两年 is 2023 and 2024, both down", () => {
    expect(mark("600036", "营收自2022年的峰值连降两年。")).toBe("✅");
    expect(mark("600036", "营收自2022年的峰值连续两年下滑。")).toBe("✅");
  });

  it("a run longer than the years that fell fails (2025 rose)", () => {
    expect(mark("600036", "营收自2022年的峰值连降三年。")).toBe("❌");
  });
});
