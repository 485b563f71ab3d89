import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * "去年7月4日收盘47.07元": a price dated on an earlier session is read on that session's close; the rule that leaves
 * an indicator of another day than the last bar unread does not reach it. 招商银行 (600036) as of 2026-04-30: close
 * 38.27, 2025-07-04 close 47.07 (-18.70 % since).
 */
const mark = (claim: string) =>
  markOf(
    checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts("600036", "2026-04-30")),
  );

describe("a close dated on an earlier session", () => {
  it("is checked against that session's close", () => {
    expect(mark("2025年7月4日收盘47.07元。")).toBe("✅");
    expect(mark("去年7月4日收盘52元。")).toBe("❌");
  });

  it("measures the move since it", () => {
    expect(mark("去年7月4日收盘47.07元，到现在已跌去约18.7%。")).toBe("✅");
    expect(mark("去年7月4日收盘47.07元，到现在已跌去约25%。")).toBe("❌");
  });
});
