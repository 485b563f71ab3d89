import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * A size written in numerals of words (近四成, 两成多, 一半, 翻倍) is a figure of its own (coverage.ts): it is not an
 * elaboration of the checked prices beside it, so when no check reads it the claim is 未能核验, never ✅. As of
 * 2026-04-30 招商银行's 52-week high is 48.55元 and its close 38.27元: 21 % below the high.
 */
const mark = (claim: string) =>
  markOf(
    checkAssertions(
      parseAssertions(claim, undefined, { asOf: "2026-04-30", company: "600036" }),
      sampleFacts("600036", "2026-04-30"),
    ),
  );

describe("a size in words beside checked prices", () => {
  it("is not passed as their elaboration: unchecked, the claim is 未能核验, whether the size is right or wrong", () => {
    expect(mark("52周最高48.55元，现在38.27元，跌了快四成")).toBe("❔");
    expect(mark("52周最高48.55元，现在38.27元，跌了两成多")).toBe("❔");
  });

  it("a size word with no figure in it still elaborates the checked prices", () => {
    expect(mark("52周最高48.55元，现在38.27元，跌了不少")).toBe("✅");
  });
});
