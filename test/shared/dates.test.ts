import { describe, expect, it } from "vitest";
import { beijingDate } from "../../src/shared/dates";

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
