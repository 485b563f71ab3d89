import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { DIVIDEND_VIEW } from "../../../src/verification/claims/dividend-views";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 贵州茅台 2025: 自由现金流 583.95亿元; 中国平安 2025: 分配股利及偿付利息现金 771.46亿元, 归母净利润的约57%.
describe("a reading of the capacity to pay out (分红能力无虞, 分红底气十足, 派息能力稳定)", () => {
  it("names the capacity, the backing or the will, not a payout's own course", () => {
    for (const t of [
      "分红能力无虞",
      "分红底气十足",
      "分红诚意仍在",
      "派息能力稳定",
      "分红能力也会随之承压",
      "但分红底子还在",
    ])
      expect(DIVIDEND_VIEW.test(t)).toBe(true);
    for (const t of ["派息稳定", "分红力度显著提升", "分红比例依然很高", "足以覆盖分红", "分红能力提升了20%"])
      expect(DIVIDEND_VIEW.test(t)).toBe(false);
  });

  it("is ✅ with the figures it reads, ❌ when one is wrong, and ❔ alone", () => {
    expect(mark("600519", "2025年自由现金流约584亿元，分红能力无虞。")).toBe("✅");
    expect(mark("600519", "2025年自由现金流约884亿元，分红能力无虞。")).toBe("❌");
    expect(mark("600519", "分红能力无虞。")).toBe("❔");
    expect(mark("601318", "分红付息现金771.46亿元，约占归母净利润的57%，派息能力稳定。")).toBe("✅");
  });

  it("leaves a payout's own course (派息稳定) 未能核验", () => {
    expect(mark("601318", "分红付息现金771.46亿元，约占归母净利润的57%，派息稳定。")).toBe("❔");
  });
});
