import { describe, expect, it } from "vitest";
import { checkMarketClause } from "../../../src/verification/claims/check-market";
import { expandShorthand } from "../../../src/verification/claims/market-shorthand";
import { sampleFacts } from "./sample-facts";

/*
 * From src/sample/sample-data.json: the last 20 sessions' average volume over the 20 before is 84.2 % for 000858 on
 * 2025-10-31, 225.8 % for 601318 on 2024-10-31, 151.0 % for 600519 on 2025-09-05.
 */
const wl = sampleFacts("000858", "2025-10-31");
const pa = sampleFacts("601318", "2024-10-31");
const oks = (text: string, facts = wl) => checkMarketClause(text, facts).map((c) => c.ok);

describe("volume over the last 20 sessions against the 20 before", () => {
  it("reads 缩小 and 收窄 as less volume, with the size of the change", () => {
    expect(oks("近20日均量比前20日缩小约16%")).toEqual([true, true]);
    expect(oks("近20日均量比前20日缩小约30%")).toEqual([true, false]);
    expect(oks("近20日量能较前20日收窄约16%")).toEqual([true, true]);
    expect(oks("近20日均量比前20日缩小约16%", pa)).toEqual([false, false]);
  });

  it("reads 翻倍 of volume as more volume, doubled (翻倍有余 at least)", () => {
    expect(oks("20日量能较前20日翻倍有余", pa)).toEqual([true, true]);
    expect(oks("20日量能较前20日翻倍有余")).toEqual([false, false]);
    expect(oks("20日量能较前20日接近翻倍", pa)).toEqual([true, false]);
  });

  it("reads 20日量比 and a log's volr20 as that ratio; a bare 量比 is not it", () => {
    expect(expandShorthand("20日量比约1.5")).toBe("近20日均量为此前20日的约150%");
    expect(expandShorthand("volr20=0.61")).toBe("近20日均量为此前20日的61%");
    expect(expandShorthand("量比0.68")).toBe("量比0.68");
    const mt = sampleFacts("600519", "2025-09-05");
    expect(oks("20日量比约1.5", mt)).toEqual([true]);
    expect(oks("20日量比约1.2", mt)).toEqual([false]);
  });

  it("reads 20日量能比 as the same ratio; a bare 量能比 names no window", () => {
    expect(expandShorthand("20日量能比约1.07")).toBe("近20日均量为此前20日的约107%");
    expect(expandShorthand("20日量能比为0.9")).toBe("近20日均量为此前20日的90%");
    expect(expandShorthand("量能比约1.07")).toBe("量能比约1.07");
  });
});
