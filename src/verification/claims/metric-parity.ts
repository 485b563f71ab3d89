import type { Assertion } from "./assertion";
import { type ClaimCheck, entryOf, periodName, pointsOf, quoted, show, targetPoint, undecided } from "./check-series";
import type { Facts } from "./facts";

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

export function checkParity(a: Assertion, view: Facts, before: readonly Assertion[]): ClaimCheck[] | null {
  const rule = PARITY.find((p) => p.re.test(a.text));
  const prev = before.at(-1);
  if (!rule || a.metric === null || a.numbers.length > 0 || a.direction || !prev?.metric) return null;
  if (prev.metric === a.metric || prev.sentence !== a.sentence) return null;
  // "26Q1达到269亿，约为25Q1的三倍，与同期归母净利基本相当": with two periods before it, 同期 is not read.
  if (new Set(before.filter((b) => b.sentence === a.sentence).flatMap((b) => b.years)).size > 1) return null;
  const named = targetPoint(a, pointsOf(view, a.metric));
  const subject = named && pointsOf(view, prev.metric).find((p) => p.period === named.period);
  const expected = `${entryOf(prev.metric).label}与${entryOf(a.metric).label}相差<${rule.max}%`;
  if (!named || !subject || named.value === 0)
    return [undecided("comparison", expected, `没有同期的两项数据，无法核验${quoted(a)}`)];
  const gap = (Math.abs(subject.value - named.value) / Math.abs(named.value)) * 100;
  const ok = gap < rule.max;
  const found =
    `${periodName(named)} ${entryOf(prev.metric).label} ${show(prev.metric, subject.value)}，` +
    `${entryOf(a.metric).label} ${show(a.metric, named.value)}，相差${gap.toFixed(2)}%`;
  return [{ kind: "comparison", ok, expected, found, reason: `${found}，与${quoted(a)}${ok ? "相符" : "不符"}` }];
}
