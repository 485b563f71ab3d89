import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/**
 * The price re-based by a bonus issue carried out (股价随之除权, 股本扩大后股价基数下移, 并非基本面恶化). 比亚迪
 * 2025-07-22《2024年度利润分配及资本公积金转增股本实施公告》 (the plan 2025-04-23); 中国平安 2024-10-11 a cash
 * dividend only (《2024年半年度分红派息实施公告》).
 */
describe("the price ex-righted after a bonus issue done", () => {
  it("is what the notice of the issue done shows", () => {
    expect(mark("002594", "2025年7月22日公司实施了2024年度利润分配及资本公积金转增股本，股价随之除权。")).toBe("✅");
    expect(mark("002594", "去年7月22日实施2024年度利润分配及资本公积金转增股本，股价口径随之变化。")).toBe("✅");
    expect(mark("002594", "比亚迪2025年7月已实施2024年度利润分配及资本公积金转增股本，股本扩大后股价基数下移。")).toBe(
      "✅",
    );
    const noLoss = "7月下旬公司实施了2024年度利润分配及资本公积金转增股本，股价因除权出现大幅调整，并非基本面恶化。";
    expect(mark("002594", noLoss, "2025-11-14")).toBe("✅");
  });

  it("stays 未能核验 after a plan only or a cash dividend, and fails with a wrong notice", () => {
    const plan = "4月23日比亚迪公告2024年度利润分配及资本公积金转增股本方案，股价随之除权。";
    expect(mark("002594", plan, "2025-06-30")).toBe("❔");
    expect(mark("601318", "2024年10月平安实施2024年半年度分红派息，股价随之除权。")).toBe("❔");
    expect(mark("002594", "3月28日公司公告2025年度利润分配方案，股价随之除权。")).toBe("❔");
    expect(mark("002594", "2025年9月22日公司实施了2024年度利润分配及资本公积金转增股本，股价随之除权。")).not.toBe(
      "✅",
    );
  });
});
