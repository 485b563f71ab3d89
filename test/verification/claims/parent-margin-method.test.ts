import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parentMarginByMethod } from "../../../src/verification/claims/parent-margin-method";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2020-05-15") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 五粮液 2019: 归母净利润 174.02亿 / 营业收入 501.18亿 = 34.72 %; the store holds no 销售净利率 nor group profit.
describe("净利率 after a clause naming its method as 归母净利润 over the revenue", () => {
  it("is written as 归母净利率 in the rest of its sentence", () => {
    expect(parentMarginByMethod("按营收和归母净利润计算，2019年净利率约34.7%。")).toBe(
      "按营收和归母净利润计算，2019年归母净利率约34.7%。",
    );
    expect(parentMarginByMethod("2019年净利率约34.7%。")).toBe("2019年净利率约34.7%。");
    // a method of other lines defines nothing
    expect(parentMarginByMethod("按营收和净利润计算，净利率约36%。")).toBe("按营收和净利润计算，净利率约36%。");
  });

  it("is checked as that margin, and a wrong one fails", () => {
    expect(mark("000858", "以归母净利润除以营业收入计，2019年净利率约34.7%。")).toBe("✅");
    expect(mark("000858", "按归母净利润与营业收入计算，五粮液2019年净利率约40%。")).toBe("❌");
  });

  it("without the method, a year with no 销售净利率 stored stays 未能核验", () => {
    expect(mark("000858", "五粮液2019年净利率约34.7%。")).toBe("❔");
  });
});
