import { describe, expect, it } from "vitest";
import { builtOnWritten } from "../../../src/verification/claims/built-on";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 宁德时代 销售毛利率 2025 26.27%, 2026年一季度 24.82%; 比亚迪 2025 17.74%, 2026年一季度 18.81%.
describe("a move built on another period's level (在…的基础上)", () => {
  it("names that period as the base, as 较 does; a phrase with no level or period stays", () => {
    expect(builtOnWritten("一季度毛利率24.82%,在2025年全年26.27%的基础上继续提升")).toBe(
      "一季度毛利率24.82%,较2025年全年26.27%继续提升",
    );
    expect(builtOnWritten("在现有基础上继续提升")).toBe("在现有基础上继续提升");
    // A base that is a year's growth, not a level, is no base period (built-on-changes.test.ts reads it).
    expect(builtOnWritten("在2024年大增47.8%的基础上继续增长")).not.toContain("较");
  });

  it("judges the quarter against the year named, not the year against the one before", () => {
    expect(mark("300750", "一季度毛利率24.82%，在2025年全年26.27%的基础上继续提升。")).toBe("❌");
    expect(mark("300750", "一季度毛利率24.82%，在2025年全年26.27%的基础上有所回落。")).toBe("✅");
    expect(mark("002594", "一季度毛利率18.81%，在2025年全年17.74%的基础上继续提升。")).toBe("✅");
    expect(mark("002594", "一季度毛利率18.81%，在2025年全年17.74%的基础上有所下滑。")).toBe("❌");
  });
});
