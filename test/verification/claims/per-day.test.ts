import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf: string) =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

describe("a per-day figure", () => {
  it("is the year's flow over its calendar days", () => {
    // 贵州茅台 归母净利润 FY2025 823.20亿元: 2.26亿元 a day.
    expect(mark("600519", "2025年归母净利润折合日均约2.26亿元。", "2026-04-30")).toBe("✅");
    expect(mark("600519", "2025年归母净利润折合日均约3.26亿元。", "2026-04-30")).toBe("❌");
  });

  it("takes the flow from the next clause when its own names none, and reads 两亿多 as a bound", () => {
    // 宁德时代 归母净利润 FY2025 722.01亿元: 1.98亿元 a day.
    const claim = (x: string, y: string) => `日均赚近${x}亿：2025年归母净利润722.01亿元，折合每天约${y}亿元。`;
    expect(mark("300750", claim("2", "1.98"), "2026-04-30")).toBe("✅");
    expect(mark("300750", claim("2", "2.98"), "2026-04-30")).toBe("❌");
    expect(mark("600519", "一天赚两亿多：2025年归母净利润折合日均约2.26亿元。", "2026-04-30")).toBe("✅");
    expect(mark("600519", "一天赚三亿多：2025年归母净利润折合日均约2.26亿元。", "2026-04-30")).toBe("❌");
  });

  it("reads 一天就是/一天就有 as a per-day figure and 三个多亿 as a bound, however the writer says it", () => {
    // 贵州茅台 归母净利润 FY2025 823.20亿元: 2.26亿元 a day.
    expect(mark("600519", "去年全年归母净利八百多亿，一天就是三个多亿。", "2026-04-30")).toBe("❌");
    expect(mark("600519", "去年全年归母净利八百多亿，一天就是两个多亿。", "2026-04-30")).toBe("✅");
    expect(mark("600519", "去年全年归母净利八百多亿，一天就有两亿多。", "2026-04-30")).toBe("✅");
    expect(mark("600519", "去年全年归母净利八百多亿，一天就有三亿多。", "2026-04-30")).toBe("❌");
  });

  it("is no figure of a level such as 总资产", () => {
    expect(mark("600519", "2025年总资产日均约3.26亿元。", "2026-04-30")).toBe("❔");
  });
});

describe("a quarter's per-day figure", () => {
  it("is the quarter's flow over its calendar days; the writer's 按N天计算 is working, not a figure", () => {
    // 宁德时代 营业总收入 2026Q1 1291.31亿元 over 90 days ≈ 14.35亿元.
    expect(mark("300750", "按一季度90天计算，2026年一季度日均营收约14.3亿元", "2026-04-30")).toBe("✅");
    expect(mark("300750", "2026年一季度日均营收约14.3亿元", "2026-04-30")).toBe("✅");
    expect(mark("300750", "按90天算，2026年一季度日均营收约15.3亿元", "2026-04-30")).toBe("❌");
    // 2024 is a leap year, but July-September hold no 29 February: 922.78亿元 ÷ 92 ≈ 10.03亿元.
    expect(mark("300750", "2024年三季度单季日均营收约10.03亿元。", "2026-04-30")).toBe("✅");
    // Shown as written (no 约, whose few per cent would cover a day's difference), 93 days' 9.92亿元 is not it.
    expect(mark("300750", "2024年三季度单季日均营收9.92亿元。", "2026-04-30")).toBe("❌");
  });
});

describe("a per-day figure with its verb before the flow", () => {
  // 贵州茅台 FY2025 归母净利润 823.20亿元 over 365 days.
  it("每天进账归母净利润约2.26亿元; 按全年365天折算 is the writer's working", () => {
    expect(mark("600519", "按全年365天折算，茅台2025年每天进账归母净利润约2.26亿元。", "2026-04-30")).toBe("✅");
    expect(mark("600519", "茅台2025年日均赚取归母净利润约2.26亿元。", "2026-04-30")).toBe("✅");
    expect(mark("600519", "茅台2025年日均赚取归母净利润约3.26亿元。", "2026-04-30")).toBe("❌");
  });
});

describe("a per-day figure said the spoken way", () => {
  // 比亚迪 2026Q1 归母净利润 40.85亿 (÷90 ≈ 4538万), 2025Q1 91.55亿; 茅台 FY2025 823.20亿 (÷365 ≈ 2.26亿);
  // 宁德时代 FY2025 经营现金流 1332.20亿 (÷365 ≈ 3.65亿).
  it("一天平均赚, 平均一天赚不到: 赚 with no flow named is the profit, 不到 a bound", () => {
    expect(mark("600519", "去年茅台一天平均赚2.25亿左右。", "2026-04-30")).toBe("✅");
    expect(mark("600519", "去年茅台一天平均赚3.25亿左右。", "2026-04-30")).toBe("❌");
    expect(mark("002594", "一季度才赚40个亿出头，平均一天赚不到5000万。", "2026-04-30")).toBe("✅");
    expect(mark("002594", "一季度才赚40个亿出头，平均一天赚不到3000万。", "2026-04-30")).toBe("❌");
  });
  it("a bare 赚 is the profit's even after a revenue clause; a figure cut at its places holds", () => {
    // 茅台 FY2025 归母净利润 823.20亿 ÷ 365 ≈ 2.2553亿: 2.25 is it cut down, 2.26 rounded; 营业总收入 ÷ 365 ≈ 4.71亿.
    expect(mark("600519", "茅台2025年营收1720亿元，一天赚2.25亿。", "2026-04-30")).toBe("✅");
    expect(mark("600519", "茅台2025年营收1720亿元，一天赚3亿。", "2026-04-30")).toBe("❌");
    expect(mark("600519", "茅台2025年营收1720亿元，一天能收入4.7亿。", "2026-04-30")).toBe("✅");
    expect(mark("600519", "茅台2025年一天赚2.25亿。", "2026-04-30")).toBe("✅");
    expect(mark("600519", "茅台2025年一天赚2.1亿。", "2026-04-30")).toBe("❌");
  });
  it("每天净流入 after a cash flow is that flow per day", () => {
    expect(mark("300750", "2025年经营现金流1332.20亿元，每天净流入约3.6亿元。", "2026-04-30")).toBe("✅");
    expect(mark("300750", "2025年经营现金流1332.20亿元，每天净流入约5.6亿元。", "2026-04-30")).toBe("❌");
  });
  it("a spoken 91个亿 is the count of 亿, cut down", () => {
    expect(mark("002594", "去年一季度还能赚91个亿。", "2026-04-30")).toBe("✅");
    expect(mark("002594", "去年一季度还能赚95个亿。", "2026-04-30")).toBe("❌");
  });
});

describe("日 fused with a verb (日赚, 日进账)", () => {
  it("is a day's share of the year's flow", () => {
    // 中国石化 归母净利润 FY2024 503.13亿元 over 366 days: 1.37亿元 a day.
    expect(mark("600028", "2024年归母净利润503亿元，日赚约1.4亿元。", "2026-04-30")).toBe("✅");
    expect(mark("600028", "2024年归母净利润503亿元，日进账约2.4亿元。", "2026-04-30")).toBe("❌");
  });
  it("not 今日/当日, which name one day", () => {
    expect(mark("600028", "2024年归母净利润503亿元，今日赚约1.4亿元。", "2026-04-30")).not.toBe("✅");
  });
});
