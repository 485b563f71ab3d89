import { DOUBLING_WORDS, type MagnitudeRule } from "./judgement-words";
import { HALVING_WORDS } from "./multiple-sizes";

/**
 * Sizes said as a multiple of the level itself: 翻倍 doubles it, 腰斩 and 过半 take half of it away. On an amount that
 * is the change in %; on a rate too ("净利率2.67%，较上年同期的5.54%几乎腰斩" is −52 % of the rate), never 50
 * percentage points, which no margin below 50 % could ever fall. Other size words on a rate stay in points (大幅 ≥3).
 */
const LEVEL_MULTIPLES: ReadonlySet<string> = new Set([
  ...DOUBLING_WORDS,
  "翻两番",
  "翻了两番",
  "翻了三倍",
  ...HALVING_WORDS,
  "过半",
  "超过一半",
]);

type Sized = { percent: number | null; size: number | null; sizeUnit: string };

/** The band a size word needs, the unit it is said in, and the change's size on that basis. */
export function sizeBasis(
  magnitude: Pick<MagnitudeRule, "word" | "percent" | "points">,
  kind: string,
): { exact: MagnitudeRule["percent"]; unit: string; sized: <T extends Sized>(c: T | null) => T | null } {
  const points = kind === "ratio" && !LEVEL_MULTIPLES.has(magnitude.word);
  const relative = kind === "ratio" && !points;
  return {
    exact: points ? magnitude.points : magnitude.percent,
    unit: points ? "个百分点" : "%",
    sized: (c) => (relative && c ? { ...c, size: c.percent === null ? null : Math.abs(c.percent), sizeUnit: "%" } : c),
  };
}
