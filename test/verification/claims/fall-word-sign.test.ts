import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/*
 * 比亚迪 归母净利润 单季 2025: 91.55 / 63.56 / 78.23 / 92.86亿元, so 二季度 is 一季度 less 30.6%.
 * A bare fall word before a figure (降约31%, 跌30%) is the figure's sign: the figure is the change, not the level of the
 * quarter named before it as the base (环比一季度降约31%).
 */
describe("a rate after a bare fall word and a named base quarter", () => {
  it("is the change from that quarter", () => {
    expect(mark("002594", "二季度单季归母净利润63.56亿元，环比一季度降约31%")).toBe("✅");
    expect(mark("002594", "上半年归母净利润155.11亿元，同比增约13.8%，但二季度单季63.56亿元，环比一季度降约31%")).toBe(
      "✅",
    );
    expect(mark("002594", "二季度单季归母净利润63.56亿元，较一季度降约31%")).toBe("✅");
  });

  it("a rate the data does not give is wrong, not unread", () => {
    expect(mark("002594", "二季度单季归母净利润63.56亿元，环比一季度降约13%")).toBe("❌");
    expect(mark("002594", "二季度单季归母净利润63.56亿元，较一季度降约20%")).toBe("❌");
  });
});
