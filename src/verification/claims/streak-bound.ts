import type { BoundFigure } from "./binding";
import {
  type Change,
  type ClaimCheck,
  changeInto,
  describeChange,
  entryOf,
  pointsOf,
  undecided,
  yearOf,
} from "./check-series";
import type { Facts } from "./facts";
import type { ClaimMetric } from "./metric-lexicon";
import type { Assertion } from "./parse-assertions";

/**
 * "连续四年保持30%以上的增速", "连续三年增速超过20%": a bound on a streak's growth holds in every year of the streak,
 * not only in the last one.
 */
export function streakBound(a: Assertion, f: BoundFigure, m: ClaimMetric, facts: Facts): ClaimCheck | null {
  const n = a.basis?.kind === "streak" ? a.basis.n : 1;
  const bounded = f.bound === "atLeast" || f.bound === "below";
  if (n < 2 || !bounded || f.role !== "metric" || f.n.kind !== "percent" || f.n.value <= 0) return null;
  if (entryOf(m).kind !== "amount") return null;
  const target = a.years.length > 0 ? Math.max(...a.years) : null;
  const history = pointsOf(facts, m).filter((p) => target === null || yearOf(p) <= target);
  // "2030年营收连续三年保持10%以上": a streak ending in a year not stored is not judged on the years before it.
  const newest = history.at(-1);
  if (target !== null && (!newest || yearOf(newest) !== target))
    return undecided("number", `连续${n}年${entryOf(m).label}`, `无${target}年数据，无法核验“${f.n.raw}”`);
  const steps = history
    .slice(-n)
    .map((p) => changeInto(m, history, p))
    .filter((c): c is Change & { percent: number } => c !== null && c.percent !== null);
  const label = entryOf(m).label;
  const last = steps.at(-1);
  if (steps.length < n || !last)
    return undecided("number", `连续${n}年${label}`, `没有${label}连续${n}年可比的数据，无法核验“${f.n.raw}”`);
  // A plain inequality, with the rounding of the figure shown: 30%以上 holds for +29.96 %.
  const slack = 0.5 * 10 ** -f.n.decimals;
  const holds = (x: number): boolean => (f.bound === "atLeast" ? x >= f.n.value - slack : x < f.n.value + slack);
  const bad = steps.find((c) => !holds(c.percent));
  const found = describeChange(m, bad ?? last);
  const ok = !bad;
  const expected = `连续${n}年${label}变动`;
  const reason = ok ? `连续${n}年${label}的变动都与“${f.n.raw}”相符` : `${found}，与连续${n}年“${f.n.raw}”不符`;
  return { kind: "number", ok, figure: f.n.raw, expected, found, reason };
}
