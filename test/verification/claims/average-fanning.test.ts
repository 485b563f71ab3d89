import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * "均线5/10/20/60日依次向下发散": averages fanning out downwards stand in 空头排列 (upwards, 多头排列); the spans
 * listed after 均线 are the averages. Not MACD's bars ("绿柱向下发散"). As of 2026-04-30: 中国石化 (600028) MA5 5.38 <
 * MA10 5.44 < MA20 5.63 < MA60 6.17; 宁德时代 (300750) MA5 437.69, MA10 438.80, MA20 425.02, MA60 391.63.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("averages fanning out", () => {
  it("reads 向下发散 as 空头排列 and 向上发散 as 多头排列", () => {
    expect(mark("600028", "均线5/10/20/60日依次向下发散。")).toBe("✅");
    expect(mark("600028", "5/10/20/60日均线依次向下发散。")).toBe("✅");
    expect(mark("300750", "均线5/10/20/60日依次向下发散。")).toBe("❌");
    expect(mark("300750", "5/10/20/60日均线依次向上发散。")).toBe("❌");
  });

  it("leaves other lines' fanning to their own readers", () => {
    expect(mark("300750", "DIF与DEA向下发散。")).toBe("❔");
  });
});
