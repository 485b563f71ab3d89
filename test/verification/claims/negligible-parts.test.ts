import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/**
 * A part called negligible beside its whole is a small share of it (negligible-parts.ts). 招商银行 2025年末 商誉
 * 99.54亿元, 总资产 13.07万亿元 (0.08 %); 贵州茅台 2025年末 货币资金 516.91亿元, 总资产 3038.35亿元 (17 %);
 * 2024年 销售费用 56.39亿元, 营业总收入 1741.44亿元 (3.2 %).
 */
describe("a part negligible beside its whole (微不足道, 可以忽略, 不到千分之一)", () => {
  it("holds when the part is under a fiftieth of the whole", () => {
    expect(mark("600036", "2025年末商誉99.54亿元，相对13.07万亿元的总资产微不足道。")).toBe("✅");
    expect(mark("600036", "2025年末商誉99.54亿元，相比13.07万亿元的总资产不到千分之一。")).toBe("✅");
  });

  it("fails when the part is a larger share, however right both figures are", () => {
    expect(mark("600519", "2025年末货币资金516.91亿元，相对3038.35亿元的总资产微不足道。")).toBe("❌");
    expect(mark("600519", "2025年货币资金516.91亿元，与3038.35亿元的总资产相比微不足道。")).toBe("❌");
    const selling = "2024年销售费用56.39亿元，相对1741.44亿元的营业总收入几乎可以忽略。";
    expect(mark("600519", selling, "2025-04-30")).toBe("❌");
    expect(mark("600519", "2025年末货币资金516.91亿元，相比3038.35亿元的总资产不到千分之一。")).toBe("❌");
  });
});
