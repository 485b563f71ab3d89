import { describe, expect, it } from "vitest";
import { checkEventClause } from "../../../src/verification/claims/check-events";
import { eventsFrom } from "../../../src/verification/claims/event-facts";
import type { Facts } from "../../../src/verification/claims/facts";
import { coveredSpan, noticeCoverage } from "../../../src/verification/claims/notice-coverage";

/*
 * A source filtered by the vendor's category (dividend, repurchase, financing) for two companies, and a second source
 * holding one company's annual reports only. A kind the first source returned for a company is collected for it from
 * its first notice in that source; a missing notice of that kind inside the span did not exist.
 */
const ROWS = [
  { ticker: "111111", date: "2025-03-12", title: "关于2024年度利润分配预案的公告", category: "dividend", source: "甲" },
  { ticker: "111111", date: "2025-06-05", title: "关于回购公司股份的进展公告", category: "repurchase", source: "甲" },
  { ticker: "222222", date: "2025-01-20", title: "关于2024年度利润分配方案的公告", category: "dividend", source: "甲" },
  { ticker: "222222", date: "2025-09-30", title: "关于发行公司债券的公告", category: "financing", source: "甲" },
  { ticker: "333333", date: "2025-04-01", title: "丙公司2024年年度报告", category: "定期报告", source: "乙" },
];

const factsOf = (ticker: string, asOf: string): Facts => ({
  asOf,
  series: {},
  events: eventsFrom(
    ROWS.filter((r) => r.ticker === ticker),
    asOf,
  ),
  noticeCoverage: noticeCoverage(ROWS, ticker),
});
const oks = (text: string, facts: Facts) => checkEventClause(text, facts).map((c) => c.ok);

describe("the kinds of notice a source collected for a company", () => {
  it("are the kinds its category filter returned for the company, from the company's first notice in it", () => {
    const cover = noticeCoverage(ROWS, "222222");
    // 111111's buy-backs do not show the filter asked for 222222's.
    expect(cover.map((c) => c.category).sort()).toEqual(["债券发行", "分红", "定增"].sort());
    expect(cover.every((c) => c.from === "2025-01-20" && c.to === "2025-09-30")).toBe(true);
  });

  it("leave out a source's periodic reports and a company no source holds", () => {
    expect(noticeCoverage(ROWS, "333333")).toEqual([]);
    expect(noticeCoverage(ROWS, "444444")).toEqual([]);
  });

  it("cover a span only inside them (the first notice's month on)", () => {
    const cover = noticeCoverage(ROWS, "111111");
    expect(coveredSpan(cover, "回购", "2025-03-01", "2025-08-31")?.from).toBe("2025-03-12");
    expect(coveredSpan(cover, "回购", "2025-02-01", "2025-08-31")).toBeNull();
    expect(coveredSpan(cover, "回购", "2025-03-01", "2025-10-31")).toBeNull();
    expect(coveredSpan(cover, "减持", "2025-04-01", "2025-04-30")).toBeNull();
  });
});

describe("a notice missing from what was collected", () => {
  it("of a collected kind on a collected day did not exist: ❌ 未见该公告", () => {
    const later = factsOf("222222", "2025-09-30");
    // 222222 has no placement notice, but its source returns its financing notices.
    const checks = checkEventClause("公司5月公告拟定向增发募资", later);
    expect(checks.map((c) => c.ok)).toEqual([false]);
    expect(checks[0]?.reason).toContain("未见该公告");
    expect(oks("2025年以来公司已公告定向增发预案", later)).toEqual([false]);
    // One financing notice of September: "9月下旬" is a day it was not filed on.
    expect(oks("9月上旬公司发布了公司债券发行公告", later)).toEqual([false]);
    expect(oks("9月下旬公司发布了公司债券发行公告", later)).toEqual([true]);
    // Past the source's last notice nothing is known collected.
    expect(oks("2025年以来公司已公告定向增发预案", factsOf("222222", "2025-10-31"))).toEqual([null]);
  });

  it("of a kind no source collected, or before the collection began, stays 未能核验", () => {
    const later = factsOf("222222", "2025-10-31");
    expect(oks("公司5月公告大股东减持计划", later)).toEqual([null]);
    expect(oks("公司5月公告拟回购股份用于注销", later)).toEqual([null]);
    expect(oks("公司2024年3月公告拟回购股份", later)).toEqual([null]);
    // Annual reports only: a buy-back not held proves nothing.
    expect(oks("公司5月公告拟回购股份", factsOf("333333", "2025-10-31"))).toEqual([null]);
    // Said with no day at all, it may be older than the collection.
    expect(oks("公司公告过回购计划", later)).toEqual([null]);
  });

  it("counts the notices held: fewer than said, over a collected span, is false", () => {
    const first = factsOf("111111", "2025-09-30");
    expect(oks("3月以来回购公告已累计发布四次", first)).toEqual([false]);
    expect(oks("3月以来回购公告已发布一次", first)).toEqual([true]);
    // Before the collection began, fewer held is not fewer filed.
    expect(oks("2024年以来回购公告已累计发布四次", first)).toEqual([null]);
  });

  it("of a plan, where every notice of the kind held is a step done, is false", () => {
    const rows = [
      {
        ticker: "555555",
        date: "2025-01-06",
        title: "关于回购股份注销完成的公告",
        category: "repurchase",
        source: "丁",
      },
      {
        ticker: "555555",
        date: "2025-07-10",
        title: "关于回购股份实施结果的公告",
        category: "repurchase",
        source: "丁",
      },
    ];
    const facts: Facts = {
      asOf: "2025-07-10",
      series: {},
      events: eventsFrom(rows, "2025-07-10"),
      noticeCoverage: noticeCoverage(rows, "555555"),
    };
    expect(oks("2025年公司推出新一轮回购方案", facts)).toEqual([false]);
    expect(oks("2025年公司完成回购", facts)).toEqual([true]);
    // Nor was it ended: no notice ending it is held.
    expect(oks("7月公司公告终止回购", facts)).toEqual([false]);
    expect(oks("7月公司公告终止回购", { ...facts, noticeCoverage: [] })).toEqual([null]);
  });
});
