import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (claim: string, ticker = "601318", asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf)));

// 中国平安 归母净利润 2019 1494.07亿元 (the high), 2024 1266.07亿元, 2025 1347.78亿元 (+6.45 %).
describe("a concession dated by a period takes the main clause's metric", () => {
  it("即便2025年回升: the year is a date, not a subject; the rise is the profit's", () => {
    expect(mark("即便2025年回升，归母净利润1347.78亿元仍低于2019年的1494.07亿元高点。")).toBe("✅");
    expect(mark("即便2025年下滑，归母净利润1347.78亿元仍低于2019年的1494.07亿元高点。")).toBe("❌");
  });

  it("a concession with a subject of its own is still not the main clause's metric", () => {
    expect(mark("即便需求下滑，归母净利润1347.78亿元仍低于2019年的1494.07亿元高点。")).toBe("❔");
  });
});
