import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { AMPLITUDE } from "../../../src/verification/claims/market-words";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * "20个交易日内振幅接近20%" is the window's amplitude as "近20个交易日振幅" is (market-words.ts AMPLITUDE): the
 * highest high less the lowest low of the sessions, over the close before them. 宁德时代 (300750) as of 2026-04-30:
 * 20-session amplitude 19.35 %, 60-session 37.42 %.
 */
const mark = (claim: string) =>
  markOf(
    checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts("300750", "2026-04-30")),
  );

describe("an amplitude within a window of sessions", () => {
  it("reads 内/之内/以来 between the window and 振幅", () => {
    expect(AMPLITUDE.exec("20个交易日内振幅接近20%")?.[1]).toBe("20");
    expect(AMPLITUDE.exec("60日以来的振幅")?.[1]).toBe("60");
  });

  it("is checked as the window's amplitude", () => {
    expect(mark("20个交易日内振幅接近20%")).toBe("✅");
    expect(mark("过去60个交易日内振幅超过37%")).toBe("✅");
    expect(mark("20个交易日内振幅不到10%")).toBe("❌");
  });
});
