import { describe, expect, it } from "vitest";
import { annualPoints } from "../../../src/verification/claims/facts";
import { factAt, latestReportPeriod, periodValue } from "../../../src/verification/claims/period-facts";
import { sampleFacts } from "./sample-facts";

/*
 * Figures by hand from ../shared/data/reference/quarterly_tushare_15tickers_2024_2026.csv (cumulative as published):
 * 002594 total_revenue 2024-06-30 301,126,713,000 · 2024-09-30 502,251,312,000 · FY2024 777,102,455,000 ·
 * 2025-03-31 170,360,448,000 · 2025-06-30 371,280,948,000 · 2025-09-30 566,265,546,000 · FY2025 803,964,958,000 ·
 * 2026-03-31 150,225,314,000.
 */
describe("period facts: annual, year-to-date, single quarter, TTM", () => {
  const byd = sampleFacts("002594", "2026-04-30");

  it("keeps the cumulative quarterly points in the series, and the annual accessor drops them", () => {
    const periods = byd.series.revenue?.map((p) => p.period) ?? [];
    expect(periods).toContain("2025-09-30");
    expect(annualPoints(byd.series.revenue ?? []).every((p) => p.period.endsWith("-12-31"))).toBe(true);
    expect(latestReportPeriod(byd, "revenue")).toBe("2026-03-31");
  });

  it("reads a 三季报 as January-September, with its YoY against the same nine months a year earlier", () => {
    const v = factAt(byd, "revenue", "2025-09-30", "ytd");
    expect(v).toMatchObject({ value: 566_265_546_000, yearAgo: 502_251_312_000, publicDate: "2025-10-31" });
    expect(v?.yoy).toBeCloseTo(12.7455, 3);
  });

  it("derives a single quarter as the cumulative minus the previous cumulative of the same year", () => {
    const q3 = factAt(byd, "revenue", "2025-09-30", "quarter");
    // 566,265,546,000 − 371,280,948,000; a year earlier 502,251,312,000 − 301,126,713,000 = 201,124,599,000.
    expect(q3?.value).toBe(194_984_598_000);
    expect(q3?.yearAgo).toBe(201_124_599_000);
    expect(q3?.yoy).toBeCloseTo(-3.0528, 3);
    // Q1 is its own cumulative: 150,225,314,000 vs 170,360,448,000.
    expect(factAt(byd, "revenue", "2026-03-31", "quarter")?.yoy).toBeCloseTo(-11.8191, 3);
    // Q4 from the annual report: FY2025 803,964,958,000 − 566,265,546,000.
    expect(factAt(byd, "revenue", "2025-12-31", "quarter")?.value).toBe(237_699_412_000);
  });

  it("derives TTM from the last annual report, and has no TTM a year earlier without that year's quarter", () => {
    const ttm = factAt(byd, "revenue", "2025-09-30", "ttm");
    expect(ttm?.value).toBe(841_116_689_000);
    expect(ttm?.yoy).toBeNull(); // 2023-09-30 is not in the data
    expect(factAt(byd, "revenue", "2025-12-31", "ttm")?.value).toBe(803_964_958_000);
  });

  it("derives no quarter or TTM of a balance or a ratio, and no annual figure of a quarter", () => {
    expect(factAt(byd, "cash", "2025-09-30", "quarter")).toBeNull();
    expect(factAt(byd, "gross_margin", "2025-09-30", "ttm")).toBeNull();
    expect(factAt(byd, "gross_margin", "2025-09-30", "ytd")?.value).toBe(17.8736);
    expect(factAt(byd, "revenue", "2025-09-30", "annual")).toBeNull();
    expect(periodValue([], "2025-09-30", "ytd")).toBeNull();
  });

  it("derives a single quarter's or a TTM's net margin as the quotient of that basis's flows", () => {
    // Q2 2025: (16,038,939,000 − 9,443,140,000) / (371,280,948,000 − 170,360,448,000) = 3.28 %, not 4.32 − 5.54.
    const q2 = factAt(byd, "net_margin", "2025-06-30", "quarter");
    expect(q2?.value).toBeCloseTo(3.2828, 3);
    expect(q2?.unit).toBe("%");
    // A first quarter is its own year to date: 4,010,931,000 / 150,225,314,000.
    expect(factAt(byd, "net_margin", "2026-03-31", "quarter")?.value).toBeCloseTo(2.67, 2);
    // 归母净利率 over 营业总收入 on TTM: (32,619,022,000 + 4,084,551,000 − 9,154,985,000) / TTM revenue.
    const ttm = factAt(byd, "parent_net_margin", "2026-03-31", "ttm");
    expect(ttm?.value).toBeCloseTo((27_548_588_000 / 783_829_824_000) * 100, 3);
    // A balance has no quotient: its quarter is still nothing.
    expect(factAt(byd, "debt_ratio", "2025-06-30", "quarter")).toBeNull();
  });

  it("knows a quarter only once its report is public by asOf", () => {
    // BYD's 2025 三季报 was published 2025-10-31.
    expect(factAt(sampleFacts("002594", "2025-10-30"), "revenue", "2025-09-30", "ytd")).toBeNull();
    expect(factAt(sampleFacts("002594", "2025-10-31"), "revenue", "2025-09-30", "ytd")?.value).toBe(566_265_546_000);
  });

  it("gives 600519's single fourth quarter of 2025 from its annual and 三季报 profit (176.93亿)", () => {
    const q4 = factAt(sampleFacts("600519", "2026-04-30"), "net_profit", "2025-12-31", "quarter");
    expect(q4?.value).toBeCloseTo(17_693_320_389.5, 1);
  });
});

describe("下半年: the year less its half-year report", () => {
  const byd = sampleFacts("002594", "2026-04-30");

  it("a flow's second half is derived; a balance has none", () => {
    // 803,964,958,000 − 371,280,948,000 = 432,684,010,000; a year before 777,102,455,000 − 301,126,713,000.
    const h2 = factAt(byd, "revenue", "2025-12-31", "h2");
    expect(h2?.value).toBeCloseTo(432_684_010_000, -3);
    expect(h2?.yearAgo).toBeCloseTo(475_975_742_000, -3);
    expect(factAt(byd, "revenue", "2025-06-30", "h2")).toBeNull();
    expect(factAt(byd, "debt_ratio", "2025-12-31", "h2")).toBeNull();
  });
});
