import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

/**
 * A plain yes/no question asks; its answer asserts. 贵州茅台 2025: 归母净利润 823.20亿 (−4.53 %), 营业总收入 −1.20 %,
 * 分配股利、利润或偿付利息支付的现金 709.51亿 → 672.42亿 (−5.23 %).
 */
describe("a question the point answers itself", () => {
  it("is not checked as a claim; the answer is", () => {
    expect(mark("600519", "茅台2025年分红付息现金672.42亿元，高于上年的709.51亿元吗？并没有，同比减少约5.2%。")).toBe(
      "✅",
    );
    expect(mark("600519", "茅台2025年营收高于2024年吗？不是，同比下降约1.2%。")).toBe("✅");
    // The answer is checked: a wrong one fails.
    expect(mark("600519", "茅台2025年归母净利润还在增长吗？是的，同比增长约4.5%。")).toBe("❌");
  });

  it("asked alone it asserts nothing", () => {
    expect(mark("600519", "茅台2025年归母净利润还在增长吗？")).toBe("❔");
  });

  it("a rhetorical question still asserts what it implies", () => {
    // "不是…吗" asserts the fall; the data bears it out.
    expect(mark("600519", "茅台2025年归母净利润不是已经下降了吗？同比下降约4.5%。")).toBe("✅");
    expect(mark("600519", "茅台2025年营收不是已经增长了吗？")).not.toBe("✅");
  });
});
