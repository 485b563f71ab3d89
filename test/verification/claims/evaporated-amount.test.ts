import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/** "三年蒸发两百亿以上": 蒸发 is a fall, and the amount after it the size of the fall, not a level. */
describe("an amount that evaporated", () => {
  // 中国石化 归母净利润 712.08亿 (2021) → 503.13亿 (2024): 208.95亿 less.
  it("中国石化 三年蒸发两百亿以上", () => {
    const claim = "和2021年的712.08亿相比，2024年归母净利润少了约29%，三年蒸发两百亿以上。";
    expect(mark("600028", claim)).toBe("✅");
    expect(mark("600028", "2024年归母净利润较2021年蒸发三百亿以上。")).toBe("❌");
  });

  // Counter-case: 贵州茅台 归母净利润 rose 2021-2024, so nothing evaporated.
  it("a level that rose did not evaporate", () => {
    expect(mark("600519", "2024年归母净利润较2021年蒸发两百亿以上。")).toBe("❌");
  });
});
