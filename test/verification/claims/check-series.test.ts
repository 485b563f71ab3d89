import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { pointsOf } from "../../../src/verification/claims/check-series";
import type { Facts } from "../../../src/verification/claims/facts";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

const point = (year: number, value: number) => ({
  period: `${year}-12-31`,
  value,
  unit: "亿元",
  publicDate: `${year + 1}-03-28`,
});
const facts = (operating2020: number): Facts => ({
  asOf: "2021-04-30",
  series: { revenue: [point(2020, 500)], operating_revenue: [point(2019, 400), point(2020, operating2020)] },
});

describe("a metric's points where a later series is the same line as the first", () => {
  it("takes the years the first lacks from a line equal to it on every year both hold", () => {
    expect(pointsOf(facts(500), "revenue").map((p) => [p.period.slice(0, 4), p.value])).toEqual([
      ["2019", 400],
      ["2020", 500],
    ]);
  });

  it("takes nothing from a line that differs (a bank's 营业总收入 beside its 营业收入)", () => {
    expect(pointsOf(facts(480), "revenue").map((p) => p.value)).toEqual([500]);
  });

  // 中国石化 at 2021-04-30: 营业总收入 2020 21047.24亿 only; 营业收入 2019 29661.93亿, 2020 21047.24亿 (−29.0 %).
  it("so the first year held still has its year before", () => {
    expect(mark("600028", "2020年营收21047.24亿元，同比下降约29%。", "2021-04-30")).toBe("✅");
    expect(mark("600028", "2020年营收21047.24亿元，同比小幅下降。", "2021-04-30")).toBe("❌");
  });
});

// 中国平安 at 2026-04-30: 营业收入 2017-2020 and 2025 (10505.06亿); 营业总收入 2021-2025, 2024 10289.25亿 (+2.10 %).
describe("a series with years of its own, its year before held only under the same line", () => {
  const insurer: Facts = {
    asOf: "2026-04-30",
    series: {
      operating_revenue: [point(2019, 300), point(2020, 310), point(2025, 520)],
      revenue: [point(2021, 900), point(2024, 500), point(2025, 520)],
    },
  };
  it("borrows only the year before a year both hold alike, never the years between its own", () => {
    expect(pointsOf(insurer, "operating_revenue").map((p) => [p.period.slice(0, 4), p.value])).toEqual([
      ["2019", 300],
      ["2020", 310],
      ["2024", 500],
      ["2025", 520],
    ]);
    expect(mark("601318", "2025年营业收入10505.06亿元，同比增长约2.1%。")).toBe("✅");
  });
  it("counter-case: the borrowed year still decides a move the other way", () => {
    expect(mark("601318", "2025年营业收入较上年下降。")).toBe("❌");
  });
});

describe("a figure of the reports filed with the valuations (每股净资产)", () => {
  // 招商银行 每股净资产 2024年末 41.46 → 2025年三季度末 43.21 → 2025年末 43.43 → 2026年一季度末 44.90元.
  it("moves from the last year-end, not from the quarter before", () => {
    expect(mark("600036", "每股净资产升至43.43元。")).toBe("✅");
    expect(mark("600036", "2025年每股净资产43.43元，较上年下降。")).toBe("❌");
  });

  it("a quarter-end's move is still from the quarter before, and its level still held", () => {
    expect(mark("600036", "一季度末每股净资产44.90元，较年初提升。")).toBe("✅");
    expect(mark("600036", "股价38.27元，低于一季度末每股净资产44.90元。")).toBe("✅");
  });
});
