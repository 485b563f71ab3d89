import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { hedgedAt } from "../../../src/verification/claims/level-hedges";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

describe("a hedged level word", () => {
  it("is hedged by a word before it or an edge after it", () => {
    expect(hedgedAt("RSI接近超卖", 5, { word: "超卖" })).toBe(true);
    expect(hedgedAt("处在超卖边缘", 2, { word: "超卖" })).toBe(true);
    expect(hedgedAt("处于超卖区边缘", 2, { word: "超卖" })).toBe(true);
    expect(hedgedAt("已进入超卖区", 3, { word: "超卖" })).toBe(false);
  });

  it("holds a little outside the level's band: RSI14 30.04 is at the edge of 超卖, not in it", () => {
    // 中国石化 2026-04-30: RSI(14) 30.04.
    const mark = (claim: string) =>
      markOf(
        checkAssertions(
          parseAssertions(claim, undefined, { asOf: "2026-04-30" }),
          sampleFacts("600028", "2026-04-30"),
          {},
        ),
      );
    expect(mark("RSI14约30，处在超卖边缘。")).toBe("✅");
    expect(mark("RSI14约30，已进入超卖区。")).toBe("❌");
  });
});
