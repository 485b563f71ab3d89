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
 * spread over the calendar days of that year, or of the quarter, half or nine months a clause names ("一季度日均营收
 * 约14.3亿元": the quarter's flow over its 90 days). A level (总资产) has no per-day figure.
 */

/** The per-day word right before a figure, with at most a verb and a qualifier between ("一天赚两亿多", "日均约"). */
// "日均营收约14.3亿元": the flow may be named between the per-day word and its figure.
// "一天平均赚2.25亿", "平均一天赚不到5000万", "日均更是约3.03亿元", "每天净流入约3.6亿元": the order of 平均 and 一天,
// a stress word and a bound may stand between too.
// "一年赚722亿，日赚近2亿": 日 fused with the verb is a day's (not 今日/当日, which name one day).
const PER_DAY_BEFORE = new RegExp(
  "(?:日均|每天|每日|天均|平均每天|平均每日|平均一天|一天平均|一天" +
    "|(?<![今昨当前次单节假工交易])日(?=净?赚|进账|入账))" +
    "\\s*(?:更是|能|可|就|才|只|仅)?\\s*(?:是|有)?\\s*" +
    // "每天进账归母净利润约2.26亿元": a verb may stand before the flow it names.
    "(?:进账|入账|赚取|赚得|赚|净赚|创造|贡献)?\\s*" +
    "(?:营业总收入|营业收入|营收|收入|归母净利润|净利润|经营现金流)?\\s*" +
    "(?:赚|净赚|进账|收入|入账|净流入|流入|回款|创收)?(?:了)?\\s*" +
    "(?:约为|约合|约|近|超过|超|逾|将近|不到|不足)?\\s*$",
);

/** "一天赚两亿多" with no flow named: what a company earns a day is its profit's share of the day. */
export const earnedPerDay = (before: string): boolean => /赚[^，,。；;]{0,4}$/.test(before);

/**
 * "按一季度90天计算", "按365天算": the days a per-day figure is spread over, the writer's working and no figure of the
 * company's (clause-split.ts masks it; the per-day check uses the period's own calendar days).
 */
export const DAYS_PREMISE =
  /按\s*(?:(?:全年|一年|[一二三四]季度|单季|上半年|前三季度)\s*)?\d{2,3}\s*天\s*(?:计算|测算|折算|平摊|平均|计|算)/g;

/** A figure in 元 whose text before it ends with a per-day word. */
export const perDayFigure = (n: ExtractedNumber, before: string): boolean =>
  n.kind === "amount" && PER_DAY_BEFORE.test(before);

/** A flow of a period (it can be spread over days); a level at a date cannot. */
export const isFlow = (m: ClaimMetric | null | undefined): m is ClaimMetric =>
  m !== null && m !== undefined && m in FLOW_METRICS && METRIC_LEXICON[m].kind === "amount";

/** The calendar days of a report period in a common year (a leap year adds one to those holding February). */
const PERIOD_DAYS: Partial<Record<Assertion["period"]["kind"], number>> = {
  q1: 90,
  h1: 181,
  q3: 273,
  q2s: 91,
  q3s: 92,
  q4s: 92,
};

const daysOf = (year: number): number => (year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 366 : 365);

/**
 * "一天赚2.25亿" for 2.2553亿: a per-day figure is the writer's own division, often cut at the places shown rather
 * than rounded. Within one unit of the last place below the value, of the same sign; a whole figure (一天赚2亿)
 * is rounded as any other.
 */
function cutDown(n: ExtractedNumber, value: number): boolean {
  const cut = Math.abs(value) - Math.abs(n.value);
  return n.decimals > 0 && Math.sign(n.value) === Math.sign(value) && cut >= 0 && cut < 10 ** -n.decimals * n.scale;
}

/** The per-day figure checked as the year's flow over its calendar days. */
export function checkPerDay(a: Assertion, f: BoundFigure, facts: Facts): ClaimCheck {
  const m = f.metric as ClaimMetric;
  const label = `${entryOf(m).label}日均`;
  const kind = a.period.kind;
  if (kind !== "annual" && !(kind in PERIOD_DAYS))
    return undecided("number", label, `“${f.n.raw}”是${a.period.name}的日均数，未与数据核对`);
  // "一季度净利207亿，相当于每天赚2.3亿": a quarter naming no year is the latest one held (the view's newest point).
  const latest = pointsOf(facts, m).at(-1);
  const year = f.year ?? (kind === "annual" ? currentAnnualYear(facts, facts.asOf) : latest ? yearOf(latest) : null);
  const point = pointsOf(facts, m).find((p) => year !== null && yearOf(p) === year);
  if (!point || year === null)
    return undecided(
      "number",
      label,
      `没有${year ?? ""}${year ? "年" : ""}${entryOf(m).label}的数据，无法核验“${f.n.raw}”`,
    );
  // Only a period holding February gains a day in a leap year (一季度, 上半年, 前三季度; not a later single quarter).
  const leap = daysOf(year) === 366 && (kind === "q1" || kind === "h1" || kind === "q3") ? 1 : 0;
  const days = kind === "annual" ? daysOf(year) : PERIOD_DAYS[kind]! + leap;
  // Stored in the unit of its series (亿元 or 元): in 元 before it is spread.
  const value = figureCandidate({ label: "", value: point.value, unit: point.unit }).value / days;
  const period = kind === "annual" ? `${year}年` : `${year}年${a.period.name}`;
  const found = `${period}${entryOf(m).label}${show(m, value * days)}÷${days}天≈${show(m, value)}`;
  const ok = matchesFigure(f.n, { value, kind: "amount" }, f.bound) || (f.bound === null && cutDown(f.n, value));
  return {
    kind: "number",
    ok,
    figure: f.n.raw,
    expected: `${year}年${label}`,
    found,
    reason: ok ? `“${f.n.raw}”与${found}相符` : `“${f.n.raw}”不是${year}年${label}（${found}）`,
  };
}
