import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * src/sample/sample-data.json to 2026-04-30: 宁德时代's 52-week high 460.00 was set on 2026-04-16 (close 453.98), the
 * last close is 436; 五粮液 made lows of 97.04 on 2026-04-29 and 97.00 on 2026-04-30 (close 97.08, the year's lowest),
 * while on 2026-04-20 its low 101.05 stood above the year's 100.04.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("a 52-week high or low said of a day the clause names", () => {
  it("is that day's extreme over its year, not the last bar's: 宁德 4月16日 460", () => {
    expect(mark("300750", "4月16日宁德盘中创出460元的52周新高，此后小幅回落，目前距高点约5%。")).toBe("✅");
    expect(mark("300750", "4月17日宁德创出52周新高。")).toBe("❌");
  });

  it("reads a new low the same way: 五粮液 4月29日 yes, 4月20日 no", () => {
    expect(mark("000858", "五粮液4月29日创下52周新低。")).toBe("✅");
    expect(mark("000858", "五粮液4月20日创出52周新低。")).toBe("❌");
  });

  it("reads 创出97元的52周新低 with the low's price between (the last bar's)", () => {
    expect(mark("000858", "五粮液创出97元的52周新低。")).toBe("✅");
    expect(mark("600519", "茅台创出1384元的52周新低。")).toBe("❌");
  });
});
