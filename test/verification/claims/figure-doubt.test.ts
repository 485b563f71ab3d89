import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/** A figure's ❌ needs a confident binding; otherwise its check is ❔ with the reason. */
const checks = (ticker: string, claim: string, asOf = "2026-04-30") =>
  checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf));
const mark = (ticker: string, claim: string, asOf = "2026-04-30") => markOf(checks(ticker, claim, asOf));
const reasons = (ticker: string, claim: string, asOf = "2026-04-30") =>
  checks(ticker, claim, asOf)
    .filter((c) => c.kind === "number" && c.ok === null)
    .map((c) => c.reason);

describe("a figure after a derivation word the checker does not compute", () => {
  it("恢复到…的X% is a share of another year's level: ❔, whether it holds or not", () => {
    // 中国平安 归母净利润 2019 1494.07亿 → 2024 1266.07亿 (85 %).
    for (const x of ["85", "45"]) {
      const claim = `2024年归母净利润已经恢复到2019年高点的${x}%左右。`;
      expect(mark("601318", claim)).toBe("❔");
      expect(reasons("601318", claim).join("")).toMatch(/未能确定该数字所指/);
    }
  });
});

describe("a figure after a Latin word the reader does not know", () => {
  it("is ❔ naming the word, not a failed value of the metric before it", () => {
    // 比亚迪 2025 营业总收入 8039.65亿 (+3.5 %).
    const claim = "2025年营收8039.65亿，ASP约17%。";
    expect(mark("002594", claim)).toBe("❔");
    expect(reasons("002594", claim).join("")).toMatch(/ASP/);
  });
  it("a speaker's label (voter_1：) is not such a word", () => {
    expect(mark("002594", "voter_1：2025年营收8039.65亿，同比增长约13%。")).toBe("❌");
  });
});

describe("a figure with no unit", () => {
  it("is ❔: no level, change or share can be named for it", () => {
    expect(mark("002594", "2025年营收8039.65亿，比上年多出300。")).toBe("❔");
  });
});

describe("English shorthand for metrics", () => {
  it("NP, Revenue and YoY are read as 归母净利润, 营业总收入 and 同比", () => {
    // 宁德时代 FY2025 归母净利润 722.01亿 (+42.3 %), 营业总收入 4237.02亿 (+17.0 %).
    expect(mark("300750", "FY25 NP 722亿，YoY +42%左右；Revenue 4237亿，YoY +17%。")).toBe("✅");
    expect(mark("300750", "FY25 NP 722亿，YoY +42%左右；Revenue 4237亿，YoY +27%。")).toBe("❌");
  });
});

describe("spoken differences and sizes", () => {
  it("多了/少了 is a direction; N成多 is N to N+1 tenths", () => {
    // 宁德时代 2026Q1 归母净利润 207.38亿, +48.5 % on 2025Q1.
    expect(mark("300750", "一季度归母净利润207亿，同比增长了四成多。")).toBe("✅");
    expect(mark("300750", "一季度归母净利润207亿，同比增长了一成多。")).toBe("❌");
    // 贵州茅台 货币资金 2024 592.96亿 → 2025 516.91亿.
    expect(mark("600519", "账上现金2025年末517亿，比2024年末还多了70多亿。")).toBe("❌");
    expect(mark("600519", "账上现金2025年末517亿，比2024年末少了70多亿。")).toBe("✅");
  });
});
