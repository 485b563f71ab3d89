import { describe, expect, it } from "vitest";
import { csi300Values, equalWeightValues } from "../../../src/track/backtest/benchmarks";

const s = ["2024-03-04", "2024-03-05", "2024-03-06", "2024-03-07"];

describe("the backtest's benchmarks", () => {
  it("the CSI 300 from the first session's open, a missing session keeping the last value", () => {
    const index = [
      { date: s[0]!, open: 100, close: 102 },
      { date: s[1]!, open: 102, close: 99 },
      { date: s[3]!, open: 99, close: 110 },
    ];
    expect(csi300Values(index, s)).toEqual([1, 1.02, 0.99, 0.99, 1.1]);
  });

  it("the debated shares in equal weights, each from the open after its first call to its last call's horizon", () => {
    const bars = new Map([
      ["600001", s.map((date, i) => ({ date, open: 10, close: 10 + i }))], // 10, 11, 12, 13
      ["600002", s.map((date) => ({ date, open: 20, close: 20 }))],
    ]);
    const entries = [
      { ticker: "600001", asOf: s[0]!, stance: "bullish" as const, horizons: null },
      { ticker: "600002", asOf: s[1]!, stance: "bearish" as const, horizons: null },
    ];
    // Held one session after the call: 600001 on s1 (open 10 → close 11), 600002 on s2 (20 → 20), nothing after.
    const values = equalWeightValues(entries, bars, s, 1);
    expect(values).toEqual([1, 1, 1.1, 1.1, 1.1]);
  });
});

describe("equal-weight holding over an ex-rights day", () => {
  it("takes that day's return from its open, not from the unadjusted close before", () => {
    const bars = new Map([
      [
        "600001",
        [
          { date: s[0]!, open: 10, close: 10 },
          { date: s[1]!, open: 10, close: 10 },
          { date: s[2]!, open: 5, close: 5.5 }, // 10转10: the open halves
          { date: s[3]!, open: 5.5, close: 5.5 },
        ],
      ],
    ]);
    const entries = [{ ticker: "600001", asOf: s[0]!, stance: "bullish" as const, horizons: null }];
    expect(equalWeightValues(entries, bars, s, 5)).toEqual([1, 1, 1, 1.1, 1.1]);
  });
});
