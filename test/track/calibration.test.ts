import { describe, expect, it } from "vitest";
import { calibrate, isotonic, TOO_FEW_ZH, type CalibrationSample } from "../../src/track/calibration";

const GROUP = "adversarial|offline";
const many = (
  count: number,
  hits: number,
  score: number,
  exitDate = "2024-01-10",
  group = GROUP,
): CalibrationSample[] => Array.from({ length: count }, (_, i) => ({ exitDate, group, score, hit: i < hits }));

// 40 calls matured by 2024-01-10: scores 0.65 (20 calls, 8 right), 0.75 (10, 2 right), 0.85 (10, 7 right).
const FORTY = [...many(20, 8, 0.65), ...many(10, 2, 0.75), ...many(10, 7, 0.85)];

describe("isotonic regression (pool adjacent violators)", () => {
  it("pools a falling pair into its weighted mean", () => {
    expect(isotonic([0.6, 0.4, 0.7], [10, 10, 5])).toEqual([0.5, 0.5, 0.7]);
  });
  it("keeps pooling backwards while the order is violated", () => {
    // 0.6 then 0.3 pool to (1.2 + 1.2) / 6 = 0.4 < 0.5, so all three pool to (1 + 1.2 + 1.2) / 8 = 0.425.
    expect(isotonic([0.5, 0.6, 0.3], [2, 2, 4]).map((x) => Number(x.toFixed(12)))).toEqual([0.425, 0.425, 0.425]);
  });
});

describe("walk-forward calibration", () => {
  // Bucket rates 0.4 (n 20), 0.2 (n 10), 0.7 (n 10) are not monotone: the first two pool to 10/30 = 1/3.
  const q = { asOf: "2024-01-10", group: "adversarial|offline", ref: 0.55 };

  it("fits on the buckets and shrinks a bucket under 30 samples to the base rate (computed by hand)", () => {
    // Bucket 0.6-0.7: n 20, weight 20/30: 2/3 × 1/3 + 1/3 × 0.55 = 0.405556.
    const fit = calibrate(FORTY, { ...q, score: 0.68 });
    expect(fit).toMatchObject({ p: expect.closeTo(0.405556, 6), samples: 40, pooled: true });
    // Bucket 0.7-0.8: n 10, weight 1/3: 1/3 × 1/3 + 2/3 × 0.55 = 0.477778.
    expect(calibrate(FORTY, { ...q, score: 0.75 }).p).toBeCloseTo(0.477778, 6);
    // An empty bucket says nothing: the base rate.
    expect(calibrate(FORTY, { ...q, score: 0.95 }).p).toBe(0.55);
  });

  it("never reads an outcome that closed after the prediction's asOf", () => {
    const later = [...FORTY, ...many(50, 50, 0.68, "2024-01-11")];
    expect(calibrate(later, { ...q, score: 0.68 })).toEqual(calibrate(FORTY, { ...q, score: 0.68 }));
    // The day before any of them closed there is nothing to fit on.
    const before = calibrate(FORTY, { ...q, asOf: "2024-01-09", score: 0.68 });
    expect(before).toEqual({ p: null, samples: 0, reason: TOO_FEW_ZH });
    expect(TOO_FEW_ZH).toBe("样本不足，未校准");
  });

  it("says 样本不足，未校准 under 30 matured predictions", () => {
    expect(calibrate(FORTY.slice(0, 29), { ...q, score: 0.68 })).toEqual({ p: null, samples: 29, reason: TOO_FEW_ZH });
  });

  it("fits a group of its own once it has 100 matured predictions, and pools a thinner one with the rest", () => {
    const samples = [...FORTY, ...many(120, 120, 0.65, "2024-01-10", "findebate|offline")];
    // FinDebate alone: 120 calls in bucket 0.6-0.7, all right: 1.
    const own = calibrate(samples, { ...q, group: "findebate|offline", score: 0.65 });
    expect(own).toMatchObject({ p: 1, pooled: false, samples: 120 });
    // Adversarial has 40: pooled over 160. Bucket rates 128/140, 2/10, 7/10 pool to 137/160 = 0.85625, n 140 ≥ 30.
    const pooled = calibrate(samples, { ...q, score: 0.65 });
    expect(pooled).toMatchObject({ p: expect.closeTo(0.85625, 9), pooled: true, samples: 160 });
  });
});
