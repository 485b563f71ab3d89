import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { sampleFacts } from "./sample-facts";

const levels = (ticker: string, claim: string) =>
  checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30"))
    .filter((c) => c.kind === "level")
    .map((c) => c.ok);

// 300750 on 2026-04-30: PE(TTM) 25.17, above the 低估 band (<15).
describe("低估 under a word of caution is the verb to underrate", () => {
  it("不可低估 / 别低估 / 不容低估 check no valuation level", () => {
    expect(levels("300750", "股价较52周低点已涨近九成，回撤风险不可低估")).toEqual([]);
    expect(levels("300750", "宁德涨幅不小，别低估调整的力度")).toEqual([]);
    expect(levels("300750", "锂价下行的压力绝不容低估")).toEqual([]);
  });
  it("a valuation said low, or denied, is still read", () => {
    expect(levels("300750", "宁德PE约25倍，估值明显低估")).toEqual([false]);
  });
});
