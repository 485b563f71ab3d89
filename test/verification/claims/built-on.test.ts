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

describe("a clause opening with 之后/此后/随后 after years named", () => {
  it("judges the year after the last one named", () => {
    expect(builtOnWritten("2021、2022年利润连降，分别下滑约29%和18%，之后才企稳回升")).toBe(
      "2021、2022年利润连降，分别下滑约29%和18%，2023年才企稳回升",
    );
    expect(builtOnWritten("营收2019至2024年连续增长，此后出现下滑")).toBe("营收2019至2024年连续增长，2025年出现下滑");
  });

  it("leaves a run after them, a day's time and a clause naming its own year alone", () => {
    for (const s of [
      "2022年利润下滑，此后一路回升",
      "2026年3月2日大涨约10%，此后震荡回落",
      "2023年下滑，之后2025年回升",
    ])
      expect(builtOnWritten(s)).toBe(s);
  });

  // 比亚迪 归母净利润 2024 402.54亿元 → 2025 326.19亿元.
  it("checks the move on that year", () => {
    expect(mark("002594", "比亚迪利润2021至2024年连续增长，随后回升。")).toBe("❌");
    expect(mark("002594", "比亚迪利润2021至2024年连续增长，随后出现下滑。")).toBe("✅");
  });
});

describe("此后 before the share price (股价从当时的5.68元跌到5.39元)", () => {
  // 600028 closes 5.68 on 2025-11-13 and 5.39 on 2026-04-30; a year named before is a multiple's, not the move's.
  it("is the price's time, not the report year after the one named", () => {
    const pe = "快照时总市值约6887亿元，对应2024年利润约13.7倍PE；股价从当时的5.68元跌到5.39元，跌约5%。";
    expect(mark("600028", pe)).toBe("✅");
    expect(
      mark("600028", "快照时总市值约6887亿元，对应2024年利润约13.7倍PE；股价从当时的5.68元跌到5.39元，跌约15%。"),
    ).toBe("❌");
  });
});
