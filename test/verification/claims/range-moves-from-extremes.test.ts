import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

// 中国平安 59.37 in a 52-week range 50.55-74.88 (36.3 %); 宁德时代 436.00 in 231.20-460.00 (89.5 %), its highest close
// since April 453.98 (2026-04-16); 中国石化 5.39, its 52-week high 8.11 the 2026-03-04 intraday high (close 7.40).
describe("the half of the 52-week range the close is in (52周区间的下半部)", () => {
  it("reads 上半部/下半部 as the close's side of the range's middle, with its percentile", () => {
    expect(mark("601318", "股价位于52周区间的下半部（约36%分位）。")).toBe("✅");
    expect(mark("601318", "股价位于52周区间的上半部（约36%分位）。")).toBe("❌");
    expect(mark("601318", "股价位于52周区间的下半部（约60%分位）。")).toBe("❌");
    expect(mark("300750", "股价位于52周区间的下半部。")).toBe("❌");
  });

  it("does not read 上半年/下半年 as a half of the range", () => {
    expect(mark("600519", "52周区间内上半年涨、下半年跌。")).toBe("❔");
  });
});

describe("the distance from the highest close since a month named (较4月以来的收盘高点回撤)", () => {
  it("is from the highest close since that month began, not the move since it", () => {
    expect(mark("300750", "较4月以来的收盘高点回撤不到4%。")).toBe("✅");
    expect(mark("300750", "较4月以来的收盘高点回撤超过10%。")).toBe("❌");
  });
});

describe("a move from the 52-week high written as its price (从52周高点8.11元跌到5.39元)", () => {
  it("reads the price as the range's high and sizes the move from it, not from that day's close", () => {
    expect(mark("600028", "从52周高点8.11元跌到5.39元，回撤约33.5%。")).toBe("✅");
    expect(mark("600028", "从52周高点8.11元跌到5.39元，回撤约27%。")).toBe("❌");
    expect(mark("600028", "从52周高点8.51元跌到5.39元。")).toBe("❌");
  });
});
