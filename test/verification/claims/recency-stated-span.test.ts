import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));
const kinds = (ticker: string, claim: string, asOf = "2026-04-30") =>
  checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)).map((c) => c.kind);

/**
 * "近五年(2019→2024)…复合增速约16%": a compound rate over the span in brackets right after the recency word is a fact
 * of that span; it is checked on it, and 2025 being published by asOf does not make it stale.
 */
describe("a recency word with the span stated in brackets", () => {
  // 贵州茅台 营业总收入 2019-2024 CAGR 14.41 %.
  it("贵州茅台 近五年(2019-2024) is the span written, not the latest five years", () => {
    expect(mark("600519", "近五年（2019—2024）营收复合增速约14%。")).toBe("✅");
    expect(kinds("600519", "近五年（2019—2024）营收复合增速约14%。")).not.toContain("recency");
  });

  it("a rate wrong on the stated span still fails", () => {
    expect(mark("600519", "近五年(2019→2024)营收复合增速约25%。")).toBe("❌");
  });

  // Counter-case: a trend over a stated stale span speaks of now; a single year named is still checked for recency.
  it("a trend over a stated span, or a stale year, is still checked for recency", () => {
    expect(mark("600519", "近三年（2022-2024）营收持续增长。")).toBe("❌");
    expect(mark("600519", "最新一年(2023年)营收1505.60亿元。")).toBe("❌");
  });
});
