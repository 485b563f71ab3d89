import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/** 300750 2025: 销售净利率 14.92 % → 18.12 %, 销售毛利率 24.44 % → 26.27 %. */
const mark = (claim: string) =>
  markOf(
    checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts("300750", "2026-04-30")),
  );
const facts = "净利率18.12%，同比提高3.20个百分点；毛利率26.27%，同比提高1.83个百分点";

describe("a clause summing up the moves its point checked", () => {
  it("holds when every move it sums went its way, and is not passed when they did not", () => {
    expect(mark(`${facts}，毛利与净利两端的利润率都在改善`)).toBe("✅");
    expect(mark(`${facts}，毛利与净利两端的利润率都在下滑`)).toBe("❔");
  });
});
