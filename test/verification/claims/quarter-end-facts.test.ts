import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { pointsOf } from "../../../src/verification/claims/check-series";
import { withDerived } from "../../../src/verification/claims/derived-series";
import type { FactPoint, Facts } from "../../../src/verification/claims/facts";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { factAt } from "../../../src/verification/claims/period-facts";
import { periodView } from "../../../src/verification/claims/period-view";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

/*
 * Figures by hand from ../shared/data/reference/quarterly_em_mainfina_..._2022_2026.csv (Eastmoney main indicators,
 * 600036 招商银行, bps): 2025-03-31 42.26 (披露 2025-04-30) · 2025-09-30 43.21 (2025-10-30) · FY2025 43.43 ·
 * 2026-03-31 44.90 (2026-04-29); closes from prices_daily_600519_600036_601318_2021_2026.csv: 2025-05-09 43.48,
 * 2025-12-12 41.74, 2026-04-30 38.27. The 2025-07-04 snapshot (em_spot_snapshot_2025-07-07.csv) prints pb 1.16.
 */
const checks = (ticker: string, claim: string, asOf: string) =>
  checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf), {});
const mark = (ticker: string, claim: string, asOf: string) => markOf(checks(ticker, claim, asOf));

describe("每股净资产 at a quarter's end", () => {
  it("is a report period's balance in a quarter's view, not a market reading left out of it", () => {
    const q1 = periodView(sampleFacts("600036", "2026-04-30"), "q1");
    expect(q1?.series.bps?.at(-1)).toMatchObject({ period: "2026-12-31", value: 44.9 });
  });

  it("checks 一季度末 / 三季度末 BPS against the quarter's own figure", () => {
    expect(mark("600036", "一季度末BPS 44.90元，较去年同期的42.26元增加约6.2%", "2026-04-30")).toBe("✅");
    expect(mark("600036", "一季度末BPS 46.90元，较去年同期的42.26元增加约11%", "2026-04-30")).toBe("❌");
    expect(mark("600036", "BPS 43.21元（25Q3），较年初41.46元增长约4.2%", "2025-12-12")).toBe("✅");
  });

  it("reads a dated 元 figure after it as its level at that date, not as the share's close", () => {
    // The close of 2025-12-31 was 42.10元: "2025年末的43.43元" is the year-end BPS, not a wrong close.
    const claim = "2026年一季度末每股净资产44.90元，较2025年末的43.43元增加1.47元";
    expect(mark("600036", claim, "2026-04-30")).toBe("✅");
    expect(mark("600036", "一季度末每股净资产44.90元，较2025年末的45.43元增加0.53元", "2026-04-30")).toBe("❌");
    // A clause that speaks of the price is still the price's.
    expect(mark("600036", "一季度末每股净资产44.90元，而股价在2025年末收于43.43元", "2026-04-30")).toBe("❌");
  });
});

describe("市净率 on the newest reported 每股净资产 (MRQ)", () => {
  const bps = (period: string, value: number, publicDate: string): FactPoint => ({
    period,
    value,
    unit: "元/股",
    publicDate,
  });
  const facts: Facts = {
    asOf: "2026-04-30",
    series: {
      bps: [bps("2025-12-31", 43.43, "2026-03-26"), bps("2026-03-31", 44.9, "2026-04-29")],
      revenue: [{ period: "2025-12-31", value: 3375.32e8, unit: "元", publicDate: "2026-03-26" }],
    },
    market: { close: 38.27, lastBar: "2026-04-30" } as Facts["market"],
  };

  it("is the last close over a quarter-end BPS newer than the annual report's, beside the static one", () => {
    const all = withDerived(facts).series;
    expect(all.pb_mrq?.[0]?.value).toBeCloseTo(0.8523, 4);
    expect(all.pb_static?.[0]?.value).toBeCloseTo(0.8812, 4);
    // Without a quarter after the annual report, the static one is all there is.
    const annualOnly = { ...facts, series: { ...facts.series, bps: facts.series.bps!.slice(0, 1) } };
    expect(withDerived(annualOnly).series.pb_mrq).toBeUndefined();
  });

  it("is the current 市净率 over a months-old snapshot's reading", () => {
    const snapshot: FactPoint = { period: "2025-07-04", value: 1.16, unit: "倍", publicDate: "2025-07-04" };
    const current = pointsOf(withDerived({ ...facts, series: { ...facts.series, pb: [snapshot] } }), "pb");
    expect(current[0]).toMatchObject({ period: "2026-04-30" });
    expect(current[0]?.value).toBeCloseTo(0.8523, 4);
  });

  it("checks a PB quoted on the quarter's BPS in a quarter's clause, and a stale PB as not current", () => {
    expect(mark("600036", "现价38.27元，对应一季度末BPS 44.90元，PB大概0.85倍，破净了", "2026-04-30")).toBe("✅");
    expect(mark("600036", "以4月末收盘38.27元计，PB≈0.85倍（2026Q1每股净资产44.90元）", "2026-04-30")).toBe("✅");
    expect(mark("600036", "现价41.74元，三季度末BPS 43.21元，PB约0.97倍", "2025-12-12")).toBe("✅");
    expect(mark("600036", "现价41.74元，三季度末BPS 43.21元，PB约1.25倍", "2025-12-12")).toBe("❌");
    expect(mark("600036", "当前PB约1.16倍，仍高于1倍净资产", "2026-04-30")).toBe("❌");
  });
});

describe("a single quarter's margin (比亚迪 Q2 2025, 宁德时代 Q3 2024)", () => {
  it("is the quarter's own profit over its own revenue", () => {
    expect(mark("002594", "Q2单季归母净利约63.6亿，单季净利率只有3.2%左右", "2025-09-10")).toBe("✅");
    expect(mark("002594", "Q2单季归母净利约63.6亿，单季净利率只有5.2%左右", "2025-09-10")).toBe("❌");
    expect(mark("300750", "其中第三季度单季归母净利润约131.4亿元，单季净利率超过14%", "2024-11-15")).toBe("✅");
    expect(mark("300750", "其中第三季度单季归母净利润约131.4亿元，单季净利率超过16%", "2024-11-15")).toBe("❌");
  });
});

/*
 * Published YoY where the year before is not stored (Eastmoney PARENTNETPROFITTZ for 600036 2025Q1: -2.077369540668,
 * 归母净利润 37,286,000,000; Tushare or_yoy for 600519 2026Q1: 6.538, 营业收入 53,909,252,220.51).
 */
describe("a report's published YoY where the year before is not stored", () => {
  it("reaches the facts on the figure's own point, and implies the year before for the change", () => {
    const zs = sampleFacts("600036", "2025-05-15");
    expect(zs.series.net_profit?.find((p) => p.period === "2025-03-31")?.yoy).toBeCloseTo(-2.0774, 4);
    const q1 = factAt(zs, "net_profit", "2025-03-31", "ytd");
    expect(q1?.yearAgo).toBeCloseTo(37_286_000_000 / (1 - 0.02077369540668), 0);
    expect(q1?.yoy).toBeCloseTo(-2.0774, 4);
    // A single second quarter is no figure as published: no YoY is implied for it.
    expect(factAt(zs, "net_profit", "2024-06-30", "quarter")?.yearAgo ?? null).toBeNull();
    const view = (periodView(zs, "q1")?.series.net_profit ?? []) as (FactPoint & { label?: string })[];
    expect(view.map((p) => p.label)).toEqual(["2024年一季度（按2025年一季度报告所载同比推算）", "2025年一季度"]);
  });

  it("checks a quarter's 同比 against it, both ways", () => {
    expect(mark("600036", "一季度归母净利润372.86亿元，同比下降2.1%", "2025-05-15")).toBe("✅");
    expect(mark("600036", "一季度归母净利润372.86亿元，同比增长2.1%", "2025-05-15")).toBe("❌");
    expect(mark("600519", "2026年一季度营业收入539.09亿元，同比增长约6.5%", "2026-04-30")).toBe("✅");
    expect(mark("600519", "2026年一季度营业收入539.09亿元，同比增长约16.5%", "2026-04-30")).toBe("❌");
  });

  it("leaves the year before's own growth undecided, which the implied figure cannot give", () => {
    // 600519 2025H1 归母净利润 +8.89 % as published; 2024H1's own growth needs 2023H1, which nothing holds.
    const h1 = "上半年归母净利同比增长8.9%，比去年同期15%以上的增速明显放缓";
    expect(mark("600519", h1, "2025-08-20")).toBe("❔");
    // A year before the data holds is checked as that year's own change (2023: +19.16 %).
    const fy = (rate: string) => `2024年归母净利润同比增长15.4%，比去年同期${rate}以上的增速明显放缓`;
    expect(mark("600519", fy("19%"), "2025-06-30")).toBe("✅");
    expect(mark("600519", fy("25%"), "2025-06-30")).toBe("❌");
  });
});
