import { describe, expect, it } from "vitest";
import { marketFactsFrom } from "../../../src/verification/claims/market-facts";
import { sampleFacts } from "./sample-facts";

/*
 * Figures by hand from ../shared/data/reference/prices_daily_600519_600036_601318_2021_2026.csv, 600519 closes
 * 2024-01-02..2026-04-30 (562 sessions): last close 1384.79 on 2026-04-30; 5 sessions earlier (2026-04-23) 1419.00,
 * 20 earlier (2026-04-01) 1459.44, 250 earlier (2025-04-18) 1565.94; 2025-12-31 1377.18; 2024-12-31 1524.00; over the
 * 365 days to 2026-04-30 (242 sessions) the highest high 1645.00 (2025-05-14), the lowest low 1322.01 (2026-01-28).
 */
describe("market facts from the daily bars known by asOf", () => {
  const m = sampleFacts("600519", "2026-04-30").market!;

  it("dates the facts by the last stored bar", () => {
    expect(m.lastBar).toBe("2026-04-30");
    expect(m.close).toBe(1384.79);
  });

  it("gives calendar-month returns from the last close on or before the same day months earlier", () => {
    // 2025-04-30 close 1547.00 in the file: 1384.79 / 1547 − 1 = −10.49 %.
    const year = m.months.find((x) => x.months === 12);
    expect(year?.from).toBe("2025-04-30");
    expect(year?.percent).toBeCloseTo(-10.4855, 3);
  });

  it("gives the N-session returns, year to date and each calendar year", () => {
    const r = (days: number) => m.returns.find((x) => x.days === days);
    expect(r(5)?.percent).toBeCloseTo(-2.4109, 3);
    expect(r(20)).toMatchObject({ from: "2026-04-01" });
    expect(r(20)?.percent).toBeCloseTo(-5.115, 3);
    expect(r(250)?.percent).toBeCloseTo(-11.5681, 3);
    expect(m.ytd).toBeCloseTo(0.5526, 3);
    const y2025 = m.years.find((y) => y.year === 2025);
    expect(y2025?.complete).toBe(true);
    expect(y2025?.percent).toBeCloseTo(-9.6339, 3);
    // 2024's first close has no 2023 close before it in the run: no 2024 return.
    expect(m.years.some((y) => y.year === 2024)).toBe(false);
  });

  it("gives the moving averages, the close against each and their order", () => {
    const ma = (n: number) => m.ma.find((x) => x.n === n);
    expect(ma(5)?.value).toBeCloseTo(1410.53, 2);
    expect(ma(20)?.value).toBeCloseTo(1433.5605, 3);
    expect(ma(20)?.above).toBe(false);
    // MA5 1410.53 < MA10 1411.13 < MA20 1433.56 < MA60 1441.22: 空头排列.
    expect(m.maOrder).toBe("bear");
    expect(m.ma.map((x) => x.n)).toEqual([5, 10, 20, 60, 120, 250]);
  });

  it("gives the 52-week range of highs and lows and the distance from the high", () => {
    expect(m.week52).toMatchObject({ high: 1645, highDate: "2025-05-14", low: 1322.01, lowDate: "2026-01-28" });
    expect(m.week52?.fromHighPercent).toBeCloseTo(-15.8182, 3);
    expect(m.atHigh).toBe(false);
  });

  it("compares the last 20 sessions' mean volume with the 20 before", () => {
    expect(m.volume?.ratio).toBeCloseTo(1.0633, 3);
  });

  it("gives MACD and the date of its last cross, and RSI(14)", () => {
    expect(m.macd).not.toBeNull();
    expect(["golden", "dead"]).toContain(m.macd?.lastCross?.kind);
    expect(m.macd!.lastCross!.date <= "2026-04-30").toBe(true);
    expect(m.rsi14).toBeGreaterThan(0);
  });

  it("knows nothing after a break in the bars, and marks a close at the top of the run as a new high", () => {
    expect(marketFactsFrom([{ date: "2025-01-02", close: 10, volume: 1 }], "2025-03-01")).toBeNull();
    const rising = Array.from({ length: 30 }, (_, k) => ({
      date: `2025-01-${String(k + 1).padStart(2, "0")}`,
      close: 10 + k,
      volume: 100,
    }));
    const up = marketFactsFrom(
      rising.slice(0, 30).filter((b) => b.date <= "2025-01-31"),
      "2025-01-31",
    );
    expect(up?.atHigh).toBe(true);
    expect(up?.week52).toBeNull();
    expect(up?.maOrder).toBeNull(); // no MA60 yet
  });
});
