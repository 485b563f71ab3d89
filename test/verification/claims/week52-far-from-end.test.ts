import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * 招商银行 (600036) as of 2026-04-30: close 38.27, 52-week high 48.55 (21.2 % above), low 37.31 (2.6 % below).
 * 宁德时代 (300750) as of 2026-04-30: close 436, 52-week high 460 (5.2 % above), low 231.2.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("the close said to be far from an end of its 52-week range, with no size", () => {
  it("is at least 10 % from that end", () => {
    expect(mark("600036", "招行离一年内的高点还差得很远。")).toBe("✅");
    expect(mark("300750", "现价距离52周高点460元还有一大截。")).toBe("❌");
    expect(mark("600036", "股价离52周低点已经很远了。")).toBe("❌");
  });

  it("names the end by its price when the span is not written", () => {
    expect(mark("600036", "48.55元的高点可望而不可及。")).toBe("✅");
    expect(mark("300750", "231.2元的低点已经遥不可及。")).toBe("✅");
  });

  it("leaves a high of no known span, a denied distance and a past one alone", () => {
    expect(mark("300750", "离前期高点还远。")).not.toBe("❌");
    expect(mark("300750", "500元的高点遥不可及。")).not.toBe("❌");
    expect(mark("600036", "离52周低点并不遥远。")).not.toBe("❌");
    expect(mark("300750", "一度离52周高点很远。")).not.toBe("❌");
  });
});

describe("the distance from the 52-week high written with a bare 最高", () => {
  it("reads the size against the high", () => {
    expect(mark("600036", "股价较52周最高48.55元回落约21%。")).toBe("✅");
    expect(mark("600036", "股价较一年内最高48.55元回撤约12%。")).toBe("❌");
  });

  it("does not take a bare 最高 with no span for the 52-week high", () => {
    expect(mark("600036", "股价较最高48.55元回落约12%。")).not.toBe("✅");
  });
});
