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
