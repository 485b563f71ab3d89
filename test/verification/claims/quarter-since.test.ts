import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const checks = (ticker: string, claim: string, asOf = "2026-04-30") =>
  checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {});
const mark = (ticker: string, claim: string, asOf = "2026-04-30") => markOf(checks(ticker, claim, asOf));

describe("a quarter ranked among the single quarters since a named one (2024年三季度以来单季最低)", () => {
  // 比亚迪 归母净利润 单季 2024Q3 116.07亿 … 2025Q4 92.86亿, 2026Q1 40.85亿 the lowest.
  it("holds when the quarter judged is the extreme of every single quarter since the one named", () => {
    expect(mark("002594", "一季度归母净利润40.85亿元，为2024年三季度以来单季最低")).toBe("✅");
    expect(mark("002594", "比亚迪一季度归母净利40.85亿元，是2024年三季度以来七个季度里最低的。")).toBe("✅");
  });

  it("a count of quarters that is not the window's is 未能核验", () => {
    expect(mark("002594", "比亚迪一季度归母净利40.85亿元，是2024年三季度以来五个季度里最低的。")).toBe("❔");
  });

  it("fails a quarter below another of the window (宁德时代 2026Q1 207.38亿 < 2025Q4 231.67亿)", () => {
    expect(mark("300750", "2026年一季度归母净利润207.38亿元，创下2024年下半年以来的单季新高。")).toBe("❌");
    expect(mark("300750", "基本面票：25Q4单季营收1406亿，是2024年下半年以来单季最高")).toBe("✅");
  });

  it("均 ranks each metric its sentence named", () => {
    const claim = "2025年四季度单季营收1406.30亿元、归母净利润231.67亿元，均为2024年三季度以来单季最高。";
    const ranked = checks("300750", claim).filter((c) => c.kind === "direction");
    expect(ranked.map((c) => c.found.slice(0, 6))).toEqual(["营业总收入单", "归母净利润单"]);
    expect(mark("300750", claim)).toBe("✅");
  });
});

describe("the metric named again before the rank (以来单季营收的最高值)", () => {
  // 宁德时代 营业总收入 single quarters 2024Q3-2025Q4: 2025Q4's 1406.30亿元 is the highest; 贵州茅台 2025Q1 268.47,
  // Q2 185.55, Q3 192.24, Q4 176.93, 2026Q1 272.43亿元.
  it("reads the window and the rank as without it", () => {
    const claim = "2025年四季度单季营收1406.30亿元，同比增长约36.6%，是2024年三季度以来单季营收的最高值。";
    expect(mark("300750", claim)).toBe("✅");
    expect(mark("600519", "2026年一季度归母净利润272.43亿元，是2025年一季度以来单季利润的最高值。")).toBe("✅");
    expect(mark("600519", "2025年三季度归母净利润192.24亿元，是2025年一季度以来单季利润的最高值。")).toBe("❌");
  });
});

describe("a run of quarters' figures before the clause naming their metric", () => {
  // 比亚迪 归母净利润 single quarters 2025: Q2 63.56, Q3 78.23, Q4 92.86亿元.
  it("binds every figure of the run to that metric", () => {
    expect(mark("002594", "二季度63.56亿元、三季度78.23亿元，单季归母净利润环比增长约23%。")).toBe("✅");
    expect(mark("002594", "三季度78.23亿元、四季度92.86亿元，单季归母净利润逐季走高。")).toBe("✅");
    expect(mark("002594", "二季度68.56亿元、三季度78.23亿元，单季归母净利润环比增长约23%。")).toBe("❌");
  });
});
