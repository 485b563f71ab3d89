import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

// 中国石化: close 2026-04-30 5.39元, 2024 基本每股收益 0.415元 (12.99倍).
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf)));

describe("a multiple of two figures the clause shows", () => {
  it("is their quotient (a PE the writer divided from a price and an EPS)", () => {
    expect(mark("600028", "5.39元的股价约为2024年每股收益0.415元的13倍。")).toBe("✅");
    expect(mark("600028", "5.39元的股价约为2024年每股收益0.415元的16倍。")).toBe("❌");
  });
});

describe("an outflow named 净流出 and the bare 投资现金净流出", () => {
  // 贵州茅台 投资活动现金流量净额 2024 -17.85亿, 2025 -316.42亿 (17.7倍).
  it("reads every amount after 净流出 as the outflow's size", () => {
    expect(mark("600519", "投资现金净流出从17.85亿元扩大到316.42亿元，约为上年的17.7倍。")).toBe("✅");
    expect(mark("600519", "投资现金净流出从17.85亿元扩大到326.42亿元。")).toBe("❌");
    expect(mark("600519", "投资现金净流出从17.85亿元扩大到316.42亿元，约为上年的15倍。")).toBe("❌");
  });
});
