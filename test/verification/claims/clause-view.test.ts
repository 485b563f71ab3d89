import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { periodKindOf } from "../../../src/verification/claims/periods";
import { reportBaseOf } from "../../../src/verification/claims/report-bases";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const checks = (ticker: string, claim: string, asOf: string) =>
  checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {});
const mark = (ticker: string, claim: string, asOf: string) => markOf(checks(ticker, claim, asOf));
const reasons = (ticker: string, claim: string, asOf: string) =>
  checks(ticker, claim, asOf)
    .map((c) => c.reason)
    .join("；");

describe("a base of another kind of report period (年中, 年初, 上半年, 全年, 一季度)", () => {
  it("names the base's period: a half, a year, a year's end before the clause's year or a named one", () => {
    expect(reportBaseOf("三季度末资产负债率约64.3%，比年中的69.3%下降约5个百分点", "q3s")).toMatchObject({
      kind: "h1",
      year: null,
      lastYear: false,
    });
    expect(reportBaseOf("三季度末货币资金较年初多了约170亿", "q3s")).toMatchObject({ kind: "yearEnd", lastYear: true });
    expect(reportBaseOf("一季度末负债率与2025年末的70.74%基本持平", "q1")).toMatchObject({
      kind: "yearEnd",
      year: 2025,
    });
    expect(reportBaseOf("一季度毛利率比2025年全年的91.2%低", "q1")).toMatchObject({ kind: "annual", year: 2025 });
    expect(reportBaseOf("前三季度毛利率比上半年的26.5%提高", "q3")).toMatchObject({ kind: "h1" });
    // The same kind a year before is the year-on-year base; a year-end in an annual clause is the year before.
    expect(reportBaseOf("前三季度营收较2024年前三季度增长", "q3")).toBeNull();
    expect(reportBaseOf("2025年末负债率较上年末下降", "annual")).toBeNull();
  });

  it("pairs a ratio of nine months with the half year's (宁德时代 2024: 26.53 % → 28.19 %)", () => {
    const asOf = "2024-11-15";
    expect(mark("300750", "2024年前三季度销售毛利率约28.2%，比上半年的26.5%提高约1.7个百分点", asOf)).toBe("✅");
    expect(mark("300750", "2024年前三季度销售毛利率约28.2%，比上半年的26.5%下降约1.7个百分点", asOf)).toBe("❌");
    expect(reasons("300750", "前三季度销售毛利率约28.2%，比上半年的26.5%提高约1.7个百分点", asOf)).toContain(
      "2024年上半年→2024年前三季度",
    );
  });

  it("pairs a balance at a quarter's end with the year-end before it (比亚迪 货币资金 1027.39亿 → 1197.25亿)", () => {
    const asOf = "2025-11-14";
    expect(mark("002594", "三季度末货币资金1197.25亿，较年初（1027.39亿）多了约170亿", asOf)).toBe("✅");
    expect(mark("002594", "三季度末货币资金1197.25亿，较年初减少了约170亿", asOf)).toBe("❌");
  });

  it("pairs a balance with the half year's end (宁德时代 货币资金 3505.78亿 → 3242.42亿)", () => {
    const asOf = "2025-10-31";
    expect(mark("300750", "三季度末货币资金3,242亿元，较年中增加了约263亿元", asOf)).toBe("❌");
    expect(mark("300750", "三季度末货币资金3,242亿元，比年中少了约263亿元", asOf)).toBe("✅");
  });

  it("pairs a cumulative flow with a shorter one (贵州茅台 归母净利润 上半年 454.03亿 → 前三季度 646.27亿)", () => {
    const claim = "前三季度归母净利润646.27亿元，较上半年的454.03亿元又增加了约192亿";
    expect(mark("600519", claim, "2025-10-31")).toBe("✅");
    expect(mark("600519", claim.replace("192亿", "292亿"), "2025-10-31")).toBe("❌");
  });

  it("never reads a quarter's flow against a year's as a change: that is a share (未能核验 here)", () => {
    // 宁德时代 2025年一季度 归母净利润 139.63亿, 2024年 507.45亿: 过半 is a share of the year, not a fall of 72 %.
    expect(mark("300750", "今年一季度归母净利润139.63亿元，与去年全年相比已经过半", "2025-08-15")).not.toBe("✅");
  });

  it("compares a TTM flow with a year's (招商银行 TTM 归母净利润 about 1489.79亿 against 2024年 1483.91亿)", () => {
    expect(mark("600036", "截至三季度，招行TTM归母净利润约1490亿元，与2024年全年基本持平", "2025-11-03")).toBe("✅");
    expect(mark("600036", "截至三季度，招行TTM归母净利润约1490亿元，较2024年全年大幅增长", "2025-11-03")).toBe("❌");
  });

  it("reads 过去12个月, 近四个季度, 滚动四个季度 as TTM, its quarter as its end, and a year as the base of it", () => {
    // 贵州茅台 TTM 归母净利润 to 2026Q1 827.15亿 (2025年 823.20亿); 宁德时代 to 2025Q3 637.78亿 (2024年 507.45亿).
    expect(reportBaseOf("过去12个月归母净利润约827亿元，已略高于2025财年的823亿元", "ttm")).toMatchObject({
      kind: "annual",
      year: 2025,
    });
    expect(mark("600519", "过去12个月（截至26Q1）归母净利润约827亿元，已略高于2025财年的823亿元", "2026-04-30")).toBe(
      "✅",
    );
    expect(mark("600519", "过去12个月（截至26Q1）归母净利润约827亿元，比2025年的823亿元明显下降", "2026-04-30")).toBe(
      "❌",
    );
    const ttm = "截至三季度宁德近四个季度归母净利润约638亿元，已超过2024年全年的507亿元";
    expect(mark("300750", ttm, "2025-10-25")).toBe("✅");
    expect(mark("300750", ttm.replace("638亿", "538亿"), "2025-10-25")).toBe("❌");
    // 比亚迪 TTM to 2026Q1 275.49亿 against 2025年 326.19亿 (-15.5 %).
    expect(mark("002594", "TTM归母净利润只剩约275亿，比FY25的326.19亿又少了约16%", "2026-04-30")).toBe("✅");
  });

  it("pairs nine months with the first quarter, and two quarter-ends of a balance", () => {
    // 贵州茅台 销售毛利率 2025年一季度 91.97 %, 前三季度 91.29 %.
    const claim = "销售毛利率前三季度约91.3%，较一季度的约92.0%小幅回落0.7个百分点左右";
    expect(mark("600519", claim, "2025-10-31")).toBe("✅");
    expect(mark("600519", claim.replace("回落", "回升"), "2025-10-31")).toBe("❌");
    expect(reportBaseOf("三季度末资产负债率约12.8%，较一季度末的14.1%进一步下降", "q3s")).toMatchObject({ kind: "q1" });
    // A quarter against another quarter, not its end, stays 环比 or another quarter's (clause-terms.ts).
    expect(reportBaseOf("三季度单季营收较一季度增长", "q3s")).toBeNull();
  });

  it("reads a balance at a month's end (6月末, 3月末, 9月底) as the quarter-end's, its base named the same way", () => {
    // 比亚迪 货币资金 2025年3月末 1174.07亿, 6月末 1117.34亿; 宁德时代 2025年6月末 3505.78亿, 9月末 3242.42亿.
    expect(periodKindOf("6月末货币资金1117.34亿元")).toMatchObject({ kind: "h1" });
    expect(periodKindOf("9月底负债率61.3%")).toMatchObject({ kind: "q3" });
    expect(reportBaseOf("6月末货币资金较3月末的1174.07亿元减少", "h1")).toMatchObject({ kind: "q1", year: null });
    const claim = "6月末货币资金1117.34亿元，较3月末的1174.07亿元减少约57亿元";
    expect(mark("002594", claim, "2025-09-05")).toBe("✅");
    expect(mark("002594", claim.replace("57亿", "80亿"), "2025-09-05")).toBe("❌");
    expect(mark("002594", "6月末货币资金1117.34亿元，较3月末增加约57亿元", "2025-09-05")).toBe("❌");
    expect(mark("300750", "三季度末货币资金3242.42亿元，比6月末减少约263亿元", "2025-10-31")).toBe("✅");
    // "3月底以来" is a window of prices from that day, not a quarter-end's balance.
    expect(periodKindOf("3月底以来股价上涨约5%")).toBeNull();
    expect(periodKindOf("9月底放量大涨后，茅台已重新站上MA60")).toBeNull();
    expect(periodKindOf("2019年最后一个交易日收133.01元，到6月底已经涨了快三成")).toBeNull();
  });

  it("reads a report period naming no year as the latest one public by asOf, not the same period of a year before", () => {
    // 比亚迪 前三季度归母净利润 2024 252.38亿, 2025 233.33亿 (-7.55 %); 招商银行 一季度 2025 372.86亿, 2026 378.52亿.
    expect(mark("002594", "前三季度归母净利润252.38亿元，同比下滑7.5%", "2025-11-14")).toBe("❌");
    expect(mark("002594", "前三季度归母净利润233.33亿元，同比下滑7.5%", "2025-11-14")).toBe("✅");
    expect(mark("600036", "【一季报】归母净利润372.86亿元，同比+1.5%", "2026-04-30")).toBe("❌");
    // A level after a word of another period is that period's: 上年同期 stays the year before.
    expect(mark("002594", "前三季度归母净利润233.33亿元，上年同期为252.38亿元", "2025-11-14")).not.toBe("❌");
  });

  it("reads 从/由 one period's level 到/至 another's as the later period against the earlier", () => {
    // 比亚迪 销售毛利率 2025年一季度 20.07 %, 上半年 18.01 %.
    expect(periodKindOf("毛利率从一季度的20.07%降到上半年的18.01%")).toMatchObject({ kind: "h1" });
    expect(reportBaseOf("毛利率从一季度的20.07%降到上半年的18.01%", "h1")).toMatchObject({ kind: "q1" });
    expect(mark("002594", "毛利率从一季度的20.07%降到上半年的18.01%", "2025-09-05")).toBe("✅");
    expect(mark("002594", "毛利率从一季度的20.07%升至上半年的18.01%", "2025-09-05")).toBe("❌");
    // With no move on to another period, the period after 由 is the clause's own: "由H1的+23.3%转负".
    expect(periodKindOf("营收yoy-3.1%，由H1的+23.3%转负")).toMatchObject({ kind: "h1" });
    expect(reportBaseOf("营收yoy-3.1%，由H1的+23.3%转负", "q3s")).toBeNull();
  });
});

describe("a TTM figure with no year named", () => {
  it("is the latest twelve months' (近四个季度…合计 is that level, not a sum to derive)", () => {
    // 比亚迪 TTM to 2026Q1 归母净利润 275.49亿元; FY2025 326.19亿元.
    expect(mark("002594", "近四个季度归母净利润合计约275亿元，已低于2025年全年的326.19亿元", "2026-04-30")).toBe("✅");
    expect(mark("002594", "近四个季度归母净利润合计约326.19亿元", "2026-04-30")).toBe("❌");
  });
});

describe("single quarters as a series within a year", () => {
  it("分别 with a move word gives each quarter the move; a level reached moves from the quarter before", () => {
    // 比亚迪 2025 单季归母净利润 91.55 / 63.56 / 78.23 / 92.86亿元 (year on year Q3 -32.6%, Q4 -38.2%).
    const claim = "2025年单季利润走出V形：Q2降至63.56亿元的低点，Q3、Q4分别回升至78.23亿元和92.86亿元";
    expect(mark("002594", claim, "2026-04-30")).toBe("✅");
    expect(mark("002594", "2025年单季利润：Q3、Q4分别回落至78.23亿元和92.86亿元", "2026-04-30")).toBe("❌");
    // Said on the year before, the same quarters fell.
    expect(mark("002594", "2025年Q3单季利润同比回升至78.23亿元", "2026-04-30")).toBe("❌");
  });
});

describe("a size word of a clause's own comparison, when a later clause makes the quarter before its base", () => {
  // 招商银行 2026Q1 营收 869.40 against 2025 Q4's 861.12 (+0.96 %); 贵州茅台 2026Q1 归母净利润 272.43 against 176.93.
  it("sizes the gap to the figure it names (略高于 holds for +1 %, not for +54 %)", () => {
    const claim = "一季度869.40亿元的营收略高于2025年四季度单季的861.12亿元，环比约+1%，修复仍在继续。";
    expect(mark("600036", claim, "2026-04-30")).toBe("✅");
    const wide = "一季度归母净利润272.43亿元，略高于2025年四季度单季的176.93亿元，环比大增。";
    expect(mark("600519", wide, "2026-04-30")).toBe("❌");
  });
});

describe("a change in points from a base year", () => {
  // 宁德时代 资产负债率 2022 70.56 % → 2025 61.94 % (−8.62 points, −12.2 % of the level); 中国石化 净利率 2021 3.10 % →
  // 2024 1.87 % (−1.23 points).
  it("is the ratio's difference, never its relative change", () => {
    expect(mark("300750", "2025年资产负债率较2022年下降了8.6个百分点。", "2026-04-30")).toBe("✅");
    expect(mark("300750", "2025年资产负债率较2022年下降了12个百分点。", "2026-04-30")).toBe("❌");
  });
  it("in words, whole (十二个百分点) or with tenths (一点二个百分点)", () => {
    expect(mark("300750", "2025年资产负债率较2022年下降了十二个百分点。", "2026-04-30")).toBe("❌");
    expect(mark("300750", "2025年资产负债率61.94%，较2022年下降了八个多百分点。", "2026-04-30")).toBe("✅");
    expect(mark("600028", "2024年净利率1.87%，较2021年下降了一点二个百分点。", "2026-04-30")).toBe("✅");
  });
});

describe("a compound yearly rate over a span compared with a bound", () => {
  // 贵州茅台 归母净利润 2019 412.06 → 2025 823.20亿元: 12.2 % a year over six years (2025 alone −4.53 %).
  it("is the compounded rate, not the last year's", () => {
    const claim = "把时间拉长看，2019年到2025年净利润的年复合增速不足10%，成长属性早已褪色。";
    expect(mark("600519", claim, "2026-04-30")).toBe("❌");
    expect(mark("600519", "2019年到2025年归母净利润的年复合增速超过10%。", "2026-04-30")).toBe("✅");
  });
});

describe("a figure after 升到了 / 降到了 a base year's figure", () => {
  // 招商银行 净利率 2024 44.32 % → 2025 44.77 %.
  it("is the judged year's level", () => {
    expect(mark("600036", "净利率从2024年的44.32%升到了44.77%。", "2026-04-30")).toBe("✅");
    expect(mark("600036", "净利率从2024年的44.32%升到了45.77%。", "2026-04-30")).toBe("❌");
  });
});

describe("少了一半 sizes a fall as 腰斩 does", () => {
  // 比亚迪 货币资金 2024 1027.39 → 2025 754.25亿元 (−26.59 %); 经营现金流 1334.54 → 591.36亿元 (−55.69 %).
  it("needs a fall of about half", () => {
    expect(mark("002594", "货币资金754.25亿元，同比几乎少了一半。", "2026-04-30")).toBe("❌");
    expect(mark("002594", "经营现金流591.36亿元，同比少了一半还多。", "2026-04-30")).toBe("✅");
  });
});
