import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * From src/sample/sample-data.json on 2026-04-30: 300750 +93.38 % over 250 sessions and +7.47 % over 20; 600519
 * -11.57 % over 250.
 */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf, company: ticker }), sampleFacts(ticker, asOf)));

describe("a bare window before a move with its size glued on (一年大涨超九成)", () => {
  it("is the price's move over that window", () => {
    expect(mark("300750", "宁王一年大涨超九成！股价从225元涨到436元，还能上车吗？")).toBe("✅");
    expect(mark("300750", "宁德时代一个月大涨约7.5%。")).toBe("✅");
  });

  it("fails the wrong side or size", () => {
    expect(mark("600519", "茅台一年大涨约12%。")).toBe("❌");
    expect(mark("300750", "宁德时代一年暴跌三成。")).toBe("❌");
  });
});
