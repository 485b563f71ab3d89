import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { yearsAgoWritten } from "../../../src/verification/claims/years-ago";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/**
 * "规模是四年前的4.5倍": the level N years before the year the sentence judges (the last year it names, else the last
 * annual report public by asOf) is the comparison's base, written out as that year.
 */
describe("a multiple of the level N years ago", () => {
  it("is written out as the year N before the sentence's year, or the latest annual year", () => {
    expect(yearsAgoWritten("2021到2025年利润复合增速约46%,规模是四年前的4.5倍", "2026-04-30")).toContain(
      "是2021年的4.5倍",
    );
    expect(yearsAgoWritten("营收是三年前的约1.3倍", "2026-04-30")).toBe("营收是2022年的约1.3倍");
    expect(yearsAgoWritten("营收是三年前的约1.3倍", "2025-05-16")).toBe("营收是2021年的约1.3倍");
  });

  // 宁德时代 归母净利润 159.31亿 (2021) → 722.01亿 (2025): 4.53x; 307.29亿 (2022): 2.35x.
  it("宁德时代 规模是四年前的4.5倍", () => {
    expect(mark("300750", "2021到2025年归母净利润年复合增速约46%，规模是四年前的4.5倍。")).toBe("✅");
    expect(mark("300750", "2025年归母净利润是三年前的约1.6倍。")).toBe("❌");
  });

  // Counter-case: a calendar time with no comparison verb, and an amount that looks like a year, are left alone.
  it("leaves 四年前 without a comparison verb, and an amount like 2000亿", () => {
    expect(yearsAgoWritten("四年前公司启动了扩产", "2026-04-30")).toBe("四年前公司启动了扩产");
    expect(yearsAgoWritten("营收2000亿元,是三年前的2倍", "2026-04-30")).toContain("是2022年的2倍");
  });
});
