import { describe, expect, it } from "vitest";
import { directionRate, trailingRates, type MarketWindow } from "../../src/track/trailing-rates";

type Call = MarketWindow["momentumCall"];
const w = (
  key: string,
  exitDate: string,
  returnPct: number,
  momentumCall: Call,
  yesterdayCall: Call,
): MarketWindow => ({
  key,
  exitDate,
  returnPct,
  momentumCall,
  yesterdayCall,
});

describe("trailing base rates (only windows closed by asOf, Laplace-smoothed)", () => {
  // a: up, momentum up (right), yesterday down (wrong); b: down, momentum up (wrong), no yesterday call;
  // c: flat, momentum down (wrong: flat is not down), yesterday down (wrong). The second "a" is the same window
  // scored for another prediction: counted once.
  const ratesAt = trailingRates([
    w("300750:2024-01-05", "2024-01-12", 0, "down", "down"),
    w("600519:2024-01-02", "2024-01-05", 1.2, "up", "down"),
    w("600519:2024-01-08", "2024-01-10", -2, "up", null),
    w("600519:2024-01-02", "2024-01-05", 1.2, "up", "down"),
  ]);

  it("is 1/2 for everything before any window has closed", () => {
    const r = ratesAt("2024-01-04");
    expect([r.up.rate, r.down.rate, r.momentum.rate, r.yesterday.rate]).toEqual([0.5, 0.5, 0.5, 0.5]);
    expect(r.up.n).toBe(0);
  });

  it("counts a window on its exit day and never one that closes later", () => {
    const r = ratesAt("2024-01-05"); // one window: up 1/1 -> 2/3; momentum 1/1 -> 2/3; yesterday 0/1 -> 1/3
    expect(r.up).toEqual({ k: 1, n: 1, rate: 2 / 3 });
    expect(r.down.rate).toBeCloseTo(1 / 3, 12);
    expect(r.momentum.rate).toBeCloseTo(2 / 3, 12);
    expect(r.yesterday.rate).toBeCloseTo(1 / 3, 12);
    const later = ratesAt("2024-01-11"); // a and b: up 1/2 -> 2/4; momentum 1/2 -> 2/4; yesterday still 0/1
    expect([later.up.rate, later.down.rate, later.momentum.rate, later.yesterday.rate]).toEqual([0.5, 0.5, 0.5, 1 / 3]);
    const all = ratesAt("2030-01-01"); // up 1/3 -> 2/5, down 1/3 -> 2/5, momentum 1/3 -> 2/5, yesterday 0/2 -> 1/4
    expect([all.up.rate, all.down.rate, all.momentum.rate, all.yesterday.rate]).toEqual([0.4, 0.4, 0.4, 0.25]);
    expect(directionRate(all, "down")).toBe(0.4);
  });
});
