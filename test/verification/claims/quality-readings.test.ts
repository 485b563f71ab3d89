import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { sampleFacts } from "./sample-facts";

/** 002594 as of 2026-04-30: 2025 营业总收入 +3.46 %, 经营现金流 −55.69 %; 2026Q1 营收 1291.31亿 (2025Q4 1406.30亿). */
const directions = (claim: string) =>
  checkAssertions(parseAssertions(claim, undefined, { asOf: "2026-04-30" }), sampleFacts("002594", "2026-04-30"))
    .filter((c) => c.kind === "direction")
    .map((c) => c.ok);

describe("a reading of quality is about cash against what was booked", () => {
  it("收入质量变差 holds when cash flow grew slower than revenue, though revenue rose", () => {
    expect(directions("2025年营收+3.46%而经营现金流-55.69%，收入质量明显变差")).toEqual([true]);
    expect(directions("2025年营收+3.46%而经营现金流-55.69%，收入质量明显改善")).toEqual([false]);
  });
  it("without cash named in its sentence, 盈利质量 may mean margins and is read as before", () => {
    expect(directions("2025年营收同比+3.46%，收入质量明显改善")).toEqual([true]);
  });
});

describe("a season is the quarter against the one before it", () => {
  it("季节性走弱 of a first quarter reads the fourth quarter before it, not the same quarter a year before", () => {
    expect(directions("一季度营收1291.31亿元，环比2025年四季度回落约8%，季节性走弱仍在")).toEqual([true, true]);
  });
});
