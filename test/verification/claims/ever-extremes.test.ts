import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("历史最高 of a past year", () => {
  it("is the highest of every stored year, later ones too; a record set then (创新高) is not", () => {
    // 宁德时代 营业总收入 2023 4009.17, 2024 3620.13, 2025 4237.02亿元.
    expect(mark("300750", "2023年营收4009.17亿元是公司历史最高")).toBe("❌");
    expect(mark("300750", "2025年营收4237.02亿元是公司历史最高")).toBe("✅");
    expect(mark("300750", "2023年营收4009.17亿元，创历史新高")).toBe("✅");
  });
});
