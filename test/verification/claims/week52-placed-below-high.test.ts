import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/* 招商银行 (600036) as of 2026-04-30: close 38.27, 52-week high 48.55 (2025-07-10), 21.2 % below it. */
const mark = (claim: string) =>
  markOf(
    checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts("600036", "2026-04-30")),
  );

describe("the close placed below the 52-week high by a size", () => {
  it("is the distance from the high", () => {
    expect(mark("股价还在52周高点48.55元下方约21%。")).toBe("✅");
    expect(mark("股价处于一年最高点之下约10%。")).toBe("❌");
  });

  it("is not read without a size, nor for a high with no span named", () => {
    expect(mark("股价在52周高点下方。")).toBe("❔");
    expect(mark("股价在前期高点下方约10%。")).not.toBe("❌");
  });
});
