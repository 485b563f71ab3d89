import { describe, expect, it } from "vitest";
import { readStatedPeriod, statedPeriodOfReport } from "../../src/domain/stated-assertion";

describe("the stated period grammar, one definition read both ways", () => {
  it("writes a published report's period end as the stated cumulative period, and reads it back to that end", () => {
    const ends = ["2025-03-31", "2025-06-30", "2025-09-30", "2024-12-31"];
    expect(ends.map(statedPeriodOfReport)).toEqual(["2025Q1", "2025H1", "2025Q3累计", "2024"]);
    for (const end of ends) expect(readStatedPeriod(statedPeriodOfReport(end)!)).toMatchObject({ kind: "report", end });
  });

  it("has no stated period for a date that is not a report period end", () => {
    expect(statedPeriodOfReport("2025-05-20")).toBeNull();
    expect(statedPeriodOfReport("2025年")).toBeNull();
  });
});
