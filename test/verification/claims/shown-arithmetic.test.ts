import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * A figure computed from true figures its sentence shows before it is true as computed. Real figures (the bundled
 * sample, as of 2026-04-30): 600519 2025 营业收入 1688.38亿, 营业总收入 1720.54亿; 600036 ROE 2024 14.49 % → 2025
 * 13.44 %; 300750 2025 经营现金流 1332.20亿, 归母净利润 722.01亿.
 */
function checked(ticker: string, claim: string) {
  const asOf = "2026-04-30";
  const checks = checkAssertions(
    parseAssertions(claim, undefined, { asOf, company: ticker }),
    sampleFacts(ticker, asOf),
  );
  return { mark: markOf(checks), reasons: checks.map((c) => `${c.kind}:${c.ok}:${c.reason}`).join("\n") };
}

describe("a figure computed from the figures its sentence shows", () => {
  it("a gap between two true amounts is true as computed", () => {
    const v = checked("600519", "2025年营业收入1688.38亿元、营业总收入1720.54亿元，差额约32.2亿元");
    expect(v.mark, v.reasons).toBe("✅");
    expect(v.reasons).toContain("之差");
  });
  it("a quotient of two true amounts is true as computed", () => {
    const v = checked("300750", "2025年经营现金流1332.20亿元，归母净利润722.01亿元，现金流是利润的1.85倍左右");
    expect(v.mark, v.reasons).not.toBe("❌");
  });
  it("never from a figure the data contradicts", () => {
    const v = checked("600519", "2025年营业收入1700.00亿元、营业总收入1720.54亿元，差额约20.5亿元");
    expect(v.mark, v.reasons).toBe("❌");
    expect(v.reasons).not.toContain("之差");
  });
  it("never a rate's change in % for what is a change in points", () => {
    const v = checked("600036", "ROE从14.49%降到13.44%，同比下降1.05%，幅度不大");
    expect(v.mark, v.reasons).not.toBe("✅");
  });
});
