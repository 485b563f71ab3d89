import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * A multiple's move from the snapshot to now (snapshot-move.ts) is the price's move between the two closes. Sample
 * closes 2025-07-04 → 2026-04-30: 300750 265.8 → 436元 (+64 %), 000858 120.39 → 97.08元 (−19 %), 600028 5.68 →
 * 5.39元 (−5 %), 600036 47.07 → 38.27元 (−19 %).
 */
const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("a multiple's move from the snapshot", () => {
  it("is the move of the close since the snapshot's day, PE or PB or 估值", () => {
    expect(mark("300750", "宁德PE比7月快照时高了不少。")).toBe("✅");
    expect(mark("000858", "五粮液估值较7月快照明显抬升。")).toBe("❌");
    expect(mark("600028", "中石化估值比去年7月快照时更低了。")).toBe("✅");
    expect(mark("600036", "招行市净率较去年7月快照时的1.16倍抬升。")).toBe("❌");
  });

  it("sizes the move by the same change", () => {
    expect(mark("300750", "宁德估值较快照时明显抬升。")).toBe("✅");
    expect(mark("600028", "中石化PB较快照时大幅下降。")).toBe("❌");
  });

  it("leaves a move measured from another base than the snapshot to the series' own check", () => {
    // No PE series of past days is kept: a move from a year-end stays undecided.
    expect(mark("300750", "宁德PE较2025年末抬升。")).toBe("❔");
  });
});
