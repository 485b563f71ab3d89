import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 中国平安: 2025-08-27《2025年中期利润分配方案公告》 is stored, its implementation notice is not; 2024-10-11
// 《2024年半年度分红派息实施公告》 is. 宁德时代: buy-back notices stored on 2026-04-02 and 2026-04-07 only.
describe("which stage of a notice a dated clause names (a reviewer's findings)", () => {
  it("an implementation dated in a month is not contradicted by the plan filed in another", () => {
    expect(mark("601318", "中国平安2025年中期分红已于2025年10月实施完毕。")).toBe("❔");
    expect(mark("601318", "中国平安2025年10月发布了中期分红实施公告。")).toBe("❔");
    expect(mark("601318", "中国平安2024年半年度分红已于2024年10月实施。")).toBe("✅");
  });
  it("the plan dated in the wrong month still fails", () => {
    expect(mark("601318", "中国平安2025年中期利润分配方案于2025年10月公告。")).toBe("❌");
    expect(mark("601318", "中国平安2025年中期利润分配方案于2025年8月公告。")).toBe("✅");
  });
});

describe("月初 and 月底 date a notice to a third of the month", () => {
  it("a notice held in another part of the year does not show it", () => {
    expect(mark("300750", "宁德时代2月初发布了回购进展公告。")).toBe("❔");
    expect(mark("300750", "宁德时代4月初发布了回购进展公告。")).toBe("✅");
  });
});
