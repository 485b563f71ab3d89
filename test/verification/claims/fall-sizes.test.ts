import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { sampleFacts } from "./sample-facts";

/** 600028 2024: 扣非归母净利润 −20.82 %, 归母净利润 −16.79 %. */
const comparisons = (claim: string) =>
  checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts("600028", "2026-04-30"))
    .filter((c) => c.kind === "comparison")
    .map((c) => c.ok);

describe("the sizes of two falls compared", () => {
  it("降幅大于 holds when the fall is deeper, though its rate is lower", () => {
    expect(comparisons("2024年扣非归母净利润480.57亿元，同比下降约20.8%，降幅大于归母口径")).toEqual([true]);
    expect(comparisons("2024年扣非归母净利润480.57亿元，同比下降约20.8%，降幅小于归母口径")).toEqual([false]);
  });
});
