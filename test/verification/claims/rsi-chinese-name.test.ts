import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { rsiByCode } from "../../../src/verification/claims/rsi-bands";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * RSI written by its Chinese name is read as RSI(14) (rsi-bands.ts rsiByCode). 中国平安 (601318) as of 2026-04-30:
 * RSI(14) 53.67; 中国石化 (600028): RSI(14) 30.04.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("RSI by its Chinese name", () => {
  it("is RSI(14), bare or with the 14-day window", () => {
    expect(mark("601318", "14日相对强弱指标读数53.7")).toBe("✅");
    expect(mark("601318", "相对强弱指数（RSI）约54，多空均衡")).toBe("✅");
    expect(mark("600028", "14日相对强弱指标读数30，接近超卖")).toBe("✅");
    expect(mark("601318", "14日相对强弱指标读数63.7")).toBe("❌");
  });

  it("keeps another window as written: another indicator, not RSI(14)", () => {
    expect(rsiByCode("6日相对强弱指标读数25")).toBe("6日相对强弱指标读数25");
    expect(rsiByCode("14日相对强弱指标读数53.7")).toBe("RSI读数53.7");
    expect(mark("601318", "6日相对强弱指标读数25")).toBe("❔");
  });
});
