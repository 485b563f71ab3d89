import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { sampleFacts } from "./sample-facts";

const AS_OF = "2026-04-30";
const directions = (ticker: string, claim: string) =>
  checkAssertions(parseAssertions(claim, undefined, { asOf: AS_OF }), sampleFacts(ticker, AS_OF))
    .filter((c) => c.kind === "direction")
    .map((c) => c.ok);

describe("the growth rate of an amount held at year-ends (总资产) changes from one year to the next", () => {
  // 招商银行 总资产 +10.19 % in 2024, +7.56 % in 2025; 宁德时代 +9.69 % then +23.92 %.
  it("fails a rate said to quicken when it slowed, passes it when it quickened", () => {
    expect(directions("600036", "2025年末总资产约13.07万亿元，扩表速度较2024年的10.19%进一步加快。")).toEqual([false]);
    expect(directions("600036", "2025年末总资产约13.07万亿元，扩表速度较2024年的10.19%有所放缓。")).toEqual([true]);
    expect(directions("300750", "总资产增速较上年加快。")).toEqual([true]);
    expect(directions("300750", "总资产增速较上年放缓。")).toEqual([false]);
  });

  it("leaves a quarter's rate of a stock undecided: only year-ends are compared", () => {
    expect(directions("300750", "一季度总资产增速较上年放缓。")).toEqual([null]);
  });
});
