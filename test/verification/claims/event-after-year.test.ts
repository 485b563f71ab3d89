import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {}));

describe("a year named with an event gone on from (在2024年下滑后重回增长) is not the year the clause judges", () => {
  // 宁德时代 营业总收入: 2023 4009.17亿, 2024 3620.13亿, 2025 4237.02亿; 茅台 归母净利润: 2024 862.28亿, 2025 823.20亿.
  it("reads the move and the rank after it at the sentence's year", () => {
    const catl = "宁德时代2025年营业总收入4237.02亿元，同比增长17.0%，在2024年下滑后重回增长，创下2021年以来新高。";
    expect(mark("300750", catl, "2026-04-30")).toBe("✅");
    expect(mark("600519", "茅台2025年净利润823亿，在2024年大增后回落，仍是2023年以来次高。", "2026-04-30")).toBe("✅");
  });

  it("fails a move or a rank the sentence's year does not have", () => {
    expect(mark("300750", "宁德时代2025年营收在2024年下滑后继续下滑。", "2026-04-30")).toBe("❌");
    expect(mark("600519", "茅台2025年净利润823亿，在2024年大增后回落，创2023年以来新高。", "2026-04-30")).toBe("❌");
  });
});

describe("a return after an event with no later year named (在2020年下滑后重回增长)", () => {
  // 中国石化 归母净利润: 2020 332.71亿 (−42.2 %), 2021 712.08亿 (+114 %), 2022 670.82亿 (−5.8 %).
  it("is judged on the year after the event's, not on the latest year", () => {
    expect(mark("600028", "中国石化净利润在2020年下滑后重回增长", "2026-04-30")).toBe("✅");
    expect(mark("600028", "中国石化净利润在2021年下滑后重回增长", "2026-04-30")).toBe("❌");
  });

  it("an event with a later year named keeps that year's move", () => {
    expect(mark("002594", "比亚迪净利润在2024年创新高后，2025年下滑约19%", "2026-04-30")).toBe("✅");
  });
});

describe("a year named with a move a verb reverses (扭转2024年的下滑) is the move's; the clause judges the year after", () => {
  // 宁德时代 营业总收入 2024 −9.70 %, 2025 +17.04 %; 比亚迪 归母净利润 2025 −18.97 %; 茅台 营业总收入 2025 −1.20 %.
  it("reads the reversal at the year after the one named", () => {
    const catl = "宁德时代2025年营业总收入4237.02亿元，同比增长17.04%，";
    expect(mark("300750", `${catl}一举扭转2024年的下滑`, "2026-04-30")).toBe("✅");
    expect(mark("300750", `${catl}一举扭转了2024年营收下滑的局面`, "2026-04-30")).toBe("✅");
    expect(mark("002594", "2025年归母净利润扭转了2024年的下滑", "2026-04-30")).toBe("❌");
    expect(mark("600519", "2025年营业总收入扭转2024年的下滑", "2026-04-30")).toBe("❌");
  });

  it("a reversed move shown with its size keeps its own year: the figure is that year's move", () => {
    const q1 = "2026年一季度归母净利润272.43亿元，同比增长约1.5%，止住了2025全年下滑";
    expect(mark("600519", `${q1}4.5%的势头`, "2026-04-30")).toBe("✅");
    expect(mark("600519", `${q1}5.5%的势头`, "2026-04-30")).toBe("❌");
  });
});
