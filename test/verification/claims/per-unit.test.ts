import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { perUnitDoubt } from "../../../src/verification/claims/per-unit";
import type { ExtractedNumber } from "../../../src/verification/extract-numbers";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a few 元, or a per-share figure, is a value per unit, never a company's total", () => {
  it("bound to a total it is not failed: the reader did not compute it", () => {
    expect(mark("600036", "一季度经营现金流1258.49亿元，折合每股约4.99元。")).toBe("❔");
  });

  it("a total's wrong level is still failed, and a per-share line's own value still read", () => {
    expect(mark("600036", "一季度经营现金流2258.49亿元。")).toBe("❌");
    const eps = { raw: "4.99元", value: 4.99, kind: "per_share", index: 0, decimals: 2 } as ExtractedNumber;
    expect(perUnitDoubt(eps, "bps")).toBeNull();
    expect(perUnitDoubt(eps, "operating_cash_flow")).not.toBeNull();
  });
});
