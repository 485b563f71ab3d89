import { type Hedge, statedMatches, zerosRounding } from "../figure-tolerance";
import type { Assertion } from "./assertion";
import { entryOf, show } from "./check-series";
import type { Facts } from "./facts";
import { findMetrics } from "./metric-lexicon";
import type { RelationReading } from "./metric-relations";
import { partSide, resolved, wholeSide } from "./relation-shares";
import { relationCheck, relationUndecided, sideName, sidePoint } from "./relation-values";

/**
 * The gap between two metrics of one period, in money: "扣非归母净利480.57亿元，比归母净利少约22.6亿元", "与归母
 * 1501.81亿相差不到2亿", "经营现金流比归母净利润少了两百多亿", "经营现金流减去资本开支约为负977亿元". The part is the
 * metric the clause (or the clause before) names, the other side the metric after 比/与 (or 减去); the gap figure is
 * the difference of the stored levels, under its words' hedge, never a level of either. A gap against another period
 * of the same metric ("比上年少300亿元") is a change, the direction and size checks'.
 */
const SCALED = String.raw`\s*(?:多|余)?\s*(?:万亿|亿|万)元?`;
const FIGURE = String.raw`(?<fig>\d+(?:\.\d+)?${SCALED}|[一二两三四五六七八九十百千]+${SCALED})`;
const HEDGE = "(?<hedge>约|大约|近|接近|将近|超过|超|逾|不到|不足|仅|只有|还不到)?";
const TAIL = "(?<tail>多|左右|上下|以上|出头)?";
/** "比归母净利少约22.6亿元", "与归母净利只差不到2亿元": the gap after the other side. */
const GAP = new RegExp(
  String.raw`(?<verb>比|较|与|和|跟|同)(?<whole>[^，,。；;：:]{1,24}?)(?:的差额|的差距)?\s*` +
    String.raw`(?<gap>少了?|多了?|低了?|高了?|多出了?|高出了?|少赚了?|多赚了?|相差了?|差了?|只差|仅差|差距(?:为|是)?)` +
    String.raw`\s*${HEDGE}\s*${FIGURE}${TAIL}`,
);
/**
 * "经营现金流减去资本开支约为负977亿元": the part minus the other side, signed. A word must join the other side
 * to the figure (为 / 后 / 差额): in "减去资本开支1568.08亿元" the figure is that side's own level, and in
 * "经营现金流扣除后自由现金流仍有约909亿元" 扣除 has no object (后 follows it) and the figure is the result's level.
 */
// "扣除资本开支后仍余逾900亿元": what is left (余, 剩) joins the result to the figure too.
const LINK = "(?:约为|大约为|约|为|是|仅|只有|还有|仍有|仍余|尚余|还剩|剩余|剩下|剩|余下|余)";
const MINUS = new RegExp(
  // "经营现金流减资本开支约584亿元": a bare 减 too, not 减少, 减值, 减持 or 减亏.
  // The other side holds no 后: "经营现金流扣掉它后自由现金流约584亿元" names the result after 后, not a side.
  String.raw`(?<verb>减去|减掉|扣除|扣掉|减(?![少值持亏半速缓弱税免轻]))(?!后|之后)` +
    String.raw`(?<whole>[^，,。；;：:\d后]{1,16}?)` +
    String.raw`(?:(?:后|之后)(?:的差额|差额)?\s*${LINK}?|(?:的差额|差额)\s*${LINK}?|\s*${LINK})` +
    // "约为-977亿元": the sign written as a minus is 负 too.
    String.raw`\s*${HEDGE}\s*(?<neg>负|-|−)?\s*${FIGURE}${TAIL}`,
);
const LESS = /少|低/;
const MORE = /多(?!赚)|高|多赚/;

function hedgeOf(hedge: string, tail: string, fig: string): Hedge {
  if (/不到|不足/.test(hedge)) return "below";
  if (/超过|超|逾/.test(hedge) || /多|以上|出头/.test(tail) || /多|余/.test(fig)) return "atLeast";
  if (/近|接近|将近/.test(hedge)) return "near";
  if (/约|左右|上下/.test(hedge + tail)) return "about";
  return "exact";
}

/**
 * The clause a gap in money continues: the last before it, unless that one stated a multiple or a ratio ("经营现金流
 * 1332亿元，是归母净利润的1.8倍，扣除资本开支后仍余逾900亿元": the cash flow is what is left of, not the ratio).
 */
function amountBefore(before: readonly Assertion[]): Assertion | null {
  const last = before.at(-1) ?? null;
  if (!last?.metric || entryOf(last.metric).kind === "amount") return last;
  return before.findLast((b) => b.metric !== null && entryOf(b.metric).kind === "amount") ?? last;
}

export function readGap(a: Assertion, facts: Facts, before: readonly Assertion[]): RelationReading | null {
  const text = a.read;
  const m = GAP.exec(text) ?? MINUS.exec(text);
  if (!m?.groups) return null;
  const g = m.groups;
  const minus = /减|扣/.test(g.verb!);
  if (findMetrics(g.whole!).length === 0) return null;
  // A minus sign is read with the figure ("-977亿元" starts at the sign).
  const figAt = m.index + m[0].lastIndexOf(g.fig!) - (g.neg && g.neg !== "负" ? 1 : 0);
  const figure = a.numbers.find((n) => n.index >= figAt && n.index < figAt + g.fig!.length && n.kind === "amount");
  if (!figure) return null;
  const part = resolved(facts, partSide(a, text.slice(0, m.index), amountBefore(before)));
  const whole = part ? wholeSide(g.whole!, part) : null;
  if (!part || !whole || whole.metric === part.metric) return null;
  const expected = `差额${g.hedge ?? ""}${g.neg ?? ""}${g.fig}${g.tail ?? ""}`;
  const [p, w] = [sidePoint(facts, part), sidePoint(facts, whole)];
  if (!p || !w)
    return { checks: [relationUndecided(expected, `“${a.text}”的两项缺少该期数据，无法核验`)], figures: [figure] };
  const diff = p.value - w.value;
  // 比B少: the part below the other side; 比B多: above; 相差/差: either way; 减去…为负: the signed difference.
  const sign = minus ? (g.neg ? -1 : 1) : LESS.test(g.gap!) ? -1 : MORE.test(g.gap!) ? 1 : 0;
  const unit = 10 ** -figure.decimals * figure.scale;
  const hedge = hedgeOf(g.hedge ?? "", g.tail ?? "", g.fig!);
  // "少了约200亿" for a gap of 207.98亿: a round gap stands for its rounding, as a level does (figure-tolerance.ts).
  const rounding = zerosRounding(figure.value / figure.scale, figure.decimals, unit);
  const sized = statedMatches(Math.abs(diff), { value: Math.abs(figure.value), unit, rounding, hedge }, unit / 2);
  const ok = (sign === 0 || Math.sign(diff) === sign) && sized;
  const found =
    `${sideName(part, p)} ${show(part.metric, p.value)}，${sideName(whole, w)} ${show(whole.metric, w.value)}，` +
    `相差${show(part.metric, diff)}`;
  return { checks: [relationCheck(ok, expected, found, a.text)], figures: [figure] };
}

/**
 * "差额主要是利息等其他收入": what a gap is made of is a claim of its own that no stored series splits, never an
 * elaboration on the gap checked before it.
 */
export const explainsGap = (text: string): boolean =>
  /^(?:其中)?(?:差额|差距|差值|缺口)(?:主要|大部分|多半)?(?:是|为|来自|源于|由|在于|集中在)/.test(text);
