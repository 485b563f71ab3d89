import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/**
 * A filing said not out ("预案迟迟未出", "至今仍未公布2026年员工持股计划") is refuted by the filing found; one not
 * found stays 未能核验, the stored announcements being a selection. 宁德时代: 2026-03-10《关于2025年度利润分配预案的
 * 公告》, 2026-04-22《关于授予2026年A股员工持股计划预留份额的公告》; 比亚迪 holds no 2026 incentive plan.
 */
describe("a filing said not out", () => {
  it("fails when the filing is held, after the event's word or before it with the plan's year", () => {
    expect(mark("300750", "宁德时代2025年度分红预案迟迟未出。")).toBe("❌");
    expect(mark("300750", "宁德时代至今仍未公布2026年员工持股计划。")).toBe("❌");
  });

  it("is undecided when no such filing is held, and holds the filing said out", () => {
    expect(mark("002594", "比亚迪尚未发布2026年股权激励计划。")).toBe("❔");
    expect(mark("300750", "宁德时代已披露2025年度分红预案。")).toBe("✅");
  });
});
