import type { Assertion } from "./assertion";
import { entryOf } from "./check-series";
import type { ClaimCheck } from "./check-series";
import type { Facts } from "./facts";
import { findMetrics } from "./metric-lexicon";
import { relationCheck, relationUndecided, sideChange } from "./relation-values";
import { CHINESE_TENTHS } from "./judgement-words";

/**
 * "2025年营收增速3.5%，利润增速-19%，两者剪刀差约22个百分点", "营业收入增长3.5%，归母净利润下降19%，增速差约
 * 22个百分点", "…，二者相差约22个百分点": a clause naming no metric that sizes the gap between the growths the
 * clauses before it stated, in points (BYD 2025: revenue +3.46%, profit -18.97%, gap 22.43 points). Its sides
 * are the last two metrics of the sentence; both must be amounts, so a percent said of each was its growth -
 * between two ratios ("毛利率17.74%，净利率4.20%，两者相差约13.5个百分点") the gap is of levels, not read here.
 */
const PAIR_GAP = new RegExp(
  String.raw`^(?:两者|二者|两项|前后两者|两者之间|二者之间)?(?:的)?(?:增速|增幅)?` +
    String.raw`(?:剪刀差|增速差|增幅差|差距|相差|之差|差)(?:了|为|是|达到?|扩大到|拉大到)?\s*` +
    String.raw`(约|近|超过|超|逾|不到|接近)?\s*(\d+(?:\.\d+)?|[一二两三四五六七八九十])\s*个?(多)?` +
    String.raw`\s*(?:百分点|pct|pp|个点)`,
  "i",
);

const numeralOf = (s: string): number => (/^\d/.test(s) ? Number(s) : s === "十" ? 10 : (CHINESE_TENTHS[s] ?? 1));

/** The range of points a gap in words allows: 约 about a tenth, 近/不到 up to it, 超/多 from it. */
export function pointsRange(hedge: string | undefined, n: number, more: boolean): [number, number] {
  const lo = more || /超|逾/.test(hedge ?? "") ? n : /近|接近/.test(hedge ?? "") ? n * 0.8 : n - Math.max(0.5, n * 0.1);
  const hi = more
    ? n + 1
    : /不到|近|接近/.test(hedge ?? "")
      ? n
      : /超|逾/.test(hedge ?? "")
        ? Number.POSITIVE_INFINITY
        : n + Math.max(0.5, n * 0.1);
  return [lo, hi];
}

/** The gap's check, or null when the clause sizes no gap between two growths said before it. */
export function readPairGap(a: Assertion, facts: Facts, before: readonly Assertion[]): ClaimCheck[] | null {
  const text = a.read.trim();
  const m = PAIR_GAP.exec(text);
  if (!m || findMetrics(text).length > 0) return null;
  // "净利增速（42.3%）明显快于营收增速（17.0%），两者相差逾25个百分点": one clause may name both sides.
  const sides: Assertion[] = [];
  for (const b of [...before].reverse().filter((x) => x.sentence === a.sentence)) {
    const named = b.metrics.length > 1 ? [...b.metrics].reverse() : b.metric ? [b.metric] : [];
    for (const m of named) if (!sides.some((s) => s.metric === m)) sides.push({ ...b, metric: m });
    if (sides.length >= 2) break;
  }
  sides.length = Math.min(sides.length, 2);
  if (sides.length < 2 || sides.some((s) => entryOf(s.metric!).kind !== "amount")) return null;
  const [right, left] = sides as [Assertion, Assertion];
  const change = (s: Assertion) =>
    sideChange(facts, { metric: s.metric!, kind: s.period.kind, year: s.years.length ? Math.max(...s.years) : null });
  const [cl, cr] = [change(left), change(right)];
  const expected = `${entryOf(left.metric!).label}与${entryOf(right.metric!).label}增速之差`;
  if (cl?.percent == null || cr?.percent == null)
    return [relationUndecided(expected, `“${a.text}”所说期间缺少两项指标的增速`)];
  const d = Math.abs(cl.percent - cr.percent);
  const [lo, hi] = pointsRange(m[1], numeralOf(m[2]!), m[3] !== undefined);
  const found =
    `${entryOf(left.metric!).label}增速${cl.percent.toFixed(2)}%，${entryOf(right.metric!).label}增速` +
    `${cr.percent.toFixed(2)}%，相差${d.toFixed(2)}个百分点`;
  return [relationCheck(d >= lo && d <= hi, expected, found, a.text)];
}
