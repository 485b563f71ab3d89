import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const checks = (ticker: string, claim: string, asOf = "2026-04-30") =>
  checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {});
const mark = (ticker: string, claim: string) => markOf(checks(ticker, claim));

describe("逐季: each quarter of one year against the one before it (quarter-runs.ts)", () => {
  // 比亚迪 2025年 归母净利润单季 Q1 91.55亿、Q2 63.56亿、Q3 78.23亿、Q4 92.86亿 (2024Q4 150.16亿).
  it("reads the quarters the sentence names, not the last one's year-on-year change", () => {
    expect(mark("002594", "2025年归母净利润二季度约64亿，三季度约78亿，四季度约93亿，逐季走高")).toBe("✅");
    expect(mark("002594", "2025年归母净利润二季度约64亿，三季度约78亿，四季度约93亿，逐季下滑")).toBe("❌");
  });

  it("reads the year's four quarters when the sentence names fewer than two, or says 四个季度", () => {
    expect(mark("002594", "2025年单季归母净利润逐季增长")).toBe("❌");
    expect(mark("002594", "2025年三季度利润78亿元，四个季度的利润逐季回升")).toBe("❌");
    // 宁德时代 2025年 单季 139.63亿、165.23亿、185.49亿、231.67亿.
    expect(mark("300750", "2025年归母净利润逐季增加")).toBe("✅");
  });

  it("runs from a quarter named as its start (二季度见底后) to the year's last", () => {
    expect(mark("002594", "2025年单季归母净利润自二季度起逐季回升")).toBe("✅");
    expect(mark("002594", "2025年单季归母净利润在二季度见底后逐季下滑")).toBe("❌");
  });

  it("is 未能核验 when the words don't fix the run's quarters: one quarter, 前三季度, two years", () => {
    expect(mark("002594", "2025年三季度归母净利润78亿元，逐季回升")).toBe("❔");
    expect(mark("002594", "2025年前三季度归母净利润逐季回升")).toBe("❔");
    expect(mark("002594", "2024年四季度至2025年三季度归母净利润逐季回升")).toBe("❔");
  });

  it("reads a denied run as no such run: it holds when any quarter breaks it (并非逐季下滑)", () => {
    expect(mark("002594", "2025年归母净利润并非逐季下滑")).toBe("✅");
    expect(mark("300750", "2025年归母净利润并非逐季增加")).toBe("❌");
  });

  it("reads the year's last quarter named alone as the end of the year's four (逐季下滑，四季度只有…)", () => {
    // 贵州茅台 2025 单季归母净利润 268.47 → 185.55 → 192.24 → 176.93亿元: the third quarter rose.
    expect(mark("600519", "2025年单季归母净利润逐季下滑，四季度只有176.93亿元")).toBe("❌");
    expect(mark("600519", "2025年单季归母净利润并非逐季下滑，四季度为176.93亿元")).toBe("✅");
  });

  it("reads a span of quarters (二至四季度, Q2-Q4) as the run's, a turn in another year's clause apart", () => {
    const turn = "，2026年一季度却跌到40.85亿元。";
    expect(mark("002594", `2025年二至四季度单季利润63.56亿、78.23亿、92.86亿元逐季回升${turn}`)).toBe("✅");
    expect(mark("002594", `2025年Q2-Q4单季归母净利润逐季回升${turn}`)).toBe("✅");
    expect(mark("002594", `2025年二至四季度单季利润逐季回落${turn}`)).toBe("❌");
    expect(mark("002594", `2025年一至四季度单季利润逐季回升${turn}`)).toBe("❌");
  });

  it("moves a first quarter's level reached after a year's run from the run's fourth quarter", () => {
    // 宁德时代 2025Q4 231.67亿 → 2026Q1 207.38亿 (2025Q1 139.63亿).
    expect(mark("300750", "2025年单季归母净利润逐季抬升，2026年一季度回落至207.38亿元。")).toBe("✅");
    expect(mark("300750", "2025年单季归母净利润逐季抬升，2026年一季度升至207.38亿元。")).toBe("❌");
  });
});

// 宁德时代 2025 单季归母净利润 139.63, 165.23, 185.49亿元; 贵州茅台 268.47, 185.55, 192.24亿元.
describe("a single-quarter run after the year so far (前三季度…三季度单季…逐季)", () => {
  const at = (ticker: string, claim: string) => markOf(checks(ticker, claim, "2025-10-31"));
  it("runs over the span's single quarters when its last quarter is the one named", () => {
    const run = (nine: string, q3: string) => `前三季度归母净利${nine}亿；三季度单季${q3}亿，单季利润逐季攀升。`;
    expect(at("300750", run("490.34", "185.49"))).toBe("✅");
    expect(at("600519", run("646.27", "192.24"))).toBe("❌");
  });

  it("leaves the span undecided when no single quarter is named", () => {
    expect(at("300750", "前三季度归母净利490.34亿，同比增约36%，利润逐季攀升。")).toBe("❔");
  });
});
