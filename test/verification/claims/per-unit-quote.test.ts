import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { unmaskReasons } from "../../../src/verification/claims/unmasked-reasons";
import { writtenSpan } from "../../../src/verification/claims/written-spans";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * A margin said per one yuan of sales ("每1元营收能赚0.5元净利润") is read as the margin it is (净利率50%); the reason
 * quotes the words the point wrote for its figure, never a stray character of them (“润”). 贵州茅台 2025 销售净利率
 * 50.53 %.
 */
const reasons = (ticker: string, claim: string) => {
  const checks = checkAssertions(
    parseAssertions(claim, undefined, { asOf: "2026-04-30" }),
    sampleFacts(ticker, "2026-04-30"),
  );
  return { mark: markOf(checks), reasons: unmaskReasons(checks, [claim], "2026-04-30").map((c) => c.reason) };
};

describe("the words behind a figure rewritten whole", () => {
  it("a per-unit margin's reason quotes the phrase, true or false", () => {
    const ok = reasons("600519", "每1元营收能赚0.5元净利润");
    expect(ok.mark).toBe("✅");
    expect(ok.reasons[0]).toContain("“每1元营收能赚0.5元”");
    const wrong = reasons("600519", "每1元营收能赚0.6元净利润");
    expect(wrong.mark).toBe("❌");
    expect(wrong.reasons[0]).toContain("“每1元营收能赚0.6元”");
  });

  it("a span with its figure aligned is mapped as before", () => {
    expect(writtenSpan("去年营收1720.54亿元", "2025年营收1720.54亿元", 7, 17)).toBe("1720.54亿元");
  });
});
