import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 宁德时代 2025 同比: 营业总收入 +17.0 %, 归母净利润 +42.3 %, 经营现金流 +37 %.
describe("a list of metrics, then a list of as many figures: paired in order, without 分别", () => {
  it("each figure is its own metric's", () => {
    expect(mark("300750", "营收、利润、经营现金流2025年同比增17%、42%、37%，基本面给看多票。")).toBe("✅");
    expect(mark("300750", "2025年营收和归母净利润同比增长17%和42%。")).toBe("✅");
  });

  it("figures in another order than the metrics fail", () => {
    expect(mark("300750", "营收、利润、经营现金流2025年同比增17%、37%、42%。")).toBe("❌");
    expect(mark("300750", "2025年营收和归母净利润同比增长42%和17%。")).toBe("❌");
  });
});
