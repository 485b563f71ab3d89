import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * From src/sample/sample-data.json: 300750's 货币资金 3519.97亿元 at 2026Q1, 3335.13亿元 at 2025 year-end and
 * 3213.24亿元 at 2025Q1; its debt ratio 61.94 % at 2025 year-end, 64.74 % at 2025Q1.
 */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf)));

describe("a year's end named after a quarter's clause (一季度末…，2025年末为…)", () => {
  it("is that year's annual report, not the quarter carried over", () => {
    expect(mark("300750", "一季度末货币资金3519.97亿元，2025年末为3335.13亿元。")).toBe("✅");
    expect(mark("300750", "2026年一季度归母净利润207.38亿元，2025年末资产负债率为61.94%。")).toBe("✅");
  });

  it("fails the quarter's figure given as the year-end's, and a year-end as a base keeps the quarter", () => {
    expect(mark("300750", "一季度末货币资金3519.97亿元，2025年末为3213.24亿元。")).toBe("❌");
    expect(mark("300750", "一季度末货币资金3519.97亿元，较2025年末增长约5.5%。")).toBe("✅");
    expect(mark("300750", "一季度末货币资金3519.97亿元，较2025年末下降约5.5%。")).toBe("❌");
    expect(mark("300750", "一季度末货币资金3519.97亿元，和2025年末的3335.13亿元基本持平。")).toBe("❌");
    // A year-end in brackets is the base shown beside the clause's own change.
    expect(mark("300750", "Q3末负债率降到61.3%，年初至今下降约3.9pp（2024年末65.2%）。", "2025-10-31")).toBe("✅");
  });
});
