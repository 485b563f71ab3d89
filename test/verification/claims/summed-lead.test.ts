import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a comparison naming no side after a sum of metrics", () => {
  it("compares the sum, not the first part named", () => {
    // 中国石化 FY2024: 管理费用 580.21亿元 + 研发费用 152.15亿元 = 732.36亿元 > 营业利润 722.57亿元.
    const claim = (word: string) => `2024年管理费用580.21亿元加上研发费用152.15亿元，合计约732亿元，${word}营业利润。`;
    expect(mark("600028", claim("高于"), "2026-04-30")).toBe("✅");
    expect(mark("600028", claim("低于"), "2026-04-30")).toBe("❌");
  });

  it("compares a sum against a stated figure of another metric", () => {
    // 贵州茅台 FY2024: 销售费用 56.39亿元 + 管理费用 93.16亿元 = 149.55亿元, 营业利润 1196.89亿元.
    const claim = (word: string) =>
      `2024年销售费用56.39亿元、管理费用93.16亿元，两项合计约150亿元，${word}营业利润1196.89亿元。`;
    expect(mark("600519", claim("远低于"), "2026-04-30")).toBe("✅");
    expect(mark("600519", claim("已超过"), "2026-04-30")).toBe("❌");
  });

  it("leaves a comparison that names its own side alone", () => {
    // 销售费用 614.22亿元 alone is below 营业利润 722.57亿元, though the two expenses together are above it.
    const claim = "2024年销售费用614.22亿元、管理费用580.21亿元合计约1194亿元，其中销售费用低于营业利润。";
    expect(mark("600028", claim, "2026-04-30")).toBe("✅");
  });
});

describe("a sum compared with a whole year's figure (两项合计…低于全年营业成本)", () => {
  // 600519 2024: 销售费用 56.39亿元 + 管理费用 93.16亿元 = 149.55亿元 against 营业成本 137.89亿元.
  it("compares the sum, not the first part, when the other side names 全年", () => {
    const head = "2024年销售费用56.39亿元、管理费用93.16亿元，两项合计约150亿元，";
    expect(mark("600519", `${head}已超过全年营业成本。`, "2026-04-30")).toBe("✅");
    expect(mark("600519", `${head}低于全年营业成本。`, "2026-04-30")).toBe("❌");
  });
});
