import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("a 同比 figure of a report period naming no year is the latest period's (clause-view.ts)", () => {
  // 贵州茅台 归母净利润 2026Q1 272.43亿, 同比 +1.47% (2025Q1's own 同比 was +11.56%).
  it("binds the rate to the latest quarter, not to any year's", () => {
    expect(mark("600519", "一季度单季归母净利272.43亿元，同比增幅只有1.5%。")).toBe("✅");
    expect(
      mark("600519", "一季度单季归母净利272.43亿元，环比去年四季度的176.93亿元跳升约54%，同比增幅也有11.6%。"),
    ).toBe("❌");
  });

  // 招商银行 前三季度 2025: 营收 同比 -0.5%, 归母净利润 同比 +0.5% (2024年前三季度: -3.1% / -2.1% were 一季度's).
  it("binds it for cumulative periods too", () => {
    expect(mark("600036", "前三季度营收同比-0.5%，归母净利润同比+0.5%。", "2025-10-31")).toBe("✅");
    expect(mark("600036", "前三季度营收同比-3.1%，归母净利润同比-2.1%。", "2025-10-31")).toBe("❌");
  });
});
