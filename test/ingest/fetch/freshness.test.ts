import { describe, expect, it } from "vitest";
import { type Holdings, newestEndedPeriod, previousWeekday, staleKinds } from "../../../src/ingest/fetch/freshness";

const held = (h: Partial<Holdings>): Holdings => ({
  newestPeriod: "2026-09-30",
  newestQuote: "2026-11-27",
  fetchedOn: { financials: null, quotes: null, announcements: null },
  ...h,
});
const kinds = (h: Holdings, today: string) => staleKinds(h, today).map((n) => n.kind);

describe("the freshness policy", () => {
  it("fetches everything for a company with nothing stored", () => {
    expect(kinds(held({ newestPeriod: null, newestQuote: null }), "2026-11-30")).toEqual([
      "financials",
      "quotes",
      "announcements",
    ]);
  });

  it("asks for financials only once a report period newer than the stored one has ended", () => {
    expect(newestEndedPeriod("2026-11-30")).toBe("2026-09-30");
    expect(newestEndedPeriod("2026-01-15")).toBe("2025-12-31");
    expect(kinds(held({}), "2026-11-30")).not.toContain("financials");
    expect(kinds(held({ newestPeriod: "2026-06-30" }), "2026-11-30")).toContain("financials");
    expect(staleKinds(held({ newestPeriod: "2026-06-30" }), "2026-11-30")[0]?.reason).toContain("2026-09-30");
  });

  it("asks for quotes when the last session's close is missing (a Monday looks back to Friday)", () => {
    expect(previousWeekday("2026-11-30")).toBe("2026-11-27");
    expect(kinds(held({ newestQuote: "2026-11-27" }), "2026-11-30")).not.toContain("quotes");
    expect(kinds(held({ newestQuote: "2026-11-26" }), "2026-11-30")).toContain("quotes");
  });

  it("asks for announcements daily, and never fetches a kind twice on one Beijing day", () => {
    expect(kinds(held({}), "2026-11-30")).toEqual(["announcements"]);
    const today = { financials: "2026-11-30", quotes: "2026-11-30", announcements: "2026-11-30" };
    expect(kinds(held({ newestPeriod: null, newestQuote: null, fetchedOn: today }), "2026-11-30")).toEqual([]);
  });
});
