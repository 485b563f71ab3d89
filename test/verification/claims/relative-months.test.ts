import { describe, expect, it } from "vitest";
import { checkAssertions } from "../../../src/verification/claims/check-assertions";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";
import { withCalendarMonths } from "../../../src/verification/claims/relative-months";
import { markOf } from "./measure-truth";
import { sampleFacts } from "./sample-facts";

const mark = (ticker: string, claim: string, asOf = "2026-04-30") =>
  markOf(checkAssertions(parseAssertions(claim, undefined, { asOf }), sampleFacts(ticker, asOf)));

/**
 * 本月/上月 in an event clause is the month of the day the point is made, or the one before: a filing of another
 * month does not show it. 宁德时代: 2026-04-22《关于授予2026年A股员工持股计划预留份额的公告》; 比亚迪 holds no
 * incentive filing of April 2026.
 */
describe("a month named relative to the day", () => {
  it("is written as the calendar month, across a year's turn, not in a span (本月以来)", () => {
    expect(withCalendarMonths("本月披露草案", "2026-04-30")).toBe("2026年4月披露草案");
    expect(withCalendarMonths("上月发布公告", "2026-01-15")).toBe("2025年12月发布公告");
    expect(withCalendarMonths("本月以来股价走弱", "2026-04-30")).toBe("本月以来股价走弱");
  });

  it("reads 当月 after a named month as that month, and as the day's month when none is named", () => {
    expect(withCalendarMonths("2025年3月公告回购，当月股价上涨", "2026-04-30")).toBe(
      "2025年3月公告回购，2025年3月股价上涨",
    );
    expect(withCalendarMonths("3月公告回购，当月股价上涨", "2026-04-30")).toBe("3月公告回购，3月股价上涨");
    expect(withCalendarMonths("当月披露草案", "2026-04-30")).toBe("2026年4月披露草案");
  });

  it("holds a filing of that month and leaves one of another month unshown", () => {
    expect(mark("300750", "宁德时代本月授予2026年A股员工持股计划预留份额。")).toBe("✅");
    expect(mark("002594", "比亚迪本月披露新一期员工持股计划草案。")).not.toBe("✅");
  });
});
