import { describe, expect, it } from "vitest";
import { checkMarketClause } from "../../../src/verification/claims/check-market";
import { laterMonth } from "../../../src/verification/claims/market-later-month";
import { sampleFacts } from "./sample-facts";

// 002594's last bar in the sample as of 2026-04-30 is that day: close 102.98.
describe("a month right after the last bar is a time the bars do not reach", () => {
  it("leaves 5月以来 and 5月首周 未能核验 on a last bar in April, never compared with the last close", () => {
    const by = sampleFacts("002594", "2026-04-30");
    expect(checkMarketClause("5月以来股价放量突破110元", by).map((c) => c.ok)).toEqual([null]);
    expect(checkMarketClause("5月首周放量突破110元", by).map((c) => c.ok)).toEqual([null]);
    expect(checkMarketClause("股价突破110元", by).map((c) => c.ok)).toEqual([false]);
  });
  it("reads a month of a named year, or any other month, as it was", () => {
    expect(laterMonth("2025年5月以来股价下跌", "2026-04-30")).toBeNull();
    expect(laterMonth("去年5月以来股价下跌", "2026-04-30")).toBeNull();
    expect(laterMonth("3月以来股价下跌", "2026-04-30")).toBeNull();
    expect(laterMonth("1月初以来", "2025-12-31")?.ok).toBeNull();
  });
});
