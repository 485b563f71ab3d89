import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 比亚迪 归母净利润 2022-2025: 166.22, 300.41, 402.54, 326.19亿元; 贵州茅台 2023-2025: 747.34, 862.28, 823.20亿元.
describe("a move right after a chain of levels is the move across those levels", () => {
  it("holds when every step of the listed years goes its way, whatever the latest year did", () => {
    expect(
      mark("002594", "归母净利润166.22亿元→300.41亿元→402.54亿元一路走高，2025年回落至326.19亿元，四年来首降。"),
    ).toBe("✅");
    expect(mark("002594", "归母净利润166.22亿元、300.41亿元、402.54亿元逐年增长。")).toBe("✅");
  });

  it("fails when a step of the listed years goes the other way", () => {
    expect(mark("002594", "归母净利润166.22亿元→300.41亿元→402.54亿元一路走低。")).toBe("❌");
    expect(mark("600519", "归母净利润747.34亿元→862.28亿元→823.20亿元一路走高。")).toBe("❌");
  });
});
