import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/**
 * "2019年以来首次站上3000亿": the window's first year is no year the level is judged at; the first crossing is of the
 * year the clause judges (else the latest), counted over the window's years only.
 */
describe("a first crossing since a year", () => {
  // 贵州茅台 总资产: 2551.68亿 (2021), 2989.45亿 (2024), 3038.35亿 (2025).
  it("贵州茅台 2019年以来首次站上3000亿", () => {
    expect(mark("600519", "总资产3038.35亿元，2019年以来首次站上3000亿，货币资金却从592.96亿降到516.91亿。")).toBe(
      "✅",
    );
  });

  it("a bound an earlier year of the window reached is no first", () => {
    expect(mark("600519", "总资产3038.35亿元，2019年以来首次站上2500亿。")).toBe("❌");
  });

  // Counter-case: 中国石化 营收 29661.93亿 in 2019 stood over 2.8万亿 - outside a window opening in 2020, inside one
  // opening in 2019.
  it("only the window's years count", () => {
    expect(mark("600028", "2022年营收33181.68亿元，2020年以来首次站上2.8万亿。")).toBe("✅");
    expect(mark("600028", "2022年营收33181.68亿元，2019年以来首次站上2.8万亿。")).toBe("❌");
  });
});
