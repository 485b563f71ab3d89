import { describe, expect, it } from "vitest";
import { nearAverages } from "../../../src/verification/claims/market-near-average";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { CONDITIONAL, OWN_VOICE, TURN } from "../../../src/verification/claims/phrase-words";
import { sampleFacts } from "./sample-facts";

/**
 * One table of contrast and condition words (contrast-words.ts): every reader knows every word of its group. 五粮液 as
 * of 2022-04-29: close 162.13, MA60 174.08 (−6.9 %).
 */
const wl = sampleFacts("000858", "2022-04-29").market!;

describe("condition words: a scenario, not a fact", () => {
  it("如能 / 倘若 / 万一 open a condition for the parser and for the close placed at an average alike", () => {
    for (const w of ["如能", "倘若", "万一", "假如"]) expect(CONDITIONAL.test(`${w}保持当前增速`)).toBe(true);
    const a = parseAssertions("如能保持当前增速，明年归母净利润将增长20%", undefined, { asOf: "2026-04-30" });
    expect(a.every((x) => x.scenario)).toBe(true);
    // Far from MA60 (−6.9 %), but only supposed there: nothing to check.
    expect(nearAverages("倘若股价回踩60日均线附近", wl)).toEqual([]);
    expect(nearAverages("股价回踩60日均线附近", wl).map((c) => c.ok)).toEqual([false]);
  });
});

describe("contrast words: a turn to the writer's own point", () => {
  it("但是 / 不过 / 然而 / 可是 open a turn, 却 turns after its subject", () => {
    for (const t of ["但是毛利率仍在下行", "不过现金流依旧充沛", "然而库存还在累积", "可是订单已经见顶"])
      expect([TURN.test(t), OWN_VOICE.test(t)]).toEqual([true, true]);
    expect(TURN.test("利润却在增长")).toBe(true);
    expect(TURN.test("利润持续增长")).toBe(false);
  });
});
