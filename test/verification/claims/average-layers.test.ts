import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * Averages said to press on the price (or hold it) 依次, one after another: each on its side of the close
 * (average-subject.ts), and layered in the order listed, their values running one way (average-layers.ts). As of
 * 2026-04-30: 中国石化 (600028) close 5.39, MA10 5.44, MA20 5.63, MA60 6.17; 宁德时代 (300750) close 436, MA5 437.69,
 * MA10 438.80, MA20 425.02, MA60 391.63; 招商银行 (600036) close 38.27, MA5 39.03, MA10 39.39, MA20 39.41, MA60
 * 39.25; 中国平安 (601318) close 59.37, MA5 58.35, MA10 58.22, MA20 58.22.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("averages pressing 依次 on the price", () => {
  it("reads each one's side of the close", () => {
    expect(mark("600028", "10日、20日、60日均线依次压在股价上方。")).toBe("✅");
    expect(mark("600028", "10日、20日、60日均线依次压在中石化股价上方。")).toBe("✅");
    expect(mark("300750", "20日、60日均线依次托在股价下方。")).toBe("✅");
    expect(mark("300750", "20日、60日均线依次压在股价上方。")).toBe("❌");
    expect(mark("601318", "5日、10日、20日均线依次压在股价上方。")).toBe("❌");
  });
  it("reads 依次压制 as pressure from above, each one", () => {
    expect(mark("600028", "MA10、MA20、MA60依次压制股价。")).toBe("✅");
  });
  it("fails a list whose values go up and down", () => {
    expect(mark("600036", "5日、10日、20日、60日均线依次压在股价上方。")).toBe("❌");
  });
});
