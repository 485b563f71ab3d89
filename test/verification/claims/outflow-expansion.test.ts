import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/**
 * 扩张 of a negative flow is its outflow growing, as 扩大 is: "投资现金净流出…，扩张靠负债在撑" holds when the net
 * outflow grew, though the signed net amount fell.
 */
describe("扩张 of an outflow", () => {
  // 比亚迪 投资活动现金流量净额 −1290.82亿 (2024) → −1974.63亿 (2025); 2021 −454.04亿 → 2022 −1205.96亿.
  it("比亚迪 投资净流出 grew: 扩张 holds", () => {
    expect(mark("002594", "投资现金净流出1974.63亿元，约为经营现金流的3.3倍，扩张靠存量现金和负债在撑。")).toBe("✅");
    expect(mark("002594", "2022年投资现金净流出1205.96亿元，扩张明显提速。")).toBe("✅");
  });

  // Counter-case: 扩张 of a positive flow that fell is still failed; 增长 of a revenue that fell too.
  it("a positive flow or a level that fell is no expansion", () => {
    expect(mark("002594", "2024年经营现金流1334.54亿元，扩张靠负债在撑。")).toBe("❌");
    expect(mark("600519", "2025年营收1720.54亿元，增长主要依赖提价。")).toBe("❌");
  });
});

/** A clause naming no metric after an outflow says its way of that outflow's size, as the clause before did. */
describe("a move said after an outflow", () => {
  // 宁德时代 投资活动现金流量净额 −641.40亿 (2022) → −291.88亿 (2023): the outflow shrank by about 55 %.
  it("is the outflow's size moving", () => {
    expect(mark("300750", "2023年投资活动净流出291.88亿元，较上年明显减少。")).toBe("✅");
    expect(mark("300750", "2023年投资活动净流出291.88亿元，较上年明显增加。")).toBe("❌");
  });

  // Counter-case: after the signed net amount (no 流出 named), the way is the amount's own (−641 → −292 rose).
  it("leaves a clause after a signed net amount alone", () => {
    expect(mark("300750", "2023年投资活动现金流量净额-291.88亿元，较上年明显增加。")).toBe("✅");
  });
});
