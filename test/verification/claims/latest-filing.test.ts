import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { checkLatestFiling } from "../../../src/verification/claims/latest-filing";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

// 中国石化's filings held by 2026-04-30: annual reports, the last 2025-03-24《中国石化2024年年度报告》.
describe("the latest filing held (最近一份定期报告是…)", () => {
  it("is checked on its report year and its day", () => {
    expect(mark("600028", "公告里能查到的最近一份定期报告是2025年3月24日的2024年年报。")).toBe("✅");
    expect(mark("600028", "公告里能查到的最近一份定期报告是2025年3月28日的2024年年报。")).toBe("❌");
    expect(mark("600028", "目前能看到的最近一份年报是2023年年报。")).toBe("❌");
  });
  it("says nothing of a clause naming no year nor day, nor of one that is no latest filing", () => {
    const facts = sampleFacts("600028", "2026-04-30");
    expect(checkLatestFiling("最近一份定期报告内容平淡", facts)).toBeNull();
    expect(checkLatestFiling("2024年年报于2025年3月24日披露", facts)).toBeNull();
  });
});
