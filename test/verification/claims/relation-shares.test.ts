import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/** 中国平安 资产负债率: 2017 90.95 % (the highest since), 2018 90.43 %. */
describe("the extreme of a span named by its year and level (最高是2018年的90.43%)", () => {
  it("is no share of that year's level: the extreme is judged", () => {
    expect(mark("601318", "2017年以来负债率最高是2018年的90.43%。")).toBe("❌");
  });
  it("counter-case: a multiple of another year's level is still a share", () => {
    // 贵州茅台 营业总收入 2019 888.54 → 2025 1720.54亿元.
    expect(mark("600519", "2025年营收是2019年的1.94倍。")).toBe("✅");
  });
});
