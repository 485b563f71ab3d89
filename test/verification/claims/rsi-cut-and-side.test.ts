import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/* RSI(14) (src/sample/sample-data.json): 五粮液 2025-09-05 53.51; 贵州茅台 2026-04-30 39.64. */
const mark = (ticker: string, claim: string, asOf: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("an RSI value with its decimals cut (RSI 53 for 53.51)", () => {
  it("holds rounded or cut at the precision shown, and fails further off", () => {
    expect(mark("000858", "RSI 53，处于中性区间。", "2025-09-05")).toBe("✅");
    expect(mark("000858", "RSI 54，处于中性区间。", "2025-09-05")).toBe("✅");
    expect(mark("000858", "RSI 52，处于中性区间。", "2025-09-05")).toBe("❌");
  });
});

describe("a bare side of a level after the clause naming the RSI (约39.6，处在40下方)", () => {
  it("places the RSI named before", () => {
    expect(mark("600519", "RSI(14)约39.6，处在40下方。", "2026-04-30")).toBe("✅");
    expect(mark("600519", "RSI(14)约39.6，但已在38以上。", "2026-04-30")).toBe("✅");
    expect(mark("600519", "RSI(14)约39.6，处在35下方。", "2026-04-30")).toBe("❌");
  });
});
