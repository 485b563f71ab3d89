import { describe, expect, it } from "vitest";
import { quantile, seededRandom, skillScores } from "../../src/track/skill";

// Four calls a forecaster was sure of, against a reference at the base rate of each call's direction.
//   p    ref  hit   (p-y)²  (ref-y)²  -ln(p if hit else 1-p)
//   0.8  0.5  yes   0.04    0.25      0.223144
//   0.6  0.5  no    0.36    0.25      0.916291
//   0.7  0.6  yes   0.09    0.16      0.356675
//   0.9  0.4  no    0.81    0.16      2.302585
// Brier 1.30/4 = 0.325; reference 0.82/4 = 0.205; skill 1 - 0.325/0.205 = -0.585366; log loss 3.798695/4 = 0.949674.
const FOUR = [
  { p: 0.8, ref: 0.5, hit: true },
  { p: 0.6, ref: 0.5, hit: false },
  { p: 0.7, ref: 0.6, hit: true },
  { p: 0.9, ref: 0.4, hit: false },
];

describe("Brier skill score and log loss against the base rate", () => {
  it("matches the figures computed by hand: a confident forecaster worse than the constant base rate", () => {
    const s = skillScores(FOUR);
    expect(s.n).toBe(4);
    expect(s.brier.value).toBeCloseTo(0.325, 9);
    expect(s.referenceBrier.value).toBeCloseTo(0.205, 9);
    expect(s.skill.value).toBeCloseTo(-0.585366, 6);
    expect(s.logLoss.value).toBeCloseTo(0.949674, 6);
  });

  it("is 0 for the reference itself and positive for a forecast nearer the outcomes", () => {
    const same = FOUR.map((f) => ({ ...f, p: f.ref }));
    expect(skillScores(same).skill.value).toBe(0);
    // 0.9 on two hits, 0.1 on two misses: Brier 0.01; skill 1 - 0.01/0.205 = 0.951220.
    const sharp = FOUR.map((f) => ({ ...f, p: f.hit ? 0.9 : 0.1 }));
    expect(skillScores(sharp).skill.value).toBeCloseTo(0.95122, 5);
  });

  it("clips a certain wrong call's log loss at -ln 0.001 instead of infinity", () => {
    expect(skillScores([{ p: 1, ref: 0.5, hit: false }]).logLoss.value).toBeCloseTo(6.907755, 6);
  });

  it("gives a seeded bootstrap interval: the same every run, around the estimate, narrow when rows agree", () => {
    const a = skillScores(FOUR);
    expect(skillScores(FOUR)).toEqual(a);
    expect(a.skill.low!).toBeLessThanOrEqual(a.skill.value!);
    expect(a.skill.high!).toBeGreaterThanOrEqual(a.skill.value!);
    expect(a.brier.low!).toBeGreaterThanOrEqual(0.04);
    expect(a.brier.high!).toBeLessThanOrEqual(0.81);
    expect(skillScores(FOUR, { resamples: 1000, seed: 7 }).skill.low).not.toBe(a.skill.low);
    // Every row alike: every resample is the row itself.
    const flat = skillScores(Array.from({ length: 5 }, () => ({ p: 0.7, ref: 0.5, hit: true })));
    expect(flat.skill.value).toBeCloseTo(0.64, 12); // 1 - 0.09 / 0.25
    expect(flat.skill.low).toBe(flat.skill.value);
    expect(flat.skill.high).toBe(flat.skill.value);
  });

  it("has no figures without forecasts", () => {
    const none = { value: null, low: null, high: null };
    expect(skillScores([])).toEqual({ n: 0, brier: none, referenceBrier: none, skill: none, logLoss: none });
  });
});

describe("helpers", () => {
  it("quantile interpolates linearly between order statistics", () => {
    expect(quantile([1, 2, 3, 4, 5], 0.5)).toBe(3);
    expect(quantile([0, 10], 0.025)).toBeCloseTo(0.25, 9);
    expect(quantile([], 0.5)).toBeNull();
  });

  it("the seeded generator repeats its sequence and stays in [0, 1)", () => {
    const a = seededRandom(29);
    const b = seededRandom(29);
    const xs = Array.from({ length: 100 }, () => a());
    expect(Array.from({ length: 100 }, () => b())).toEqual(xs);
    expect(xs.every((x) => x >= 0 && x < 1)).toBe(true);
  });
});
