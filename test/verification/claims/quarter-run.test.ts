import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { type ViewPoint, quarterRunView } from "../../../src/verification/claims/period-view";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/**
 * 创单季新高 compares a quarter with every quarter before it (Q4 derived as the year minus its nine months), not only
 * with the same quarter of earlier years. 宁德时代 归母净利润: 2026Q1 207.38亿元; 2025Q4 = 722.01 − 490.34 = 231.67亿元.
 */
describe("a single quarter's record", () => {
  it("runs every single quarter up to the one judged, Q4 included", () => {
    const view = quarterRunView(sampleFacts("300750", "2026-04-30"), "q1", 2026);
    const run = (view?.series.net_profit ?? []) as ViewPoint[];
    expect(run.at(-1)?.label).toBe("2026年第一季度");
    const q4 = run.find((p) => p.label === "2025年第四季度");
    expect(q4?.value).toBeCloseTo(231.67e8, -7);
  });

  it("a quarter below an earlier quarter is no 单季新高, however it compares with last year's same quarter", () => {
    expect(mark("300750", "一季度归母净利207.4亿元，创下单季新高")).toBe("❌");
    expect(mark("300750", "一季度单季归母净利润207.38亿元，是公司有史以来单季最高")).toBe("❌");
    // 2025Q4 is the highest quarter up to then.
    expect(mark("300750", "2025年四季度单季归母净利润约231.7亿元，创下单季新高")).toBe("✅");
  });
});

/** 环比 against a named quarter is not judged year on year: against the quarter before, or 未能核验, never ❌. */
describe("a change against another quarter (环比)", () => {
  it("is never judged against the same quarter of last year", () => {
    // 宁德时代 营业总收入 2025Q4 1406.30亿 → 2026Q1 1291.31亿 (−8.2 %): the quarter before is the base.
    expect(mark("300750", "不过环比看，一季度营收较2025年四季度的约1,406亿元下降约8%")).not.toBe("❌");
    expect(mark("300750", "一季度营收较2025年四季度的约1,406亿元下降约8%")).toBe("✅");
    expect(mark("300750", "一季度营收较2025年四季度的约1,406亿元上升约50%")).toBe("❌");
    // Another quarter than the one before (not 环比, not 同比): 未能核验.
    expect(mark("300750", "2025年四季度营收较二季度的941.82亿元上升约50%")).toBe("❔");
  });

  it("the same quarter a year before is still a year-on-year base", () => {
    expect(mark("300750", "2026年一季度营收较2025年一季度的847.05亿元增长约52%")).toBe("✅");
    expect(mark("300750", "2026年一季度营收较2025年一季度的847.05亿元下降约52%")).toBe("❌");
  });
});

describe("a cumulative period's quarters listed one by one", () => {
  it("前三季度…单季…依次为A、B、C pairs each figure with its own quarter, not the nine months' total", () => {
    // 宁德时代 归母净利润 2025 single quarters: Q1 139.63, Q2 165.23, Q3 185.49亿元 (nine months 490.34亿元).
    const q = (b: string) => `2025年前三季度归母净利润在单季层面依次为139.63亿、${b}亿、185.49亿元`;
    expect(mark("300750", q("165.23"), "2025-10-31")).toBe("✅");
    expect(mark("300750", q("175.23"), "2025-10-31")).toBe("❌");
    expect(mark("300750", "2025年上半年单季归母净利润分别为139.63亿、165.23亿元", "2025-10-31")).toBe("✅");
  });
});
