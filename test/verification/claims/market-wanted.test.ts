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
