import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 贵州茅台 归母净利润 2019 412.06亿, 2025 823.20亿.
describe("成长性 said to hold", () => {
  it("is a quality, not a size of the metric's change", () => {
    expect(mark("600519", "2019—2025年归母净利润由412亿元增至823亿元，长期成长性未变。")).toBe("✅");
  });
  it("said to be 验证 by a negligible change, it is still the growth the figures show", () => {
    expect(mark("600036", "营收同比+0.01%，成长性得到数据验证。")).toBe("❌");
  });
  it("the figures beside it are still checked", () => {
    expect(mark("600519", "2019—2025年归母净利润由412亿元增至923亿元，长期成长性未变。")).toBe("❌");
  });
});
