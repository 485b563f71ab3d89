import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { forecastClause } from "../../../src/verification/claims/forecast-carry";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/** 600519 as of 2026-04-30: 2026年一季度归母净利润 +1.47 % (reported). */
describe("a forecast carries on only to clauses that go on with it", () => {
  it("a clause stating a move with its figure reports a fact, and is checked", () => {
    expect(forecastClause("归母净利润下降5%", [], true)).toBe(false);
    expect(forecastClause("归母净利润同比增长约12%", [], true)).toBe(false);
    expect(mark("600519", "2026年一季度营收有望增长，归母净利润下降5%")).toBe("❌");
  });
  it("a clause with no stated move, or a figure aimed at, goes on with the forecast", () => {
    expect(forecastClause("全年利润冲击720亿元", [], true)).toBe(true);
    expect(forecastClause("全年利润也将超过700亿元", [], true)).toBe(true);
    expect(forecastClause("利润同步改善", [], true)).toBe(true);
  });
});

/** 招商银行 2025: 总资产 +7.56 %, 归母净利润 +1.21 %. */
describe("a consequence said to be bound to come (必然, 必将, 势必) is a prediction", () => {
  it("规模扩张意味着利润必然同步高增 is not a reported fact: 未能核验, never a ✅ by the assets' move", () => {
    expect(mark("600036", "总资产同比扩张约7.6%，规模扩张意味着利润必然同步高增，利好。")).toBe("❔");
    expect(mark("600036", "总资产同比扩张约7.6%，利润势必同步增长。")).toBe("❔");
    expect(mark("600036", "总资产同比扩张约7.6%。")).toBe("✅");
  });
});
