import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/**
 * "2019年以来…年均复合增长约8.3%": an average move over a window since a year goes the way of the window's whole
 * change, from that year's level to the latest; the rate's size is the figure check's.
 */
describe("an average move over a window since a year", () => {
  // 招商银行 归母净利润 928.67亿 (2019) → 1501.81亿 (2025): about +8.3 % a year.
  it("招商银行 2019年以来年均复合增长约8.3%", () => {
    expect(mark("600036", "2019年以来归母净利年均复合增长约8.3%，从928.67亿走到1501.81亿。")).toBe("✅");
  });

  // 中国石化 归母净利润 712.08亿 (2021) → 503.13亿 (2024): a fall of about 10.9 % a year, not a rise.
  it("中国石化 2021年以来 fell, so 年均复合增长 fails and 年均复合下降 holds", () => {
    expect(mark("600028", "2021年以来归母净利润年均复合增长约10.9%。")).toBe("❌");
    expect(mark("600028", "2021年以来归母净利润年均复合下降约10.9%。")).toBe("✅");
  });

  // Counter-case: an average with no window's start named is still no single year's move.
  it("an average over an unnamed window stays undecided", () => {
    expect(mark("600036", "过去几年归母净利润年均增长约8%。")).toBe("❔");
  });
});
