import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { grantedOnly } from "../../../src/verification/claims/negation-words";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { RSI_BANDS } from "../../../src/verification/claims/rsi-bands";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

// RSI(14): 招商银行 36.06 and 中国石化 30.04 on 2026-04-30; 宁德时代 54.47 on 2025-06-30.
const checks = (ticker: string, asOf: string, claim: string) =>
  checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf));
const mark = (ticker: string, asOf: string, claim: string) => markOf(checks(ticker, asOf, claim));
const levelReason = (ticker: string, asOf: string, claim: string) =>
  checks(ticker, asOf, claim).find((c) => c.kind === "level")?.reason;

describe("RSI's bands, one table as analysts read them", () => {
  it("reads 中性区间 as between the two lines (30-70), not a narrow 40-60", () => {
    expect(RSI_BANDS.neutral).toEqual({ min: 30, max: 70 });
    expect(mark("600036", "2026-04-30", "招行RSI(14)约36，仍处在中性区间。")).toBe("✅");
    expect(levelReason("600036", "2026-04-30", "招行RSI(14)约36，仍处在中性区间。")).toContain("≥30且<70");
  });

  it("reads 强势区 above the midline 50 and 弱势区 below it", () => {
    expect(mark("300750", "2025-06-30", "RSI(14)约54，位于强势区。")).toBe("✅");
    expect(mark("300750", "2025-06-30", "RSI(14)约54，落在偏弱区。")).toBe("❌");
    expect(mark("600036", "2026-04-30", "RSI(14)约36，处于偏弱区。")).toBe("✅");
    expect(mark("600036", "2026-04-30", "RSI(14)约36，处于强势区。")).toBe("❌");
  });

  it("keeps 超卖 at 30 and 接近超卖 within the hedge margin of it", () => {
    expect(RSI_BANDS.nearOversold).toEqual({ max: 40 });
    expect(mark("600036", "2026-04-30", "RSI(14)约36，已接近超卖。")).toBe("✅");
    expect(mark("600036", "2026-04-30", "RSI(14)约36，已进入超卖区。")).toBe("❌");
  });
});

describe("an appearance (看起来, 似乎) switches a level check off only when a turn follows it", () => {
  it("needs a turn after the appearance", () => {
    expect(grantedOnly("负债率看似", "，但这是行业特点")).toBe(true);
    expect(grantedOnly("负债率看起来", "")).toBe(false);
    expect(grantedOnly("负债率", "，但这是行业特点")).toBe(false);
  });

  it("checks an appearance said as the writer's own reading", () => {
    // 招商银行's debt ratio is about 90%, a bank's normal.
    expect(mark("600036", "2026-04-30", "招行的资产负债率看起来偏高。")).toBe("❌");
    expect(mark("600028", "2026-04-30", "中国石化RSI似乎已经超卖。")).toBe("❌");
  });

  it("leaves an appearance that is turned to what follows", () => {
    expect(mark("600036", "2026-04-30", "招行资产负债率看似偏高，但这是行业特点。")).not.toBe("❌");
    expect(mark("600028", "2026-04-30", "RSI看似超卖，但这只是短期现象。")).not.toBe("❌");
  });
});
