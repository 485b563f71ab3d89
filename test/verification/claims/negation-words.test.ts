import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { DENIED_AFTER, NEGATIONS } from "../../../src/verification/claims/judgement-words";
import { NOT_HAPPENED } from "../../../src/verification/claims/negation-words";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { DENIED_LEVEL } from "../../../src/verification/claims/phrase-words";
import { sampleFacts } from "./sample-facts";

const checks = (ticker: string, claim: string) =>
  checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts(ticker, "2026-04-30"));
const levels = (ticker: string, claim: string) =>
  checks(ticker, claim)
    .filter((c) => c.kind === "level")
    .map((c) => c.ok);

describe("one table of negation words", () => {
  it("every word of a fact not happened denies a move, a level and a move's start alike", () => {
    for (const w of NOT_HAPPENED) {
      expect(NEGATIONS.test(w)).toBe(true);
      expect(DENIED_LEVEL.test(w)).toBe(true);
      expect(DENIED_AFTER.test(`${w}出现`)).toBe(true);
    }
  });
});

describe("a level denied is checked as not reached", () => {
  // 600036 as of 2026-04-30: RSI(14) 36.06; 000858: 28.39.
  it("未到/尚未跌破 + the line, and a distance from it, hold outside the band", () => {
    expect(levels("600036", "RSI(14)约36，偏弱但未到30的超卖线")).toEqual([true]);
    expect(levels("600036", "RSI(14)在36附近，偏弱但离30的超卖线还有距离")).toEqual([true]);
    expect(levels("600036", "RSI距超卖区尚远")).toEqual([true]);
  });
  it("and fail inside it", () => {
    expect(levels("000858", "RSI(14)28.4，尚未进入超卖区")).toEqual([false]);
    expect(levels("000858", "RSI离超卖线还有一段距离")).toEqual([false]);
  });
  it("an asserted level is still checked as asserted", () => {
    expect(levels("000858", "RSI(14)28.4，已进入超卖区")).toEqual([true]);
  });
});

describe("a quoted claim refuted after it", () => {
  // 002594: 2025 归母净利润 −18.97 %.
  const directions = (claim: string) =>
    checks("002594", claim)
      .filter((c) => c.kind === "direction")
      .map((c) => c.ok);
  it("“…增长”与年报不符 says it fell; “…下降”属误读 says it did not", () => {
    expect(directions("复核意见：“2025年归母净利润增长”与年报不符")).toEqual([true]);
    expect(directions("复核意见：“2025年归母净利润下降”的说法属误读")).toEqual([false]);
  });
});
