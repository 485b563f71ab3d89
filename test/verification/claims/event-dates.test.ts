import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { afterDayBefore, datesIn, monthBefore, sinceDay } from "../../../src/verification/claims/event-dates";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

// 宁德时代 buy-back notices held: 2026-04-02 (进展), 2026-04-07 (结果).
describe("notices after a day", () => {
  it("a whole day with 以后 counts from the day after it; 以来 from the day itself", () => {
    expect(sinceDay("2026年4月7日以后没有回购公告")).toBe("2026-04-08");
    expect(sinceDay("2025年12月31日之后未见减持")).toBe("2026-01-01");
    expect(sinceDay("2026年4月7日以来没有回购公告")).toBe("2026-04-07");
  });
  it("此后 opening a clause is after the last whole day the clause before names", () => {
    expect(afterDayBefore("此后至今未再出现回购公告", "2026年4月7日公告回购结果", "2026-04-30")).toBe(
      "2026年4月7日以后未再出现回购公告",
    );
    expect(afterDayBefore("此后未再出现回购公告", "2月推出员工持股计划", "2026-04-30")).toBeNull();
    expect(afterDayBefore("未再出现回购公告", "2026年4月7日公告回购结果", "2026-04-30")).toBeNull();
  });
  it("a denial after that day is refuted by a notice after it, proved only where the kind is collected", () => {
    expect(mark("300750", "2026年4月2日宁德公告回购进展，此后再无回购公告。")).toBe("❌");
    // 300750's buy-back notices are collected from February 2026 on (notice-coverage.ts).
    expect(mark("300750", "2026年4月7日宁德公告回购结果，此后至今没有新的回购公告。")).toBe("✅");
    expect(mark("300750", "2026年4月7日以后没有回购公告。")).toBe("✅");
    expect(mark("300750", "2026年4月1日以后没有回购公告。")).toBe("❌");
    // 600519's stored notices are its annual reports only: no buy-back held proves nothing.
    expect(mark("600519", "2026年4月7日以后没有回购公告。")).toBe("❔");
  });
});

describe("the month a notice is dated in", () => {
  it("去年/前年/今年 with a month is that year's month, not the latest such month", () => {
    expect(datesIn("去年3月公告", "2026-04-30").map((d) => [d.year, d.month])).toEqual([[2025, 3]]);
    expect(datesIn("前年9月公告", "2026-04-30").map((d) => [d.year, d.month])).toEqual([[2024, 9]]);
    expect(datesIn("3月公告", "2026-04-30").map((d) => [d.year, d.month])).toEqual([[2026, 3]]);
  });
  it("此前N月 after a dated clause is of that clause's year, or the year before for a later month", () => {
    expect(monthBefore("此前3月已公告注销回购", "去年9月公告回购注销", "2026-04-30")).toBe(
      "此前2025年3月已公告注销回购",
    );
    expect(monthBefore("此前11月已公告", "2025年2月公告", "2026-04-30")).toBe("此前2024年11月已公告");
    expect(monthBefore("3月已公告", "去年9月公告回购注销", "2026-04-30")).toBeNull();
    expect(monthBefore("此前3月已公告", "公司公告回购注销", "2026-04-30")).toBeNull();
  });
  it("X月以来 with no year starts in the latest such month", () => {
    expect(sinceDay("2月以来发布回购公告", "2026-04-30")).toBe("2026-02-01");
    expect(sinceDay("6月以来发布回购公告", "2026-04-30")).toBe("2025-06-01");
    // Without the day it is said on, no year is given it.
    expect(sinceDay("2月以来发布回购公告")).toBeNull();
  });
  it("a notice dated 今年N月 is filed that year, whatever year its title is about", () => {
    // 601318 《中国平安2025年年度利润分配方案公告》 of 2026-03-27.
    expect(mark("601318", "今年3月27日发布年度利润分配方案。")).toBe("✅");
    expect(mark("601318", "今年3月12日发布年度利润分配方案。")).toBe("❌");
    expect(mark("601318", "去年9月公司公告回购股份注销暨股本变动，此前3月已公告注销回购A股。")).toBe("✅");
    expect(mark("601318", "去年9月公司公告回购股份注销暨股本变动，此前1月已公告注销回购A股。")).toBe("❌");
  });
});
