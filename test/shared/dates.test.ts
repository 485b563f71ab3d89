import { describe, expect, it } from "vitest";
import { addDays, beijingDate, daysBetween, shiftMonths, shiftYears, weekdayOf } from "../../src/shared/dates";

describe("beijingDate", () => {
  it("is the UTC date until 16:00 UTC, the next day from then on (UTC+8)", () => {
    expect(beijingDate(new Date("2025-04-03T15:59:59.999Z"))).toBe("2025-04-03");
    expect(beijingDate(new Date("2025-04-03T16:00:00Z"))).toBe("2025-04-04");
  });

  it("crosses year ends and leap days like the calendar", () => {
    expect(beijingDate(new Date("2024-12-31T17:00:00Z"))).toBe("2025-01-01");
    expect(beijingDate(new Date("2024-02-28T16:30:00Z"))).toBe("2024-02-29");
  });
});

describe("calendar arithmetic", () => {
  it("adds and subtracts days across month, year and leap-day boundaries", () => {
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2024-03-01", -1)).toBe("2024-02-29");
    expect(addDays("2024-12-31", 1)).toBe("2025-01-01");
    expect(addDays("2025-01-10", -200)).toBe("2024-06-24");
    expect(addDays("2025-01-10", 0)).toBe("2025-01-10");
  });

  it("shifts months and years as Date does, rolling a missing day over", () => {
    expect(shiftMonths("2025-01-15", -3)).toBe("2024-10-15");
    expect(shiftMonths("2024-03-31", -1)).toBe("2024-03-02");
    expect(shiftYears("2024-02-29", 1)).toBe("2025-03-01");
  });

  it("counts whole calendar days, signed, whatever the months in between", () => {
    expect(daysBetween("2025-01-01", "2025-01-01")).toBe(0);
    expect(daysBetween("2025-01-01", "2025-01-15")).toBe(14);
    expect(daysBetween("2025-01-15", "2025-01-01")).toBe(-14);
    expect(daysBetween("2024-02-28", "2024-03-01")).toBe(2);
    expect(daysBetween("2024-12-31", "2025-12-31")).toBe(365);
  });

  it("names the weekday of the calendar date itself (0 Sunday, 6 Saturday)", () => {
    expect(weekdayOf("2025-06-01")).toBe(0);
    expect(weekdayOf("2025-06-06")).toBe(5);
    expect(weekdayOf("2025-06-07")).toBe(6);
  });
});
