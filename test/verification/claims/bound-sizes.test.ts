import { describe, expect, it } from "vitest";
import { boundHolds } from "../../../src/verification/claims/bound-sizes";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

// 宁德时代 on 2026-04-30: close 436.00, MA20 425.02 (+2.58 %).
const mark = (claim: string) =>
  markOf(
    checkAssertions(
      parseAssertions(claim, undefined, { asOf: "2026-04-30", company: "300750" }),
      sampleFacts("300750", "2026-04-30"),
    ),
  );

describe("a bound on a distance from an average", () => {
  it("is judged on the unrounded distance", () => {
    expect(boundHolds(2.58, { value: 2.6, tol: 0.05, raw: "超过2.6%", q: ">" })).toBe(false);
    expect(boundHolds(2.58, { value: 2.6, tol: 0.05, raw: "不到2.6%", q: "<" })).toBe(true);
    expect(boundHolds(2.58, { value: 2.6, tol: 0.05, raw: "约2.6%", q: "~" })).toBe(true);
    expect(mark("宁德时代收盘价距20日均线超过2.6%。")).toBe("❌");
    expect(mark("宁德时代收盘价距20日均线超过2.5%。")).toBe("✅");
    expect(mark("宁德时代20日乖离率超过2.6%。")).toBe("❌");
  });

  it("keeps a value's rounding", () => {
    expect(mark("宁德时代收盘价距20日均线约2.6%。")).toBe("✅");
    expect(mark("宁德时代收盘价距20日均线不到2.6%。")).toBe("✅");
  });
});
