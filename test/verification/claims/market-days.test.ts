import { describe, expect, it } from "vitest";
import { carryDays, lastDayNamed } from "../../../src/verification/claims/market-days";
import { parseAssertions } from "../../../src/verification/claims/parse-assertions";

describe("the day a sentence dates its prices to", () => {
  it("is the last day named, a two-digit year read as 20xx, a day without its month in the month before it", () => {
    expect(lastDayNamed("25年7月4日快照PB 3.15倍")).toEqual({ year: "2025", month: "7", day: "4" });
    expect(lastDayNamed("3月2日、3日连续两个涨停")).toEqual({ month: "3", day: "3" });
    expect(lastDayNamed("4月29日放量，5月6日缩量")).toEqual({ month: "5", day: "6" });
  });

  it("is no base of a move, no window of days, and no day without a month", () => {
    expect(lastDayNamed("自4月1日以来上涨")).toBeNull();
    expect(lastDayNamed("从1月27日的91.81元回血")).toBeNull();
    expect(lastDayNamed("20日均量放大")).toBeNull();
    expect(lastDayNamed("3日后回落")).toBeNull();
  });

  it("reaches the later clauses of the same sentence that name no day of their own", () => {
    const days = carryDays(
      parseAssertions("25年7月4日快照PB 3.15倍，收盘120.39元，次日回落至118元。收盘97.08元。", undefined, {
        asOf: "2026-04-30",
      }),
    ).map((a) => [a.text, a.day ?? null]);
    expect(days).toContainEqual(["收盘120.39元", { year: "2025", month: "7", day: "4" }]);
    expect(days).toContainEqual(["次日回落至118元", { year: "2025", month: "7", day: "4" }]);
    expect(days).toContainEqual(["收盘97.08元", null]);
  });
});
