import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * Every part of a clause that asserts is checked, or the clause is 未能核验 (part-coverage.ts): the figure beside an
 * extreme does not carry it to ✅. 中国石化 营业总收入 2022 33181.68亿元 > 2023 32122.15亿元; 贵州茅台 2026-04-30.
 */
const checks = (ticker: string, claim: string) =>
  checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30"));

describe("a part no check read", () => {
  it("a peak or a 52-week low said beside a checked figure is never carried to ✅ by the figure", () => {
    // Checked where a rule reads it (the peak year, the 52-week window: ❌ here), else 未能核验.
    expect(markOf(checks("600028", "营收峰值出现在2023年，为32122.15亿元。"))).not.toBe("✅");
    expect(markOf(checks("600519", "最新收盘1384.79元已创下52周新低。"))).not.toBe("✅");
    expect(markOf(checks("600519", "最新收盘1384.79元。"))).toBe("✅");
  });

  it("a uniqueness (唯一一次) is 未能核验; nearness to a high (逼近新高) is not the high", () => {
    const unique = checks("600028", "2020年扣非净利润-15.65亿元，这是2019年以来唯一一次扣非与归母同时为负。");
    expect(unique.some((c) => c.ok === null && c.reason.includes("唯一一次"))).toBe(true);
    expect(checks("600519", "收盘1384.79元，逼近新高。").some((c) => c.reason.includes("“新高”没有核验"))).toBe(false);
  });
});
