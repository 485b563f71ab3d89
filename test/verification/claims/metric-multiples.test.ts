import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/** "现金流是利润的约4.9倍": a weak name before the metric divided by is the multiple's subject, as for a share. */
describe("a multiple of two metrics named by their short names", () => {
  // 中国平安 2025: 经营现金流 / 归母净利润 = 4.89倍; 宁德时代 2025: 1.85倍.
  it("reads 现金流 over 利润 as 经营现金流 / 归母净利润", () => {
    expect(mark("601318", "现金流是利润的约4.9倍，保费流入扎实。")).toBe("✅");
    expect(mark("300750", "现金流约为利润的1.85倍。")).toBe("✅");
  });
  it("a multiple the data does not give fails", () => {
    expect(mark("601318", "现金流是利润的约2.9倍，保费流入扎实。")).toBe("❌");
    expect(mark("300750", "现金流约为利润的1.2倍。")).toBe("❌");
  });
});

/** "A、B，前者约为后者的N倍": 前者/后者 point at two metrics one clause listed, in their order. */
describe("前者 and 后者 after one clause listing both metrics", () => {
  // 招商银行 2025: 每股经营现金流 17.90元, 基本每股收益 5.70元 (3.14倍).
  it("reads 前者 as the first listed and 后者 as the second", () => {
    expect(mark("600036", "每股经营现金流17.90元、每股收益5.70元，前者约为后者的3倍。")).toBe("✅");
  });
  it("the multiple the other way round fails", () => {
    expect(mark("600036", "每股经营现金流17.90元、每股收益5.70元，后者约为前者的3倍。")).toBe("❌");
    expect(mark("600036", "每股经营现金流17.90元、每股收益5.70元，前者约为后者的5倍。")).toBe("❌");
  });
});

/** "经营现金流扣掉它后自由现金流约584亿元": 它 is no metric to subtract; the figure after 后 is the result's level. */
describe("a subtraction whose object is a pronoun", () => {
  // 贵州茅台 2025: 经营现金流 615.22亿元 − 资本开支 31.28亿元 = 自由现金流 583.95亿元.
  it("reads the figure as the named result's", () => {
    expect(mark("600519", "资本开支31.28亿元，经营现金流扣掉它后自由现金流约584亿元。")).toBe("✅");
    expect(mark("600519", "资本开支31.28亿元，经营现金流扣掉它后自由现金流约684亿元。")).toBe("❌");
  });
  it("a named object is still subtracted", () => {
    expect(mark("600519", "经营现金流扣除资本开支后约为584亿元。")).toBe("✅");
    expect(mark("600519", "经营现金流扣除资本开支后约为684亿元。")).toBe("❌");
  });
});

/** "…后的自由现金流约909亿元，2024年这一口径约为658亿元": 这一口径 is the measure the clause before arrived at. */
describe("这一口径 after a derived measure", () => {
  // 宁德时代 自由现金流: 2025 909亿元, 2024 658.10亿元 (经营现金流 2024 969.90亿元).
  const claim = (y2024: string) => `经营现金流扣掉资本开支后的自由现金流约909亿元，2024年这一口径约为${y2024}亿元。`;
  it("reads the figure as that measure's", () => {
    expect(mark("300750", claim("658"))).toBe("✅");
    expect(mark("300750", claim("758"))).toBe("❌");
  });
});

/** "三万亿收入只留下约575亿净利润": what the metric before leaves is the metric named right after the amount. */
describe("an amount the metric before leaves", () => {
  // 中国石化 2024: 营业总收入 3.07万亿元, 净利润 575.47亿元.
  it("is the named metric's", () => {
    expect(mark("600028", "净利率只有1.87%，三万亿收入只留下约575亿净利润。")).toBe("✅");
    expect(mark("600028", "净利率只有1.87%，三万亿收入只留下约775亿净利润。")).toBe("❌");
  });
});
