import type { Assertion } from "./assertion";
import { type ClaimCheck, entryOf, periodName, pointsOf, quoted, show, targetPoint, undecided } from "./check-series";
import type { Facts } from "./facts";
import type { ClaimMetric } from "./metric-lexicon";

/**
 * "扣非净利润174.06亿元，与归母净利润几乎一致", "经营现金流…，与同期归母净利基本相当": a clause naming a second
 * metric and no figure says the metric of the clause before (its sentence's) is about that large in the same period.
 * It holds when the two differ by less than the word allows, in % of the named one: 一致/持平/相同 within 2 %,
 * 相当/接近/差不多 within 5 %. A period either side lacks is 未能核验; after two periods, which one is meant is not
 * read.
 */
const PARITY: readonly { re: RegExp; max: number }[] = [
  { re: /^(?:与|和|跟|同)[^，,。；]{1,14}?(?:几乎|基本|大致|大体)?(?:一致|持平|相同)$/, max: 2 },
  { re: /^(?:与|和|跟|同)[^，,。；]{1,14}?(?:几乎|基本|大致|大体)?(?:相当|接近|差不多)$/, max: 5 },
];

/**
 * "扣非净利润与归母净利润几乎一致", "经营现金流和归母净利差距很大": both metrics in the clause, the first the subject.
 * Far apart (差距很大, 相差悬殊) holds at a gap of 10 % or more. The words join the two levels only: not their
 * trends, growth, ratio or another period ("毛利率与净利率走势一致", "营收和净利润的增速差距很大", "…和去年基本一致").
 */
const PAIR = String.raw`^[^，,。；与和跟同]{1,14}(?:与|和|跟|同)[^，,。；]{1,14}?(?:之间|两者)?`;
const PAIRED: readonly { re: RegExp; max?: number; min?: number }[] = [
  { re: new RegExp(`${PAIR}(?:几乎|基本|大致|大体)?(?:一致|持平|相同)$`), max: 2 },
  { re: new RegExp(`${PAIR}(?:几乎|基本|大致|大体)?(?:相当|接近|差不多)$`), max: 5 },
  { re: new RegExp(`${PAIR}(?:的)?(?:差距|差异|相差)(?:很|较|非常|极|明显)?(?:大|悬殊|甚远)$`), min: 10 },
];
const NOT_LEVELS = /走势|趋势|增速|增幅|增长|涨幅|降幅|比值|比例|比率|方向|变化|节奏|幅度/;
/** Another period after the joiner ("…和去年基本一致"): the clause's own period opens it ("2025年营收与…"). */
const OTHER_PERIOD = /(?:与|和|跟|同)[^，,。；]*(?:去年|上年|同期|\d{4}年|季度)/;

export function checkParity(a: Assertion, view: Facts, before: readonly Assertion[]): ClaimCheck[] | null {
  const levels = !NOT_LEVELS.test(a.text) && !OTHER_PERIOD.test(a.text);
  const paired = levels ? PAIRED.find((p) => p.re.test(a.text)) : undefined;
  const [subject, named] = a.metrics;
  if (paired && subject && named && a.metrics.length === 2 && subject !== named && !a.numbers.length && !a.direction)
    return [parityCheck(a, view, subject, named, paired)];
  const rule = PARITY.find((p) => p.re.test(a.text));
  const prev = before.at(-1);
  if (!rule || a.metric === null || a.numbers.length > 0 || a.direction || !prev?.metric) return null;
  if (prev.metric === a.metric || prev.sentence !== a.sentence) return null;
  // "26Q1达到269亿，约为25Q1的三倍，与同期归母净利基本相当": with two periods before it, 同期 is not read.
  if (new Set(before.filter((b) => b.sentence === a.sentence).flatMap((b) => b.years)).size > 1) return null;
  return [parityCheck(a, view, prev.metric, a.metric, rule)];
}

/** The subject against the named metric in the same period: within `max` % of it, or at least `min` % apart. */
function parityCheck(
  a: Assertion,
  view: Facts,
  subjectMetric: ClaimMetric,
  namedMetric: ClaimMetric,
  rule: { max?: number; min?: number },
): ClaimCheck {
  const named = targetPoint(a, pointsOf(view, namedMetric));
  const subject = named && pointsOf(view, subjectMetric).find((p) => p.period === named.period);
  const bound = rule.min !== undefined ? `≥${rule.min}%` : `<${rule.max}%`;
  const expected = `${entryOf(subjectMetric).label}与${entryOf(namedMetric).label}相差${bound}`;
  if (!named || !subject || named.value === 0)
    return undecided("comparison", expected, `没有同期的两项数据，无法核验${quoted(a)}`);
  const gap = (Math.abs(subject.value - named.value) / Math.abs(named.value)) * 100;
  const ok = rule.min !== undefined ? gap >= rule.min : gap < (rule.max ?? 0);
  const found =
    `${periodName(named)} ${entryOf(subjectMetric).label} ${show(subjectMetric, subject.value)}，` +
    `${entryOf(namedMetric).label} ${show(namedMetric, named.value)}，相差${gap.toFixed(2)}%`;
  return { kind: "comparison", ok, expected, found, reason: `${found}，与${quoted(a)}${ok ? "相符" : "不符"}` };
}
