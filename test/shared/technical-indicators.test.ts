import { describe, expect, it } from "vitest";
import { bollinger, currentRun, ema, indicatorSnapshot, macd, rsi, sma } from "../../src/shared/technical-indicators";

// Every expected value below is worked out by hand in the comment next to it, not by running the code.
describe("technical indicators computed in code", () => {
  it("SMA(3) of 1..5 is the average of each trailing window", () => {
    // (1+2+3)/3 = 2, (2+3+4)/3 = 3, (3+4+5)/3 = 4
    expect(sma([1, 2, 3, 4, 5], 3)).toEqual([null, null, 2, 3, 4]);
  });

  it("EMA(3) is seeded with the SMA of its first 3 values, then a = 2/(3+1) = 0.5", () => {
    // seed (2+4+6)/3 = 4; then 0.5·8 + 0.5·4 = 6; then 0.5·4 + 0.5·6 = 5
    expect(ema([2, 4, 6, 8, 4], 3)).toEqual([null, null, 4, 6, 5]);
  });

  it("MACD(12,26,9) of a straight line: DIF is the constant lag gap 7, DEA 7, histogram 0", () => {
    // For x_t = t an SMA-seeded EMA(n) equals x_t − (n−1)/2 exactly: EMA12 = x − 5.5, EMA26 = x − 12.5, DIF = 7.
    const closes = Array.from({ length: 40 }, (_, i) => i + 1);
    const m = macd(closes);
    expect(m.dif[24]).toBeNull();
    expect(m.dif[25]).toBeCloseTo(7, 10);
    expect(m.dif[39]).toBeCloseTo(7, 10);
    // DEA needs nine DIF values: first at index 25 + 8 = 33.
    expect(m.dea[32]).toBeNull();
    expect(m.dea[33]).toBeCloseTo(7, 10);
    expect(m.hist[39]).toBeCloseTo(0, 10);
  });

  it("RSI (Wilder) on a short series, period 3", () => {
    // changes +1, −0.5, +1 | −0.5, +1. First averages: gain 2/3, loss 0.5/3 → RS 4 → RSI 80.
    // next −0.5: gain (2/3·2)/3 = 4/9, loss (1/6·2 + 0.5)/3 = 5/18 → RS 1.6 → RSI 100 − 100/2.6 = 61.538…
    // next +1: gain (4/9·2 + 1)/3 = 17/27, loss (5/18·2)/3 = 5/27 → RS 3.4 → RSI 100 − 100/4.4 = 77.2727…
    const r = rsi([10, 11, 10.5, 11.5, 11, 12], 3);
    expect(r.slice(0, 3)).toEqual([null, null, null]);
    expect(r[3]).toBeCloseTo(80, 10);
    expect(r[4]).toBeCloseTo(61.538461, 5);
    expect(r[5]).toBeCloseTo(77.272727, 5);
    // Only gains: no losses at all reads 100.
    expect(
      rsi(
        Array.from({ length: 20 }, (_, i) => i),
        14,
      )[19],
    ).toBe(100);
  });

  it("Bollinger(20, 2) of 1..20 uses the population standard deviation", () => {
    // mean 10.5; population variance of 1..20 = (20² − 1)/12 = 33.25; sd = 5.766281…; 2·sd = 11.532562…
    const b = bollinger(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(b.middle[19]).toBeCloseTo(10.5, 10);
    expect(b.upper[19]).toBeCloseTo(22.032562, 5);
    expect(b.lower[19]).toBeCloseTo(-1.032562, 5);
    expect(b.upper[18]).toBeNull();
  });

  it("a snapshot reads the newest bar and says null where history is too short", () => {
    const bars = Array.from({ length: 30 }, (_, i) => ({
      date: `2025-01-${String(i + 1).padStart(2, "0")}`,
      close: i + 1,
      volume: null,
    }));
    const s = indicatorSnapshot(bars)!;
    expect(s.date).toBe("2025-01-30");
    expect(s.close).toBe(30);
    expect(s.sma20).toBeCloseTo(20.5, 10); // (11 + … + 30)/20
    expect(s.sma60).toBeNull();
    expect(s.dif).toBeCloseTo(7, 10);
    expect(s.dea).toBeNull(); // 30 bars < 34
    expect(s.close20Ago).toBe(10);
    expect(s.volumeRatio).toBeNull();
  });

  it("computes only over the unbroken bars that reach asOf: a holiday is no break, a missing year is", () => {
    const bar = (date: string) => ({ date, close: 1, volume: null });
    const bars = ["2020-01-22", "2020-01-23", "2020-02-03", "2020-03-18", "2020-03-19", "2025-07-04"].map(bar);
    // Spring Festival (eleven days) keeps the run; six weeks missing before 03-18 start a new one.
    expect(currentRun(bars, "2020-02-05").map((b) => b.date)).toEqual(["2020-01-22", "2020-01-23", "2020-02-03"]);
    expect(currentRun(bars, "2020-03-20").map((b) => b.date)).toEqual(["2020-03-18", "2020-03-19"]);
    // A year after the last bar there is no current run; the 2025 snapshot bar is a run of its own.
    expect(currentRun(bars, "2021-03-19")).toEqual([]);
    expect(currentRun(bars, "2025-07-07").map((b) => b.date)).toEqual(["2025-07-04"]);
    expect(currentRun(bars, "2019-12-31")).toEqual([]);
  });
});
