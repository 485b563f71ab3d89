import { REACHED_VERBS, USED_UP_VERBS } from "./share-verbs";
import type { ExtractedNumber } from "../extract-numbers";
import type { Assertion } from "./assertion";
import { YEAR_TAG_AFTER } from "./figure-kind";
import { NOT_HAPPENED } from "./negation-words";
import { GLUED_PERIOD_TAG, PERIOD_TAG_AFTER, PERIOD_TAG_BEFORE, otherPeriodBefore } from "./period-tags";
import { type ClaimMetric, METRIC_LEXICON, type MetricMention } from "./metric-lexicon";
import { FIGURE_QUALIFIERS, type FigureBound } from "./phrase-words";
import { boundAfter } from "./figure-after";
import type { Term } from "./named-terms";
import { peerOfPrice } from "./peer-price";
import { QUARTER_AS_BASE, quarterAfar } from "./prior-quarter";
import { type YearMention, periodKindOf, yearBefore } from "./periods";
import { carriedSum, sumBefore, summedParts } from "./metric-sums";
import { rangeBound } from "./range-bounds";
import {
  PAIR_BEFORE,
  PAIR_GAP,
  SLASH_BEFORE,
  SLASH_GAP,
  STORED_RATIOS,
  coverRatio,
  definedIn,
  perRatio,
} from "./ratio-pairs";
import { earnedPerDay, isFlow, perDayFigure } from "./per-day";
import { pairing } from "./list-pairs";
import { ratioHeading } from "./slash-pairs";
import { thenSteps } from "./chains";
import { bareBase } from "./bare-bases";
import { namedPrice, pricedBefore, pricedFigure } from "./priced-figures";
import { companiesIn } from "./company-names";
import { multipleBefore } from "./multiple-lead";
import { SHARE_GAP } from "./ratio-names";
import { barePrice } from "./price-range";
import { PER_SHARE } from "./metric-carried";
import { dividedMultiple, pricedOver } from "./divided-multiple";

/**
 * Number binding: each figure of a clause belongs to the nearest subject named before it - a metric of the lexicon,
 * a peer (同行某公司), a metric the data does not hold (净息差, 占比) - and to the nearest year before it, unless
 * 分别 pairs figures with the metrics or years listed, or a 的N倍 makes it a ratio of two metrics.
 */
export interface BoundFigure {
  n: ExtractedNumber;
  /** metric: a level or change of `metric` · ratio: `metric` over `per` · perDay: a year's flow of `metric` per
   * calendar day · sum: `parts` added up (over `per` when set) · price: the last close · peer/unheld/none: not a
   * value the data holds. */
  role: "metric" | "ratio" | "perDay" | "sum" | "peer" | "unheld" | "price" | "volume" | "none";
  metric: ClaimMetric | null;
  per?: ClaimMetric;
  /** The metrics a sum adds up ("销售费用与管理费用合计"). */
  parts?: ClaimMetric[];
  /** What the subject is called when it is not in the data ("净息差", "同行"). */
  subject?: string;
  /** The year the figure speaks of, if the clause places it; `fromBase` when that year is a comparison's base. */
  year: number | null;
  fromBase: boolean;
  /** Written as a change (增长15%, 下降3个百分点, 较上年增加300亿元), not a level. */
  change: boolean;
  /** "较上年的925亿元", "去年同期的…": the level of the year before the period judged. */
  prior: boolean;
  /** With `prior`: how many years before the period judged, when a span set it (四年时间，从A做到B). */
  back?: number;
  bound: FigureBound | null;
  /** The year is named before the figure in its clause ("2025年+0.01%"), not the clause's or sentence's period. */
  placed?: boolean;
  /** "比上半年的26.5%": the level of another report period than the one judged, which the period's facts may lack. */
  otherPeriod?: string;
}

const CHANGE_WORDS = [
  "多出|高出|低了|增长|增加|提升|提高|上升|上涨|下降|下滑|减少|降低|回落|收窄|扩大",
  "升了|降了|上了|涨了|增幅|降幅|减幅|增速|多赚|少赚|多了|少了|同比|环比|[Yy][Oo][Yy]|[Qq][Oo][Qq]",
  "变动|变化|大增|骤降|下跌|缩水|蒸发|反弹|回升|再增|再降|[+-]",
].join("|");
export const CHANGE_RAW = new RegExp(`^(?:${CHANGE_WORDS}|[跌降])`); // "降约31%": its sign word (降至 is none)
// "少了超过400亿元", "蒸发超过100亿元": 了 and a qualifier may both stand between the change word and its figure.
const CHANGE_BEFORE = new RegExp(`(?:${CHANGE_WORDS})了?\\s*(?:为|达|约|近|超过|超|逾|高达|仅)?\\s*$`);
/** "比前年少了超过400亿元": a bound word right after a change word sizes the change; it compares no two levels. */
const CHANGE_QUALIFIED = /(?<=(?:[多少]了|(?:增加|减少|下降|多赚|少赚|蒸发|缩水)了?))(?:超过|不足|不到)(?=\s*\d)/g;
/**
 * "净利率跌破50%", "利润跌破300亿": below the line (跌破 a price, an average or an RSI is the price facts',
 * check-averages.ts); "没有跌破50%", "并未跌破850亿": a fall below denied holds the line (高于 reads ≥).
 */
const FALLEN_LINE = String.raw`(?=了?\s*(?:20\d\d年的?)?\s*(?:约)?\s*\d+(?:\.\d+)?\s*(?:%|万?亿))`;
const RATE_FALLEN_BELOW = new RegExp(`跌破${FALLEN_LINE}`, "g");
const DENIED_FALL = new RegExp(`(?:${NOT_HAPPENED.join("|")})\\s*跌破${FALLEN_LINE}`, "g");
/** The text a comparison word is looked for in: 不足以, 回落后 and a change's bound masked, lengths kept. */
export const comparableText = (text: string): string =>
  text
    .replace(/不足以(?!覆盖)|(?<=[回滑跌])落后(?=[^,;。]*(?:高于|低于|超过|跌破))/g, (w) => "＿".repeat(w.length))
    .replace(CHANGE_QUALIFIED, (w) => "＿".repeat(w.length))
    .replace(DENIED_FALL, (w) => `${"＿".repeat(w.length - 2)}高于`)
    .replace(RATE_FALLEN_BELOW, "低于");
/**
 * Between the metric compared with and a 的N倍/的N%: nothing, or that metric's own level
 * ("归母净利润646.27亿元的约59%").
 */
// "相当于当年归母净利润的八成以上（约82%）": the share in words may stand first, the figure in brackets after it.
const SHARE_IN_WORDS = String.raw`(?:(?:[一二三四五六七八九]成|一半|半数)(?:以上|多|左右)?\s*\(\s*(?:约|近)?\s*)?`;
const RATIO_GAP = new RegExp(
  String.raw`^\s*(?:\(?\s*[-+]?\d+(?:\.\d+)?\s*(?:万亿元|亿元|万元|元|万亿` +
    String.raw`|亿|万)\s*\)?)?\s*(?:的|之)\s*(?:比重|比例)?\s*` +
    String.raw`(?:(?:只有|仅有|仅为|大约|约|近|接近|将近|不到|不足|高达|超过|超|逾|仅|达|为|约为)\s*){0,2}` +
    SHARE_IN_WORDS +
    "$",
);
/**
 * "2026Q1营收约为2025Q1的88%", "不到去年同期的一半（约45%）": a share of the metric's level in another period, which
 * the facts do not hold as a figure (left undecided, never checked as the metric's own level).
 */
const PERIOD_WORD =
  String.raw`(?:(?:FY)?\d{4}\s*(?:年(?:末|底|同期|全年)?|Q[1-4]|H1)?|上一?年(?:同期|末|底|全年)?|去年(?:同期|全年)?` +
  String.raw`|同期|上一?季度|[一二三四]季度|上半年|年初)`;
const PERIOD_SHARE = new RegExp(
  String.raw`(?:约为|为|是|相当于|只有|仅有|仅为|不到|不足|超过|达到|约|仅)\s*${PERIOD_WORD}\s*` +
    String.raw`(?:\(\s*[-+]?\d[^)]{0,12}\))?\s*的\s*(?:约|近|超过|逾|仅|不到|不足)?\s*${SHARE_IN_WORDS}$`,
);
/** "占营业收入约2%", "占到总资产的18%", "仅占2025年末总资产的0.5%": what a share is taken of follows 占. */
const SHARE_OF = /占(?:比|到|据|了)?\s*$/;
const FROM_BEFORE = /(?:由|从)\s*(?:约|近)?\s*$/;
// "2026Q1负债率90.43%，比年末90.20%": a bare 年末 compared with is the last year-end (a quarter's year before).
const PRIOR_YEAR =
  "(?:较|比|相比|相较|对比|高于|低于)?(?:上一?年|去年|上年同期|去年同期|上年末|上一年末|年初|一年之?前)(?:末|底)?" +
  "|(?:较|比|相比|相较|对比|高于|低于)(?:年末|年底)";
// "较上年末（3335.13亿）", "约为去年同期（88.09亿）的3倍": the prior level may stand in brackets; "上一年只有14.92%",
// "去年还有52.27%": a word of size between is still the level then.
const PRIOR_VERB = "的|为|是|(?:还|只|仅|才|也|尚)(?:有|为|是)?|则为";
const PRIOR_BEFORE = new RegExp(`(?:${PRIOR_YEAR}|${QUARTER_AS_BASE})(?:${PRIOR_VERB})?\\s*\\(?\\s*(?:约|近)?\\s*$`);

const TO_BEFORE = /(?:至|到)\s*了?\s*(?:约|近)?\s*$/;
/**
 * In a clause about the share price, where a price move starts or ends ("从6.37元跌到5.39元", "42.10元→38.27元") or
 * the 52-week extreme it names ("52周低点66.32元", "高点是48.55元"): such a figure is a price; 布林上轨170.16元 not.
 */
const MOVE_BEFORE = new RegExp(
  "(?:从|由|到|至|→|->|(?:高点|低点|最高价|最低价)\\s*(?:为|是|在)?|最高曾?在?" +
    String.raw`|最低曾?在?)\s*(?:(?:\d{4}\s*年)?[^，,。；;\d]{0,8}的)?\s*(?:约|近)?\s*$`,
);
const MOVE_AFTER = /^\s*(?:附近|左右|上下|以上)?\s*(?:→|->|涨到|跌到|涨至|跌至|升至|降至|回落到|回落至|到)/;
/** A growth named after its metric ("的净利增速", "的营收增长率"): the figure before is the metric's change. */
const RATE_AFTER_NAME = /^\s*(?:同比)?\s*(?:增速|增长率|增幅|降幅)/;
/** Between a figure and the metric named after it: 的, a rounding or a bound ("13.7倍左右的PE", "42%以上的增速"). */
const FIGURE_TO_NAME = /^\s*(?:多|左右|上下|以上|以下|出头)?\s*的?\s*$/;

export interface ClauseParts {
  text: string;
  numbers: readonly ExtractedNumber[];
  mentions: readonly MetricMention[];
  terms: readonly Term[];
  years: readonly YearMention[];
  /** The clause's subject when a figure has none before it: its own first metric, else the clause before's. */
  fallback: ClaimMetric | null;
  /**
   * The clause before: its metric is the subject of "…，约为归母净利润的0.75倍"; every metric it named is what
   * "…，分别增长约11%和18%" pairs its figures with; its text may be a ratio's heading ("资本开支/经营现金流：…").
   */
  before?: Pick<Assertion, "metric" | "metrics" | "read" | "figures"> | null;
  /** The year a figure placed by no year of its own speaks of (the clause's or its sentence's). */
  target: number | null;
  /** The years the clause inherits from its sentence when it names none ("2017-2019年…，分别为A、B、C"). */
  inherited?: readonly number[];
  /** The base year the clause (or its sentence: "从FY2021到FY2025，…由A增至B") compares with. */
  baseYear?: number | null;
  /** A span of years the clause runs over (四年间, or a frame beside it: span-frames.ts). */
  spanYears?: number | null;
  /** The clause (or its sentence) is about the share price: a figure in 元 with no subject of its own is a price. */
  aboutPrice?: boolean;
}

export function bindFigures(p: ClauseParts): BoundFigure[] {
  const previous = p.before?.metric ?? null;
  const strong = p.mentions.filter((m) => !m.weak);
  const paired = pairing(p);
  const ownYears = p.years.filter((y) => !y.base).map((y) => y.year);
  const tags = p.numbers.map(
    (x) =>
      PERIOD_TAG_BEFORE.exec(p.text.slice(0, x.index))?.[1] ??
      PERIOD_TAG_AFTER.exec(p.text.slice(p.text.indexOf(x.raw, x.index) + x.raw.length))?.[1],
  );
  const firstTag = tags.find((t) => t);
  // "TTM…(2025年 722.01亿 + 2026Q1 207.38亿 − …)": a figure right after a report period of another kind than the
  // clause's is that period's.
  const clauseKind = periodKindOf(p.text)?.kind;
  const glued = p.numbers.map((x) => {
    const tag = GLUED_PERIOD_TAG.exec(p.text.slice(0, x.index))?.[1];
    return tag && clauseKind && periodKindOf(tag)?.kind !== clauseKind ? tag : undefined;
  });
  return p.numbers.map((n, i): BoundFigure => {
    const before = p.text.slice(0, n.index);
    const rawEnd = p.text.indexOf(n.raw, n.index) + n.raw.length;
    const range = rangeBound(p, i);
    // "回落逾8个百分点": a fall's raw opens with its change word and qualifier (extract-numbers.ts), read as written.
    const asWritten = before + (/^([^\d+-]*)[+-]?\d/.exec(n.raw)?.[1] ?? "");
    const qualifier =
      FIGURE_QUALIFIERS.find((q) => q.re.test(asWritten))?.bound ?? boundAfter(p.text.slice(rawEnd), before);
    // "少了170多亿": the 多 written inside the figure is a lower bound.
    const inner = /\d(?:多|余)/.test(n.raw) ? ("atLeast" as const) : null;
    const bound = range ?? qualifier ?? inner ?? null;
    const change = CHANGE_BEFORE.test(before);
    const yearHit = yearBefore(p.years, n.index);
    let year = paired.years?.[i] ?? yearHit?.year ?? null;
    let fromBase = paired.years ? false : (yearHit?.base ?? false);
    // "较上年下降约0.75个百分点": a figure read with its change word is the change, not the prior year's level.
    let back: number | undefined;
    let prior = PRIOR_BEFORE.test(before) && !CHANGE_RAW.test(n.raw);
    const compared = p.mentions.filter((m) => m.end <= n.index).at(-1)?.metric ?? previous;
    if (!paired.years && !CHANGE_RAW.test(n.raw) && bareBase(before, p.text.slice(rawEnd), compared))
      [year, fromBase, prior] = p.baseYear ? [p.baseYear, true, false] : [year, false, true];
    // "2021-2023年连续两年下降，从11804.44亿跌到9137.89亿": the span inherited from the sentence starts the move.
    const span = p.years.length > 0 ? p.years.map((y) => y.year) : (p.inherited ?? []);
    if (!paired.years && FROM_BEFORE.test(before.slice(-4)) && span.length > 1) {
      // The sentence's base ("从FY2021到FY2025") starts the span when its years name only the years after it.
      year = Math.min(...span, ...(p.years.length === 0 && p.baseYear ? [p.baseYear] : []));
      fromBase = true;
    } else if (!paired.years && FROM_BEFORE.test(before.slice(-4)) && !yearHit && p.baseYear) {
      // "从FY2021到FY2025，归母净利由159.31亿增至722.01亿": the base its sentence named starts the move; so it does
      // where the clause names its year only after the figure ("以2021年为基数，…从524.60亿元增至2025年的823.20亿元").
      year = p.baseYear;
      fromBase = true;
    } else if (!paired.years && FROM_BEFORE.test(before.slice(-4)) && new Set(p.years.map((y) => y.year)).size <= 1) {
      // "商誉从0.66亿元跃升至44.28亿元" of one year: from the year before; "四年时间，从A做到B": from N years before;
      // "从4009亿到3620亿再到4237亿": one year further back for each step the chain takes after the first.
      prior = true;
      back = p.spanYears ?? thenSteps(p.text.slice(rawEnd));
    } else if (!paired.years && TO_BEFORE.test(before.slice(-3)) && (ownYears.length > 0 || yearHit?.base)) {
      // "由2023年的11.0%提升到14.0%": the figure after 至/到 is of the period judged, not of the base named before it.
      year = ownYears.length > 0 ? Math.max(...ownYears) : p.target;
      fromBase = false;
    }
    // "资产负债率从15.61%（2015）升到28.48%（2019）": a year in brackets right after the figure is its year.
    const tagged = paired.years ? undefined : YEAR_TAG_AFTER.exec(p.text.slice(rawEnd))?.[1];
    if (tagged) [year, fromBase, prior] = [Number(tagged), false, false];
    const placed = year !== null && (tagged !== undefined || year === (paired.years?.[i] ?? yearHit?.year));
    if (year === null) year = p.target;
    const tag = tags[i];
    const other = tag && (tag !== firstTag || quarterAfar(tag, clauseKind));
    const otherPeriod = otherPeriodBefore(before) ?? (other ? tag : undefined) ?? glued[i];
    const base = { n, year, fromBase, change, bound, prior, back, placed, ...(otherPeriod ? { otherPeriod } : {}) };
    const metric = paired.metrics?.[i];
    if (metric) return { ...base, role: "metric", metric };

    // "折合日均约2.26亿元", "一天赚两亿多": the year's flow named before (or after) it, per calendar day; with no flow
    // named, none yet ("日均赚近2亿：2025年归母净利润…" is read again with the next clause's metric). A bare 赚 is the
    // profit's, before the clause before's metric ("营收1720亿元，一天赚2.25亿").
    if (perDayFigure(n, before) && !p.terms.some((t) => t.kind === "peer" && t.end <= n.index)) {
      const named = p.mentions.filter((m) => m.end <= n.index).at(-1) ?? p.mentions.find((m) => m.index >= rawEnd);
      const earned = named === undefined && earnedPerDay(before) ? "net_profit" : null;
      const flow = named?.metric ?? earned ?? p.fallback ?? previous;
      if (isFlow(flow)) return { ...base, role: "perDay", metric: flow };
      return { ...base, role: "none", metric: null, subject: "日均数" };
    }
    // "销售费用614.22亿元与管理费用580.21亿元合计约1194亿元": the amounts named before it added up.
    const parts =
      n.kind === "amount"
        ? (summedParts(before, p.mentions, n.index, p.before?.metrics) ?? carriedSum(p, prior))
        : null;
    if (parts) return { ...base, role: "sum", metric: parts[0]!, parts };
    const [after, perShare] = [p.text.slice(rawEnd), n.kind === "per_share"];
    // "52周区间37.31—48.55": a range's ends are prices even written bare.
    const priceKind = n.kind === "amount" || (n.kind === "bare" && barePrice(before));
    const perSharePrice = n.kind === "per_share" && namedPrice(after);
    if ((priceKind || perSharePrice) && n.scale === 1 && pricedFigure(before, after, p.fallback)) {
      const peer = peerOfPrice(p.terms, p.text, n.index);
      // A price read per share (its clause's metric is) is checked as the amount in 元 it is.
      const price = perSharePrice ? { n: { ...n, kind: "amount" as const, unit: "元" } } : {};
      return { ...base, ...price, role: peer ? "peer" : "price", metric: null, subject: peer?.word ?? "股价" };
    }
    // "722亿元的归母净利、4,237亿元的营业总收入": a figure written before its metric, joined by 的, is that metric's;
    // so is one right before it ("约13.7倍PE", "和2024年1,266亿元归母净利") when no metric stands just before it.
    const named = p.mentions.find((m) => m.index >= rawEnd && FIGURE_TO_NAME.test(p.text.slice(rawEnd, m.index)));
    const leading = p.mentions.filter((m) => m.end <= n.index).at(-1);
    // "经营现金流减去423.45亿元资本开支": so is an amount subtracted from the metric before it, or what it leaves
    // ("三万亿收入只留下约575亿净利润").
    const joined = !leading || /[和与及、]|对应|减去?|扣除|扣掉|留下|剩下/.test(p.text.slice(leading.end, n.index));
    const withOf = named !== undefined && /的/.test(p.text.slice(rawEnd, named.index));
    // Only when the figure is that metric's kind of quantity: "EPS 6.02元的静态市盈率" is an input of the ratio; a
    // per-share figure is the per-share metric's ("2024年0.41元每股收益").
    const kinds: Partial<Record<string, string>> = { amount: "amount", percent: "ratio", multiple: "multiple" };
    const fits = (m: ClaimMetric) => METRIC_LEXICON[m].kind === kinds[n.kind] || (perShare && PER_SHARE.has(m));
    // "约13.7倍PE": a multiple right before a valuation multiple is its reading; "特斯拉约60倍的市盈率" is a peer's.
    // A share price named before ("按收盘价1384.79元和2025年823.20亿元归母净利润") is no peer of the metric after.
    const peerFirst = p.terms.some(
      // "按现价约6.4倍PE": nor of a multiple, which no price is.
      (t) =>
        t.end <= n.index &&
        (!leading || t.index > leading.index) &&
        !(t.kind === "price" && (n.scale !== 1 || n.kind !== "amount" || pricedBefore(p.text, t.end, n.index))),
    );
    const reading = n.kind === "multiple" && named !== undefined && !withOf;
    // "2024年403亿的利润": with 的, a weak name (利润) after the figure is its metric too.
    // "2024年503亿元利润": so is one written right after the figure's unit.
    const rightAfter = named !== undefined && named.index === rawEnd && n.kind === "amount";
    const strongEnough = named !== undefined && (!named.weak || withOf || rightAfter);
    if (named && strongEnough && !peerFirst && (withOf || joined || reading) && fits(named.metric))
      return { ...base, role: "metric", metric: named.metric };
    // "27倍左右PE对应42%的净利增速": a percent joined by 的 to an amount's 增速 after it is that amount's growth.
    const rateNamed = named && withOf && n.kind === "percent" && RATE_AFTER_NAME.test(p.text.slice(named.end));
    if (rateNamed && !peerFirst && METRIC_LEXICON[named.metric].kind === "amount")
      return { ...base, change: true, role: "metric", metric: named.metric };
    // The nearest subject before the figure: a metric, a peer or a metric the data lacks.
    const lastMention = p.mentions.filter((m) => m.end <= n.index && !definedIn(p.text, p.mentions, m, n.index)).at(-1);
    const lastTerm = p.terms.filter((t) => t.end <= n.index).at(-1);
    if (lastTerm && (!lastMention || lastTerm.index > lastMention.index)) {
      // "价格基本横盘（20日涨0.32%）": in a clause about the share price, 价格 is the share price, not a product's.
      const shares = lastTerm.word === "价格" && p.aboutPrice;
      const peer = peerOfPrice(p.terms, p.text, n.index);
      if (peer) return { ...base, role: "peer", metric: null, subject: peer.word };
      return { ...base, role: shares ? "price" : lastTerm.kind, metric: null, subject: lastTerm.word };
    }
    if (n.kind === "percent" && PERIOD_SHARE.test(before))
      return { ...base, role: "unheld", metric: null, subject: "与另一期的比值" };
    const moveEnd = MOVE_BEFORE.test(before) || MOVE_AFTER.test(p.text.slice(rawEnd));
    if (!lastMention && p.aboutPrice && n.kind === "amount" && n.scale === 1 && moveEnd) {
      return { ...base, role: "price", metric: null, subject: "股价" };
    }
    const heading = !lastMention && p.before && (n.kind === "multiple" || n.kind === "percent");
    // "…：2025年约2.65倍，2024年约0.73倍": a clause naming no metric after one read on the heading reads on it too.
    const carried = p.before?.metrics.length === 0 ? p.before.figures.find((g) => g.role === "ratio") : undefined;
    const headed = heading
      ? (ratioHeading(p.before!.read) ?? (carried?.per ? { num: carried.metric!, per: carried.per } : null))
      : null;
    if (headed) {
      const stored = STORED_RATIOS.find((r) => r.num === headed.num && r.per === headed.per);
      if (stored && n.kind === "multiple") return { ...base, role: "metric", metric: stored.metric, per: stored.per };
      return { ...base, role: "ratio", metric: headed.num, per: headed.per };
    }
    if (!lastMention) {
      // "…约为归母净利润的0.99倍，较去年同期的88.09亿": an amount after a stored ratio is its numerator's.
      const numerator = STORED_RATIOS.find((r) => r.metric === p.fallback && n.kind === "amount")?.num;
      // "，远低于茅台约21倍的PE": a company's multiple named there may be a peer's, not the valuation before it.
      const peerNamed = companiesIn(before).length > 0 || p.terms.some((t) => t.kind === "peer" && t.end <= n.index);
      const metric = numerator ?? (peerNamed ? null : multipleBefore(p.before, n)) ?? p.fallback;
      return metric ? { ...base, role: "metric", metric } : { ...base, role: "none", metric: null };
    }
    // "约为归母净利润的0.75倍": the clause's subject over the metric named.
    // "只占营业总收入的1.64%": a share of the metric named, in %.
    // "约占当年归母净利润的41%", "约为归母净利润的59%": a share of the metric named, in %.
    const lead = p.text.slice(0, lastMention.index).replace(/(?:当年|同期|当期|同年|\d{4}\s*年(?:末|底)?)\s*$/, "");
    const gapText = p.text.slice(lastMention.end, n.index);
    // "占营业收入约2%": after 占 the share needs no 的.
    const takes = SHARE_OF.test(lead);
    const gap = RATIO_GAP.test(gapText) || (takes && n.kind === "percent" && SHARE_GAP.test(gapText));
    // "不到归母净利润（16.14亿）的15%", "掉到净利润的75%左右": a bound or a move before the metric names a share too.
    // "接近同期归母净利润的82%": so does a near bound.
    const shareLead = new RegExp(
      "(?:约为|为|是|相当于|只有|仅有|仅为|只|仅|不到|不足|超过|达到|接近|将近|掉到|降到|降至|升至|" +
        `${USED_UP_VERBS}|${REACHED_VERBS})\\s*$`,
    );
    const share = n.kind === "percent" && (takes || shareLead.test(lead)) && gap;
    const over = strong.filter((m) => m.end <= lastMention.index).at(-1);
    const between = p.text.slice(over?.end ?? 0, lastMention.index);
    const slashed =
      (SLASH_BEFORE.test(between) && SLASH_GAP.test(gapText)) || (PAIR_BEFORE.test(between) && PAIR_GAP.test(gapText));
    if (over && slashed && over.metric !== lastMention.metric && (n.kind === "multiple" || n.kind === "percent")) {
      const stored = STORED_RATIOS.find((r) => r.num === over.metric && r.per === lastMention.metric);
      if (stored && n.kind === "multiple") return { ...base, role: "metric", metric: stored.metric, per: stored.per };
      return { ...base, role: "ratio", metric: over.metric, per: lastMention.metric };
    }
    // "…，与归母净利之比约0.95倍", "…，对归母净利的覆盖不过1.3倍": the clause before's metric over the one named.
    const num = over?.metric ?? previous;
    // "总市值…，对应2024年利润约20.7倍": only a multiple the data stores (市值/利润 is the PE) is read after 对应.
    const per = perRatio(lead, gapText) && STORED_RATIOS.some((r) => r.num === num && r.per === lastMention.metric);
    const pairGap = (PAIR_BEFORE.test(between) && PAIR_GAP.test(gapText)) || coverRatio(lead, gapText) || per;
    if (pairGap && num && num !== lastMention.metric && n.kind === "multiple") {
      const stored = STORED_RATIOS.find((r) => r.num === num && r.per === lastMention.metric)?.metric;
      const b = { ...base, bound: bound ?? FIGURE_QUALIFIERS.find((q) => q.re.test(gapText))?.bound ?? null };
      return stored
        ? { ...b, role: "metric", metric: stored, per: lastMention.metric }
        : { ...b, role: "ratio", metric: num, per: lastMention.metric };
    }
    if ((n.kind === "multiple" || share) && gap) {
      // "超过当年经营现金流的2.6倍": the qualifier stands before the metric compared with.
      const qualified = { ...base, bound: bound ?? FIGURE_QUALIFIERS.find((q) => q.re.test(lead))?.bound ?? null };
      // "利润只占收入的1.6%左右", "现金流是利润的约4.9倍": a weak name of another metric before the one divided by is
      // the subject too.
      const other = (m: MetricMention) => m.index < lastMention.index && m.metric !== lastMention.metric;
      const subject =
        strong.find(other)?.metric ??
        p.mentions.find(other)?.metric ??
        (previous !== lastMention.metric ? previous : null);
      // "…合计约1194亿元，约为归母净利润的2.4倍": the sum the clause before (or this one) added up, over the metric.
      const summed = sumBefore(p, i);
      if (summed && !strong.some((m) => m.index < lastMention.index && m.metric !== lastMention.metric))
        return { ...qualified, role: "sum", metric: summed[0]!, parts: summed, per: lastMention.metric };
      const valued = subject ? null : pricedOver(lastMention.metric, lead);
      if (valued) return { ...qualified, role: "metric", metric: valued, per: lastMention.metric };
      if (!subject) return { ...qualified, role: "none", metric: null, subject: "比较对象" };
      // A stored ratio is kept in 倍; a share in % is computed from its two sides.
      const stored = STORED_RATIOS.find((r) => r.num === subject && r.per === lastMention.metric);
      // It keeps the metric divided by: the multiple is computed as such, not a sum or share the reader cannot place.
      if (stored && !share) return { ...qualified, role: "metric", metric: stored.metric, per: lastMention.metric };
      return { ...qualified, role: "ratio", metric: subject, per: lastMention.metric };
    }
    const divided = n.kind === "multiple" ? dividedMultiple(lastMention.metric, gapText, lead) : null;
    return { ...base, role: "metric", metric: divided ?? lastMention.metric };
  });
}
