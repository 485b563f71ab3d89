import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * At 2026-04-30 (src/sample/sample-data.json): 宁德时代 closes at 436.00, MA5 437.69, MA10 438.80, MA20 425.02;
 * 中国石化 5.39, MA20 5.63, MA60 6.17, MA250 5.85; 中国平安 59.37, MA250 59.29 (+0.14 %).
 */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("an average's value joined to its name by 的 (MA10的438.80元)", () => {
  it("checks the value as the average's, not as the close", () => {
    expect(mark("300750", "收盘436元略低于MA5的437.69元和MA10的438.80元，但高于MA20约2.6%。")).toBe("✅");
    expect(mark("300750", "收盘436元略低于MA5的437.69元和MA10的436.80元。")).toBe("❌");
    expect(mark("600028", "收盘5.39元，低于20日线的5.63元。")).toBe("✅");
    expect(mark("600028", "收盘5.39元，低于20日线的5.93元。")).toBe("❌");
  });
});

describe("the close's distance from an average stressed by 仅 or 只有", () => {
  it("reads 年线上方仅0.1% as the distance", () => {
    expect(mark("601318", "股价在年线上方仅0.1%，同时低于60日和120日均线。")).toBe("✅");
    expect(mark("601318", "股价在年线上方仅3%，同时低于60日和120日均线。")).toBe("❌");
    expect(mark("600028", "股价在60日线下方仅3%。")).toBe("❌");
  });
});

describe("a bare 上 or 下 ending the clause after an average is the close's side (收在5日线下)", () => {
  it("reads the side, and leaves 下穿 to the crossing", () => {
    expect(mark("300750", "MACD刚死叉、收在5日线下。")).toBe("✅");
    expect(mark("300750", "MACD刚死叉、收在20日线下。")).toBe("❌");
    expect(mark("300750", "收在20日线上。")).toBe("✅");
    expect(mark("600519", "收在20日线上。")).toBe("❌");
  });
});
