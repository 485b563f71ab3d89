import { describe, expect, it } from "vitest";
import { checkAveragePairs } from "../../../src/verification/claims/average-pairs";
import { sampleFacts } from "./sample-facts";

/* 600028 on 2026-04-30: MA20 5.63, MA60 6.17, MA250 5.85 (MA60 still over MA250). */
const market = sampleFacts("600028", "2026-04-30").market;
const oks = (text: string) => (market ? checkAveragePairs(text, market).map((c) => c.ok) : []);

describe("an average pair written with each average's value in brackets", () => {
  it("reads the cross or the side past the bracketed values", () => {
    expect(oks("MA60（6.17元）已经下穿MA250（5.85元），长期死叉确认")).toEqual([false]);
    expect(oks("MA60（6.17元）仍在MA250（5.85元）之上")).toEqual([true]);
    expect(oks("MA20（5.63元）已经下穿MA60（6.17元）")).toEqual([true]);
  });

  it("reads the pair as before without the values", () => {
    expect(oks("MA60已经下穿MA250")).toEqual([false]);
    expect(oks("MA60仍在MA250之上")).toEqual([true]);
  });
});
