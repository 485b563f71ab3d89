import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

// 600519 on 2026-04-30: close 1384.79, MA20 1433.56; 000858: close 97.08, MA250 116.47.
describe("a side waited for before 前 (站回MA20前不加仓)", () => {
  it("is a bound of the advice, not a side that holds; the level it names is still read", () => {
    expect(mark("600519", "收盘1384.79元，重新站上MA20约1433.6元之前暂不加仓")).toBe("✅");
    expect(mark("600519", "收盘1384.79元，站上MA20约1500元前不加仓")).toBe("❌");
    expect(mark("000858", "五粮液没收复年线前别急着抄底")).not.toBe("❌");
  });
  it("a side said to hold is checked", () => {
    expect(mark("000858", "五粮液已收复年线，可以加仓")).toBe("❌");
  });
});

// 300750 on 2026-04-30: close 436, MA20 425.02, 60-session return +28.46%; 000858: close 97.08, MA20 101.81.
describe("a bare 等 before a pullback it waits for, ending its clause (等回踩20日线)", () => {
  it("is a plan: the average it names is no reading", () => {
    expect(mark("300750", "宁德近60个交易日涨约28%，等回踩20日线。")).toBe("✅");
  });
  it("leaves the readings before it checked", () => {
    expect(mark("000858", "五粮液收盘高于20日线，等回踩20日线。")).toBe("❌");
  });
});

describe("a bare 等 with the level it waits for in 元 (宜等回踩20日线（约425元）)", () => {
  it("still reads the level's value", () => {
    expect(mark("300750", "宁德近60日涨约28%，短线宜等回踩20日线（约425元）。")).toBe("✅");
    expect(mark("300750", "宁德近60日涨约28%，短线宜等回踩20日线（约460元）。")).toBe("❌");
  });
});
