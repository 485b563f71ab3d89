import { describe, expect, it } from "vitest";
import { checkEventClause } from "../../../src/verification/claims/check-events";
import { sampleFacts } from "./sample-facts";

/*
 * The sample stores few report filings (annual reports of 600519, 600036, 600028 only) but the figures of every
 * report with their public day: 002594's 2026Q1 figures of 2026-04-29, 600519's 2025 annual ones of 2026-04-17.
 */
const oks = (text: string, ticker: string, asOf: string) =>
  checkEventClause(text, sampleFacts(ticker, asOf)).map((c) => c.ok);

describe("periodic reports known from their figures", () => {
  it("a report said published is shown by its figures public by then", () => {
    expect(oks("比亚迪披露2026年一季度报告", "002594", "2026-04-30")).toEqual([true]);
    expect(oks("招商银行发布了2025年前三季度报告", "600036", "2025-10-31")).toEqual([true]);
    // Not yet public by asOf: 未能核验, as before.
    expect(oks("比亚迪披露2026年一季度报告", "002594", "2026-04-20")).toEqual([null]);
  });

  it("another report of the same year does not show it", () => {
    // 601318 stores no 2025Q3 net profit or revenue (only its debt ratio): its 2025 annual report does not show it.
    expect(oks("公司披露2025年三季度报告", "601318", "2026-04-30")).toEqual([null]);
  });

  it("a day named for it is checked, but a day other than the figures' is 未能核验, never ❌", () => {
    expect(oks("贵州茅台于4月17日披露2025年年度报告", "600519", "2026-04-30")).toEqual([true]);
    expect(oks("贵州茅台于4月3日披露2025年年度报告", "600519", "2026-04-30")).toEqual([null]);
  });

  it("a day after its figures were public is not the day it was published (a report is published once)", () => {
    // 今日 is the day the point is written: a news item's today.
    expect(oks("【快讯】贵州茅台今日披露2025年年度报告", "600519", "2026-04-30")).toEqual([false]);
    expect(oks("【快讯】贵州茅台今日披露2025年年度报告", "600519", "2026-04-17")).toEqual([true]);
    expect(oks("贵州茅台于2026年4月28日披露2025年年度报告", "600519", "2026-04-30")).toEqual([false]);
    expect(oks("招商银行今日发布2025年年度报告", "600036", "2026-04-30")).toEqual([false]);
    // Before the figures' day it may have been published, the figures public later: 未能核验.
    expect(oks("贵州茅台于2026年4月10日披露2025年年度报告", "600519", "2026-04-30")).toEqual([null]);
  });

  it("a denial is not refuted by figures, only by a filing held", () => {
    expect(oks("比亚迪尚未披露2026年一季度报告", "002594", "2026-04-30")).toEqual([null]);
  });
});

// 贵州茅台 2023年年度报告 filed 2024-04-03; 招商银行 2023年年度报告 filed 2024-03-26.
describe("a day with no year, of a report year named", () => {
  it("is the report's filing day in the year it was filed, not the latest such day by asOf", () => {
    expect(oks("2023年年报于4月3日发布", "600519", "2026-04-30")).toEqual([true]);
    expect(oks("2023年年报于3月26日发布", "600036", "2026-04-30")).toEqual([true]);
    // Another day stays 未能核验: the filing may be another announcement than the one held.
    expect(oks("2023年年报于3月28日发布", "600519", "2026-04-30")).toEqual([null]);
  });
});
