import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const checks = (ticker: string, claim: string, asOf: string) =>
  checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {});
const mark = (ticker: string, claim: string, asOf: string) => markOf(checks(ticker, claim, asOf));

describe("a threshold crossed for the first time (首次突破, 首破) is above it now and below it in every earlier year", () => {
  // 中国石化 营业总收入: 2020 2.11万亿, 2021 2.74万亿, 2022 3.32万亿, 2023 3.21万亿.
  it("passes the first year over the bound and fails a year when an earlier one was already over it", () => {
    expect(mark("600028", "中国石化2022年营收33181.68亿元，首次突破3.3万亿元。", "2026-04-30")).toBe("✅");
    expect(mark("600028", "中国石化2023年营收首破3万亿元。", "2026-04-30")).toBe("❌");
    const reasons = checks("600028", "中国石化2023年营收首破3万亿元。", "2026-04-30").map((c) => c.reason);
    expect(reasons.join("；")).toContain("不是首次");
  });

  it("leaves a crossing below the bound to the figure check", () => {
    expect(mark("600028", "中国石化2021年营收首次突破3万亿元。", "2026-04-30")).toBe("❌");
  });
});
