import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/**
 * An order written after a way word with bare spans sharing one 日 ("自上而下依次为5、10、20、60、120日"): each
 * neighbour pair as written (average-listing.ts). As of 2026-04-30: 比亚迪 (002594) MA5 102.33 > MA10 102.15 > MA20
 * 101.93 > MA60 98.35 > MA120 97.25; 五粮液 (000858) MA5 99.42 < MA10 100.33 < MA20 101.81 < MA60 103.32 < MA120
 * 107.86 < MA250 116.47; 宁德时代 (300750) MA5 437.69, MA10 438.80, MA20 425.02, MA60 391.63.
 */
const mark = (ticker: string, claim: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30")));

describe("bare spans listed after 依次为", () => {
  it("are the averages in the order written", () => {
    expect(mark("002594", "五条均线自上而下依次为5、10、20、60、120日，标准多头排列。")).toBe("✅");
    expect(mark("000858", "均线自上而下依次为250、120、60、20、10、5日。")).toBe("✅");
    expect(mark("000858", "均线自上而下依次为5、10、20、60日。")).toBe("❌");
    expect(mark("300750", "均线从上到下依次是5、10、20、60日。")).toBe("❌");
  });
});
