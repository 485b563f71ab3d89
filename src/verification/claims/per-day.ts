import type { ExtractedNumber } from "../extract-numbers";
import { figureCandidate, matchesFigure } from "../figure-match";
import { type ClaimCheck, entryOf, pointsOf, show, undecided, yearOf } from "./check-series";
import { type Facts, currentAnnualYear } from "./facts";
import type { Assertion } from "./parse-assertions";
import type { BoundFigure } from "./binding";
import { type ClaimMetric, METRIC_LEXICON } from "./metric-lexicon";
import { FLOW_METRICS } from "./metric-flows";

/**
 * Per-day figures: "折合日均约2.26亿元", "一天赚两亿多", "每天约1.98亿元" - a year's flow (profit, revenue, cash flow)
 * spread over the calendar days of that year. Computed from the stored annual flow; a level (总资产) has no per-day
 * figure, and a quarter's clause is left undecided (its days are not the year's).
 */

/** The per-day word right before a figure, with at most a verb and a qualifier between ("一天赚两亿多", "日均约"). */
const PER_DAY_BEFORE = new RegExp(
  "(?:日均|每天|每日|天均|平均每天|平均一天|一天)\\s*(?:能|可|就)?\\s*" +
    "(?:赚|净赚|进账|收入|入账|流入|回款|创收)?(?:了)?\\s*(?:约为|约合|约|近|超过|超|逾|将近)?\\s*$",
);

/** A figure in 元 whose text before it ends with a per-day word. */
export const perDayFigure = (n: ExtractedNumber, before: string): boolean =>
  n.kind === "amount" && PER_DAY_BEFORE.test(before);

/** A flow of a period (it can be spread over days); a level at a date cannot. */
export const isFlow = (m: ClaimMetric | null | undefined): m is ClaimMetric =>
  m !== null && m !== undefined && m in FLOW_METRICS && METRIC_LEXICON[m].kind === "amount";

const daysOf = (year: number): number => (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 366 : 365);

/** The per-day figure checked as the year's flow over its calendar days. */
export function checkPerDay(a: Assertion, f: BoundFigure, facts: Facts): ClaimCheck {
  const m = f.metric as ClaimMetric;
  const label = `${entryOf(m).label}日均`;
  if (a.period.kind !== "annual")
    return undecided("number", label, `“${f.n.raw}”是${a.period.name}的日均数，未与数据核对`);
  const year = f.year ?? currentAnnualYear(facts, facts.asOf);
  const point = pointsOf(facts, m).find((p) => year !== null && yearOf(p) === year);
  if (!point || year === null)
    return undecided(
      "number",
      label,
      `没有${year ?? ""}${year ? "年" : ""}${entryOf(m).label}的数据，无法核验“${f.n.raw}”`,
    );
  const days = daysOf(year);
  // Stored in the unit of its series (亿元 or 元): in 元 before it is spread.
  const value = figureCandidate({ label: "", value: point.value, unit: point.unit }).value / days;
  const found = `${year}年${entryOf(m).label}${show(m, value * days)}÷${days}天≈${show(m, value)}`;
  const ok = matchesFigure(f.n, { value, kind: "amount" }, f.bound);
  return {
    kind: "number",
    ok,
    figure: f.n.raw,
    expected: `${year}年${label}`,
    found,
    reason: ok ? `“${f.n.raw}”与${found}相符` : `“${f.n.raw}”不是${year}年${label}（${found}）`,
  };
}
