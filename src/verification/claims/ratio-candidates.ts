import type { Candidate } from "../figure-match";
import type { BoundFigure } from "./binding";
import { entryOf, periodName, seriesPointsOf, yearOf } from "./check-series";
import type { FactPoint, Facts } from "./facts";
import type { ClaimMetric } from "./metric-lexicon";

/**
 * The candidates of a figure stated as a ratio of two metrics ("为归母净利润的1.07倍", "约占经营现金流的109%"), or of
 * their growth rates ("利润增速是收入的近4倍"), in the period the figure speaks of.
 */

export interface RatioCandidates {
  values: Candidate[];
  changes: Candidate[];
  found: string;
}

/** The points of a year; a figure no year places may be any year's. */
const at = (points: readonly FactPoint[], year: number | null): FactPoint[] =>
  year === null ? [...points] : points.filter((p) => yearOf(p) === year);

export function ratioCandidates(
  f: BoundFigure,
  num: ClaimMetric,
  per: ClaimMetric,
  facts: Facts,
  target: number | null,
  growth = false,
  read = "",
): RatioCandidates | null {
  const year = f.year ?? target;
  // The preferred series of each side that has the period (归母净利润, not 净利润 含少数股东).
  const a = seriesPointsOf(facts, num)
    .map((s) => at(s, year).at(-1))
    .find((p) => p !== undefined);
  const b = a
    ? seriesPointsOf(facts, per)
        .map((s) => s.find((p) => p.period === a.period))
        .find((p) => p !== undefined)
    : undefined;
  if (!a || !b || b.value === 0) return null;
  // "利润增速是收入的近4倍": a ratio of the two growth rates, not of the two levels.
  if (growth) return growthRatio(facts, num, per, a, b);
  const r = a.value / b.value;
  const found = `${periodName(a)} ${entryOf(num).label}/${entryOf(per).label} ${r.toFixed(2)}倍`;
  // "投资活动现金净流出944.76亿元，约为经营现金流的0.71倍": an outflow (stored negative) beside an inflow is compared
  // by its size, as a writer states it; not when the clause calls the flow an inflow ("投资活动现金净流入约为经营现金流
  // 的0.71倍" of an outflow states the wrong way of the money).
  const inflowCalled = /流入/.test(read) && !/流出|支出|开支|投入/.test(read);
  const sizes = r < 0 && !inflowCalled ? [r, -r] : [r];
  return {
    values: sizes.flatMap((x) => [
      { value: x, kind: "multiple" as const },
      { value: x * 100, kind: "percent" as const },
    ]),
    changes: [],
    found,
  };
}

function growthRatio(
  facts: Facts,
  num: ClaimMetric,
  per: ClaimMetric,
  a: FactPoint,
  b: FactPoint,
): RatioCandidates | null {
  const rate = (m: ClaimMetric, p: FactPoint): number | null => {
    const series = seriesPointsOf(facts, m).find((s) => s.includes(p));
    const before = series?.find((q) => yearOf(q) === yearOf(p) - 1);
    return before && before.value !== 0 ? ((p.value - before.value) / Math.abs(before.value)) * 100 : null;
  };
  const [ra, rb] = [rate(num, a), rate(per, b)];
  if (ra === null || rb === null || rb === 0) return null;
  const r = ra / rb;
  const growthOf = (m: ClaimMetric, x: number) => `${entryOf(m).label}增速${x.toFixed(2)}%`;
  const found = `${periodName(a)} ${growthOf(num, ra)}，${growthOf(per, rb)}，为其${r.toFixed(2)}倍`;
  return { values: [{ value: r, kind: "multiple" }], changes: [], found };
}
