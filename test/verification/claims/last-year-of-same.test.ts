import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { resolveRelativeYears } from "../../../src/verification/claims/period-relative";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("去年这一… after the measure's year", () => {
  it("is the year before the one the sentence gave the measure, when that is the calendar's last", () => {
    expect(resolveRelativeYears("2025年仅约0.75倍,去年这一比例还在1倍以上", "2026-04-30")).toBe(
      "2025年仅约0.75倍,2024年这一比例还在1倍以上",
    );
    // No year named: the measure's year is the last annual report's (2025 on 2026-04-30).
    expect(resolveRelativeYears("ROE 13.44%,去年这一比例还有14.49%", "2026-04-30")).toBe(
      "ROE 13.44%,2024年这一比例还有14.49%",
    );
    // Without 这一 (or against an older year) 去年 stays the calendar's.
    expect(resolveRelativeYears("2025年ROE 13.44%,去年ROE 13.44%", "2026-04-30")).toBe(
      "2025年ROE 13.44%,2025年ROE 13.44%",
    );
    expect(resolveRelativeYears("2023年ROE 16.22%,去年这一比例为14.49%", "2026-04-30")).toBe(
      "2023年ROE 16.22%,2025年这一比例为14.49%",
    );
  });

  // 贵州茅台 经营现金流/归母净利润 2025 0.75倍, 2024 1.07倍; 招商银行 ROE 2025 13.44%, 2024 14.49%.
  it("reads the figure at that year", () => {
    expect(mark("600519", "经营现金流/归母净利润2025年仅约0.75倍，去年这一比例还在1倍以上。")).toBe("✅");
    expect(mark("600036", "ROE 13.44%，去年这一比例还有14.49%。")).toBe("✅");
  });

  it("a figure not that year's is not confirmed", () => {
    expect(mark("600519", "经营现金流/归母净利润2025年仅约0.75倍，去年这一比例还在1.5倍以上。")).not.toBe("✅");
    expect(mark("600036", "ROE 13.44%，去年这一比例还有15.49%。")).not.toBe("✅");
  });
});

describe("去年这一… with no year named", () => {
  it("keeps the calendar's 去年: the measure may be this year's half", () => {
    expect(mark("600036", "上半年归母净利润749.30亿元，去年这一数字为747.43亿元。", "2025-09-05")).toBe("✅");
  });
});
