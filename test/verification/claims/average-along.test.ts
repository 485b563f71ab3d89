import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * The price running along an average ("贴着年线运行", "围绕60日线运行") is near it; a sideways or rising path along it
 * ("围绕20日线横盘", "沿5日线上行") is a claim about the sessions the last close does not settle; 远离 an average is
 * far from it. 中国平安 (601318) 2026-04-30 close 59.37, MA250 59.29; 宁德时代 (300750) close
 * 436, MA20 425.02, MA60 391.63, MA250 335.35; 五粮液 (000858) close 97.08, MA5 99.42.
 */
describe("the price moving along an average, or far from it", () => {
  const at = (ticker: string, claim: string) =>
    markOf(
      checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")),
    );
  it("running along it is near it", () => {
    expect(at("601318", "股价贴着年线运行。")).toBe("✅");
    expect(at("300750", "股价围绕60日线运行。")).toBe("❌");
  });
  it("a path along it (横盘, 震荡, 上行) is left 未能核验", () => {
    expect(at("601318", "股价围绕年线窄幅震荡。")).toBe("❔");
    expect(at("000858", "股价沿5日线上行。")).toBe("❔");
  });
  it("远离 is far from it", () => {
    expect(at("300750", "股价远离年线，乖离过大。")).toBe("✅");
    expect(at("300750", "股价已远离20日线。")).toBe("❌");
  });
});
