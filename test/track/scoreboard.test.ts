import { describe, expect, it } from "vitest";
import { scoreboard, skillVerdict, type ScoreboardRow } from "../../src/track/scoreboard";
import type { TrailingRates } from "../../src/track/trailing-rates";

const rate = (r: number) => ({ k: 0, n: 0, rate: r });
const RATES: TrailingRates = { up: rate(0.6), down: rate(0.4), momentum: rate(0.55), yesterday: rate(0.5) };

// Two calls, both on a day the stock went up: an up call at 0.7 (right) and a down call at 0.8 (wrong).
const ROWS: ScoreboardRow[] = [
  {
    asOf: "2024-03-01",
    confidence: 0.7,
    call: "up",
    hit: true,
    returnPct: 1,
    momentumCall: "up",
    yesterdayCall: "down",
  },
  {
    asOf: "2024-03-08",
    confidence: 0.8,
    call: "down",
    hit: false,
    returnPct: 2,
    momentumCall: "down",
    yesterdayCall: null,
  },
];

describe("the fair scoreboard of a horizon", () => {
  const board = scoreboard(ROWS, () => RATES);
  const of = (key: string) => board.find((b) => b.key === key)!;

  it("scores the raw score against the base rate of each call's direction", () => {
    // (0.7-1)² = 0.09 vs (0.6-1)² = 0.16; (0.8-0)² = 0.64 vs (0.4-0)² = 0.16: Brier 0.365, reference 0.16,
    // skill 1 - 0.365/0.16 = -1.28125.
    const m = of("model_raw");
    expect(m.brier.value).toBeCloseTo(0.365, 12);
    expect(m.referenceBrier.value).toBeCloseTo(0.16, 12);
    expect(m.skill.value).toBeCloseTo(-1.28125, 12);
  });

  it("states the baselines as probabilities: always-up at the up rate, the others at their own past hit rates", () => {
    // Always up at 0.6, both days up: Brier 0.16, the reference itself, skill 0.
    expect(of("always_up")).toMatchObject({ n: 2, brier: { value: expect.closeTo(0.16, 12) }, skill: { value: 0 } });
    // Momentum at 0.55: up (right) (0.45)² = 0.2025 vs up rate (0.4)² = 0.16; down (wrong) 0.55² = 0.3025 vs down
    // rate 0.4² = 0.16: Brier 0.2525, skill 1 - 0.2525/0.16 = -0.578125.
    expect(of("momentum_20d").brier.value).toBeCloseTo(0.2525, 12);
    expect(of("momentum_20d").skill.value).toBeCloseTo(-0.578125, 12);
    // Yesterday calls only the first day, down at 0.5 (wrong): 0.25 vs 0.4² = 0.16: -0.5625, n = 1.
    expect(of("yesterday")).toMatchObject({ n: 1, skill: { value: expect.closeTo(-0.5625, 12) } });
    expect(board.map((b) => b.key)).toEqual(["model_raw", "always_up", "momentum_20d", "yesterday"]);
  });

  it("says plainly in Chinese when the skill is below zero", () => {
    const text = skillVerdict(of("model_raw"));
    expect(text).toContain("本系统（原始分）技能分 −1.281");
    // With two rows a resample of the right call alone beats the reference: the interval reaches above 0.
    expect(text).toContain("低于0——不如按此前涨跌比例给出的常数概率，区间含0");
    // Twenty wrong calls at 0.8: every resample is worse than the reference.
    const wrong = scoreboard(
      Array.from({ length: 20 }, () => ROWS[1]!),
      () => RATES,
    );
    expect(skillVerdict(wrong[0]!)).toContain("区间整体低于0——比按此前涨跌比例给出的常数概率更差");
  });
});
