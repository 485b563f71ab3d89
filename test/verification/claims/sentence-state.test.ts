import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a later year's level right after an earlier year's level of the same metric (sentence-state.ts)", () => {
  // 宁德时代 资本开支 2022 482.15亿 → 2024 311.80亿 → 2025 423.45亿: down over 2022→2025, up over 2024→2025.
  it("sets the two years side by side: a bare move after them is the move between them", () => {
    expect(mark("300750", "2022年资本开支482.15亿元，2025年423.45亿元，投入有所收缩。")).toBe("✅");
    expect(mark("300750", "2022年资本开支482.15亿元，2025年423.45亿元，投入明显扩张。")).toBe("❌");
  });

  it("leaves a 同比 its own year's, and two metrics apart", () => {
    expect(mark("300750", "2022年资本开支482.15亿元，2025年423.45亿元，同比增长约36%。")).toBe("✅");
    expect(mark("300750", "2022年营收3285.94亿元，2025年资本开支423.45亿元，投入有所收缩。")).toBe("❌");
  });
});
