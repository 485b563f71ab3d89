import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/** "重回4000亿上方", "跌到3000亿下方": a level above or below a round figure is bounded by it, as 以上/以下. */
describe("a level above or below a round figure", () => {
  // 宁德时代 营业总收入 2024 3620.13亿元, 2025 4237.02亿元.
  it("宁德时代 2025年营收重回4000亿上方", () => {
    expect(mark("300750", "2025年营收重回4000亿上方。")).toBe("✅");
    expect(mark("300750", "2025年营收重回4500亿上方。")).toBe("❌");
  });

  it("宁德时代 2024年营收在4000亿下方", () => {
    expect(mark("300750", "2024年营收跌到4000亿下方。")).toBe("✅");
    expect(mark("300750", "2024年营收跌到3000亿下方。")).toBe("❌");
  });
});
