import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 贵州茅台 销售净利率 2025 50.53%.
describe("a margin per hundred yuan with adverbs before the verb (每卖100元仍赚50元以上)", () => {
  it("is the margin written out", () => {
    expect(mark("600519", "2025年净利率50.53%，每卖100元仍赚50元以上。")).toBe("✅");
    expect(mark("600519", "茅台每卖100元酒依然能赚50元以上。")).toBe("✅");
  });
  it("fails a margin the figures do not reach", () => {
    expect(mark("600519", "2025年净利率50.53%，每卖100元仍赚60元以上。")).toBe("❌");
  });
});
