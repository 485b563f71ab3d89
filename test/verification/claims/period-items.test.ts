import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { itemPeriods } from "../../../src/verification/claims/period-items";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 比亚迪 归母净利润 2025年三季度 78.23亿元 (同比 -32.60%), 四季度 92.86亿元 (同比 -38.16%).
describe("periods listed each with its figure, paired by the next clause's 分别", () => {
  it("are the periods in order; a clause without a period per item lists none", () => {
    expect(itemPeriods("2025年三季度归母净利78.2亿、四季度92.9亿")).toBe("三季度、四季度");
    expect(itemPeriods("营收78.2亿、净利92.9亿")).toBeNull();
    expect(itemPeriods("三季度和四季度分别为78.2亿、92.9亿")).toBeNull();
  });

  it("checks each rate on its own quarter", () => {
    expect(mark("002594", "去年三季度归母净利78.2亿、四季度92.9亿，同比分别降32.6%、38.2%")).toBe("✅");
    expect(mark("002594", "去年三季度归母净利78.2亿、四季度92.9亿，同比分别降22.6%、38.2%")).toBe("❌");
  });
});
