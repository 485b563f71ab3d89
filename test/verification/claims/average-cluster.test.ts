import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * Several averages gathered at one level ("MA60、MA120、MA250挤在1520—1527元", "短期均线粘合在58.2元附近"): each
 * inside the range written, or within 1.5 % of the level. 贵州茅台 (600519) as of 2025-04-30: MA60 1526.97, MA120
 * 1521.68, MA250 1522.10; 中国平安 (601318) as of 2026-04-30: MA5 58.35, MA10 58.22, MA20 58.22; 比亚迪 (002594):
 * MA5 102.33, MA10 102.15, MA60 98.35.
 */
const mark = (ticker: string, asOf: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("averages gathered in a range", () => {
  it("holds each named average inside the range", () => {
    expect(mark("600519", "2025-04-30", "MA60、MA120、MA250挤在1520—1527元。")).toBe("✅");
    expect(mark("600519", "2025-04-30", "MA60、MA120、MA250挤在1540—1550元。")).toBe("❌");
  });
});

describe("averages gathered near a level", () => {
  it("holds each within 1.5 % of it", () => {
    expect(mark("601318", "2026-04-30", "短期均线粘合在58.2元附近。")).toBe("✅");
    expect(mark("002594", "2026-04-30", "MA5与MA10几乎粘合在102元附近。")).toBe("✅");
    expect(mark("601318", "2026-04-30", "短期均线粘合在61元附近。")).toBe("❌");
    expect(mark("002594", "2026-04-30", "MA5与MA60几乎粘合在102元附近。")).toBe("❌");
  });
});
