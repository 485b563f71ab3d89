import { describe, expect, it } from "vitest";
import { parsedOnce } from "../../src/offline/parsed-once";
import { parseAssertions } from "../../src/verification/claims/parse-assertions";

describe("the offline analyst's parses, done once per wording", () => {
  const claim = "2024年报营业总收入 1741.44亿元，同比+15.66%，明显增长";
  const quote = "营业总收入 1741.44亿元，同比+15.66%";

  it("reads a wording as the checker does, and hands the same reading to the next caller", () => {
    const first = parsedOnce(claim, quote);
    expect(first).toEqual(parseAssertions(claim, quote));
    expect(parsedOnce(claim, quote)).toBe(first);
    // The quote is part of the wording: another quote is another parse.
    expect(parsedOnce(claim, "营业总收入 1741.44亿元")).not.toBe(first);
  });

  it("shares the reading frozen: a caller that tries to change it throws instead of changing what others read", () => {
    const [a] = parsedOnce(claim, quote);
    expect(a).toBeDefined();
    expect(Object.isFrozen(a)).toBe(true);
    expect(() => {
      (a as { metric: string | null }).metric = null;
    }).toThrow(TypeError);
    expect(parsedOnce(claim, quote)[0]?.metric).toBe(a?.metric);
  });
});
