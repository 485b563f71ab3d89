import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { unitsCarriedBack } from "../../../src/verification/claims/list-units";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 中国平安 归母净利润 2021 1016.18, 2022 837.74, 2023 856.65, 2024 1266.07, 2025 1347.78亿元.
describe("a list after 分别 whose amount unit is written once, after its last figure", () => {
  it("gives the unit to every figure; prices in 元 and multiples are left as written", () => {
    expect(unitsCarriedBack("分别为1016.18、837.74和856.65亿元")).toBe("分别为1016.18亿元、837.74亿元和856.65亿元");
    expect(unitsCarriedBack("均线依次为102.33、102.15、98.35元")).toBe("均线依次为102.33、102.15、98.35元");
    expect(unitsCarriedBack("PE分别为20、25倍")).toBe("PE分别为20、25倍");
  });

  it("reads each figure as its year's amount", () => {
    const list = "2021—2025年归母净利分别为1016.18、837.74、856.65、1266.07、1347.78亿元，2022年是谷底";
    expect(mark("601318", list)).toBe("✅");
    expect(mark("601318", list.replace("837.74", "937.74"))).toBe("❌");
  });
});
