import { describe, expect, it } from "vitest";
import { namedDate } from "../../../src/verification/claims/session-dates";

describe("the date of a day a clause writes (session-dates.ts namedDate)", () => {
  it("dates a day written without its year on the latest such day on or before the last bar", () => {
    expect(namedDate(undefined, "7", "4", "2026-04-30")).toBe("2025-07-04");
    expect(namedDate(undefined, "12", "31", "2026-01-05")).toBe("2025-12-31");
  });

  it("keeps a day already past in the last bar's year, and a year the writer gives", () => {
    expect(namedDate(undefined, "4", "3", "2026-04-30")).toBe("2026-04-03");
    expect(namedDate(undefined, "4", "30", "2026-04-30")).toBe("2026-04-30");
    expect(namedDate("2026", "7", "4", "2026-04-30")).toBe("2026-07-04");
  });
});
