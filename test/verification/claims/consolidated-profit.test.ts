import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const checks = (ticker: string, claim: string, asOf = "2026-04-30") =>
  checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf));
const mark = (ticker: string, claim: string, asOf = "2026-04-30") => markOf(checks(ticker, claim, asOf));

/**
 * A bare 净利润 may be the consolidated profit (含少数股东损益). 贵州茅台's sample holds 2025 归母净利润 (823.20亿元) but
 * not 2025 净利润: a bare 净利润 near it is unverified, not false; 2024 holds both (893.35 / 862.28亿元).
 */
describe("a bare 净利润 where the year's consolidated profit is not stored", () => {
  it("贵州茅台 2025年净利润853.10亿 is 未能核验, not ❌", () => {
    const claim = "少数股东损益约30亿元（净利润853.10亿减归母823.20亿）。";
    expect(mark("600519", claim)).toBe("❔");
    expect(checks("600519", claim).some((c) => c.ok === null && /含少数股东损益/.test(c.reason))).toBe(true);
  });

  it("a year that holds both is checked on both", () => {
    expect(mark("600519", "2024年少数股东损益约31亿元（净利润893.35亿减归母862.28亿）。")).toBe("✅");
    expect(mark("600519", "2024年净利润950亿元。")).toBe("❌");
  });

  // Counter-cases: 归母 named, or a figure far from the 归母 value (a factor of ten), is still failed.
  it("归母 named, or a figure far off, still fails", () => {
    expect(mark("600519", "2025年归母净利润853.10亿元。")).toBe("❌");
    expect(mark("600519", "2025年净利润8531亿元。")).toBe("❌");
  });
});
