import type { Assertion } from "./assertion";
import { entryOf } from "./check-series";
import type { ClaimCheck } from "./check-series";
import type { Facts } from "./facts";
import { type ClaimMetric, findMetrics } from "./metric-lexicon";
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

/**
 * The range of points a gap in words allows: 约 about a tenth, 近/不到 up to it, 超/多 from it - "3个多百分点" up to
 * the next point, "40多个百分点" a round ten up to the next ten.
 */
export function pointsRange(hedge: string | undefined, n: number, more: boolean): [number, number] {
  const lo = more || /超|逾/.test(hedge ?? "") ? n : /近|接近/.test(hedge ?? "") ? n * 0.8 : n - Math.max(0.5, n * 0.1);
  const hi = more
    ? n + (n >= 10 && n % 10 === 0 ? 10 : 1)
    : /不到|近|接近/.test(hedge ?? "")
      ? n
      : /超|逾/.test(hedge ?? "")
        ? Number.POSITIVE_INFINITY
        : n + Math.max(0.5, n * 0.1);
  return [lo, hi];
}

/**
 * "营收增长约17%，归母净利润增长约42%，利润增速高出约25个百分点": a clause naming one of the two metrics whose growths
 * the sentence stated, sizing its lead (高出, 快了, 跑赢) or lag (低了, 慢了) over the other in points. With 比 the
 * clause names its base itself (a comparison, read elsewhere).
 */
// "利润跌幅大过营收约3.3个百分点": a fall's size compared, the other side named after the verb; a larger fall is a lag.
const SIDE_GAP = new RegExp(
  String.raw`^[^，,；;比较]{0,12}?(?<rate>增速|增幅|增长率?|跌幅|降幅|减幅)(?:则|还|也)?(?:要|再)?` +
    String.raw`(?<verb>高出|高了|快了|快出|领先|跑赢|超出|大过|大于|大出|多出|低了|慢了|落后)了?\s*` +
    String.raw`(?<other>[^，,；;\d约近超逾不接]{0,8}?(?:增速|增幅|跌幅|降幅)?)` +
    String.raw`(约|近|超过|超|逾|不到|接近)?\s*(\d+(?:\.\d+)?|[一二两三四五六七八九十])\s*个?(多)?` +
    String.raw`\s*(?:百分点|pct|pp|个点)`,
  "i",
);

/** A growth rate's word right after a metric's name: "利润增速", "现金流的增幅". */
const RATE_AFTER = /^的?(?:增速|增幅|增长率|跌幅|降幅)/;

/**
 * "利润增速42.3%远高于营收增速17.0%": the metrics a clause sizes the growth of, the latest first - a weak name (利润)
 * as well, since its own rate word makes it a side, not a word about the other; null unless two are named.
 */
function rated(read: string): ClaimMetric[] | null {
  const sides = findMetrics(read)
    .filter((m) => !m.weak || RATE_AFTER.test(read.slice(m.end)))
    .map((m) => m.metric);
  const distinct = [...new Set(sides)];
  return distinct.length > 1 ? distinct.reverse() : null;
}

/** The last two amount metrics whose moves the clauses of the sentence before `a` stated, the latest first. */
function statedSides(a: Assertion, before: readonly Assertion[]): [Assertion, Assertion] | null {
  // "净利增速（42.3%）明显快于营收增速（17.0%），两者相差逾25个百分点": one clause may name both sides.
  const sides: Assertion[] = [];
  for (const b of [...before].reverse().filter((x) => x.sentence === a.sentence)) {
    const named = b.metrics.length > 1 ? [...b.metrics].reverse() : (rated(b.read) ?? (b.metric ? [b.metric] : []));
    for (const m of named) if (!sides.some((s) => s.metric === m)) sides.push({ ...b, metric: m });
    if (sides.length >= 2) break;
  }
  sides.length = Math.min(sides.length, 2);
  if (sides.length < 2 || sides.some((s) => !s.metric || entryOf(s.metric).kind !== "amount")) return null;
  return sides as [Assertion, Assertion];
}

/** The gap's check, or null when the clause sizes no gap between two growths said before it. */
export function readPairGap(a: Assertion, facts: Facts, before: readonly Assertion[]): ClaimCheck[] | null {
  const text = a.read.trim();
  const named = findMetrics(text);
  const pair = PAIR_GAP.exec(text);
  const side = pair ? null : SIDE_GAP.exec(text);
  // The side the clause names first is the one compared; one named after the verb is the other (大过营收).
  const otherNamed = side?.groups?.other ? findMetrics(side.groups.other).length : 0;
  // "净利润降19%，经营现金流却降了约56%，降幅大出约37个百分点": a lead naming no side sizes the gap, whichever side
  // it leaves implied (营收增3.5%，净利降19%，增速高出约22个百分点 is the revenue's lead, not the last side's).
  const unnamed = side !== null && named.length === 0;
  if (pair ? named.length > 0 : !side || (!unnamed && named.length !== 1 + Math.min(otherNamed, 1))) return null;
  const sides = statedSides(a, before);
  if (!sides) return null;
  // The side the clause names leads (or lags) the other; a gap naming neither side is the size of their difference.
  const lead = side && !unnamed ? sides.find((s) => s.metric === named[0]?.metric) : sides[1];
  if (!lead) return null;
  const [left, right] = lead === sides[0] ? [sides[0], sides[1]] : [sides[1], sides[0]];
  const label = (s: Assertion) => entryOf(s.metric as ClaimMetric).label;
  const change = (s: Assertion) =>
    sideChange(facts, {
      metric: s.metric as ClaimMetric,
      kind: s.period.kind,
      year: s.years.length ? Math.max(...s.years) : null,
    });
  const [cl, cr] = [change(left), change(right)];
  const expected = `${label(left)}与${label(right)}增速之差`;
  if (cl?.percent == null || cr?.percent == null)
    return [relationUndecided(expected, `“${a.text}”所说期间缺少两项指标的增速`)];
  const m = (pair ?? side) as RegExpExecArray;
  const [hedge, count, more] = pair ? [m[1], m[2], m[3]] : [m[4], m[5], m[6]];
  const signed = cl.percent - cr.percent;
  // A lag of growth, or a fall larger than the other's (跌幅大过), is the side's change under the other's.
  const lags = side && /低|慢|落后/.test(side.groups?.verb ?? "") !== /跌|降|减/.test(side.groups?.rate ?? "");
  const d = unnamed || !side ? Math.abs(signed) : lags ? -signed : signed;
  const [lo, hi] = pointsRange(hedge, numeralOf(count ?? ""), more !== undefined);
  const found =
    `${label(left)}增速${cl.percent.toFixed(2)}%，${label(right)}增速${cr.percent.toFixed(2)}%，` +
    `相差${Math.abs(signed).toFixed(2)}个百分点`;
  return [relationCheck(d >= lo && d <= hi, expected, found, a.text)];
}
