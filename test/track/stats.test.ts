import { describe, expect, it } from "vitest";
import { brier, reliabilityBins, wilson } from "../../src/track/stats";

describe("wilson 95 % interval", () => {
  it("matches the interval computed by hand for 7 of 10", () => {
    // p = 0.7, z = 1.96: centre = (0.7 + 0.19208) / 1.38415 = 0.644497; half = 1.96 * sqrt(0.021 + 0.0096040) / 1.38415
    // = 0.247730 -> [0.396767, 0.892227] (the published Wilson interval for 7/10 is 0.3968-0.8922).
    const w = wilson(7, 10);
    expect(w.rate).toBe(0.7);
    expect(w.low).toBeCloseTo(0.39677, 4);
    expect(w.high).toBeCloseTo(0.89222, 4);
  });

  it("stays inside [0, 1] at the extremes and is wide for tiny n", () => {
    const none = wilson(0, 5);
    expect(none.low).toBe(0);
    expect(none.high).toBeCloseTo(0.43448, 4); // z²/(n+z²) = 3.8415/8.8415
    const all = wilson(5, 5);
    expect(all.high).toBe(1);
    expect(all.low).toBeCloseTo(0.56552, 4);
  });

  it("has no rate and no interval without trials", () => {
    expect(wilson(0, 0)).toEqual({ k: 0, n: 0, rate: null, low: null, high: null });
  });
});

describe("Brier score", () => {
  it("is the mean squared error of the stated probabilities", () => {
    // (0.8-1)² + (0.6-0)² + (0.7-1)² = 0.04 + 0.36 + 0.09 = 0.49; / 3 = 0.163333
    const b = brier([
      { p: 0.8, hit: true },
      { p: 0.6, hit: false },
      { p: 0.7, hit: true },
    ]);
    expect(b.n).toBe(3);
    expect(b.score).toBeCloseTo(0.163333, 6);
  });

  it("is 0 for certain right calls, 1 for certain wrong ones, null without calls", () => {
    expect(brier([{ p: 1, hit: true }]).score).toBe(0);
    expect(brier([{ p: 1, hit: false }]).score).toBe(1);
    expect(brier([])).toEqual({ n: 0, score: null });
  });
});

describe("reliability bins", () => {
  it("groups calls by stated probability and gives each bin its observed share and n", () => {
    const bins = reliabilityBins([
      { p: 0.62, hit: true },
      { p: 0.68, hit: false },
      { p: 0.95, hit: true },
      { p: 1, hit: true },
    ]);
    expect(bins.map((b) => [b.from, b.to])).toEqual([
      [0.5, 0.6],
      [0.6, 0.7],
      [0.7, 0.8],
      [0.8, 0.9],
      [0.9, 1],
    ]);
    expect(bins[1]!.observed).toMatchObject({ k: 1, n: 2, rate: 0.5 });
    expect(bins[1]!.meanP).toBeCloseTo(0.65, 9);
    expect(bins[4]!.observed).toMatchObject({ k: 2, n: 2 });
    expect(bins[0]!.observed.n).toBe(0);
    expect(bins[0]!.meanP).toBeNull();
  });
});
