import type { ExtractedNumber } from "../extract-numbers";
import { extractNumbers } from "../extract-numbers";
import type { Assertion } from "./assertion";
import { entryOf, show, yearOf } from "./check-series";
import type { ClaimCheck } from "./check-series";
import type { Facts } from "./facts";
import { type ClaimMetric, findMetrics } from "./metric-lexicon";
import { type PeriodKind, periodKindOf, yearMentions } from "./periods";
import { summedSide } from "./metric-sums";
import { type Side, relationCheck, relationUndecided, sideName, sidePoint } from "./relation-values";
import { type Band, bandOf } from "./share-bands";
import { derivedPart } from "./derived-parts";
import { ofExtreme, referredWhole } from "./referred-wholes";
import { matchesFigure } from "../figure-match";
import { PRIOR_QUARTER, quarterBefore } from "./prior-quarter";
import { REACHED_VERBS, SHARE_QUANTITY, USED_UP_VERBS, activeShare } from "./share-verbs";

/**
 * A part of a total, or one quantity as a multiple of another: "货币资金占总资产三成多", "单Q3贡献了前三季度利润的
 * 一半", "2024年归母净利润只有2021年的一半左右", "2026Q1营收约为2025Q1的88%", "扣非连归母净利润的零头都不到". The
 * part is what the clause (or the clause before it) names; the whole is what follows the verb: another metric, or
 * the same metric of another period. The ratio is checked with a band that follows the words' precision.
 */

/** A share in words or figures, and the band (in % of the whole, or in 倍 for a multiple) it stands for. */
const QUANTITY = SHARE_QUANTITY;
// "即去年同期的两倍": 即 restates the figure before it as a share or multiple, as 是 does; "一季度就赚到全年的
// 近三成": what a period earned, as a share of another period's earnings.
// "投资活动净流出约5600亿元，吃掉了经营现金流的85%左右": an outflow that uses up part of an inflow is its share.
const VERB =
  "(?<verb>约占|占到|占了|占据|占|约为|仅为|只有|仅有|仅|只|相当于|即为|即是|即|为|是" +
  `|不到|不足|超过|超|达到|恢复到|恢复至|回到|接近|贡献了|贡献|赚到了?|赚了|${USED_UP_VERBS}|${REACHED_VERBS})`;
const HEDGE = "(?<hedge>约|大约|近|接近|将近|超过|超|逾|不到|不足|仅|只有|还不到)?";
// "只占收入的六成不到": a bound after the share is its tail.
const TAIL = "(?<tail>左右|上下|有余|还要多|还多|多|出头|以上|以下|强|弱|不到|不足)?";
const SHARE = new RegExp(String.raw`${VERB}(?<whole>[^，,。；;：:]{0,16}?)(?:的|之)\s*${HEDGE}\s*${QUANTITY}${TAIL}`);
// "覆盖6038.01亿元总负债的一半以上", "覆盖总负债6038亿的五成以上": the whole's own level may be shown with it.
const SHOWN = String.raw`(?:\s*[\d.,]+\s*(?:万亿|亿|万)元?\s*的?\s*)`;
/**
 * "资本开支1568亿元，经营现金流覆盖不到四成", "经营现金流足以覆盖资本开支三倍有余", "仍覆盖其七成以上": what covers
 * is the part, what is covered the whole (named after 覆盖, else the clause before's; 其 is that clause's too).
 */
const COVERS = new RegExp(
  String.raw`(?<![不无难]以|无法|不能|的)(?<verb>(?:足以|可以|可|能|仍然|仍|已经|已)?覆盖了?)其?` +
    String.raw`(?<whole>${SHOWN}?[^，,。；;：:\d]{0,12}?${SHOWN}?)(?:的)?\s*${HEDGE}\s*${QUANTITY}${TAIL}`,
);
/** A figure, then a comparative verb: the clause compares two levels (为3.37%、略低于), no whole follows 为. */
const LEVEL_THEN_COMPARED = /\d\s*%?[^\d]{0,4}?(?:高于|低于|不及|少于|多于|超过|快于|慢于)/;
/** "不及上年同期一半", "只有去年同期的六成": against another period of the same metric 的 may go unwritten. */
const PERIOD_SHARE = new RegExp(
  String.raw`(?<verb>不及|不到|不足|只有|仅有|仅为|约为|超过|达到|相当于)(?<whole>(?:上一?年|去年)同期|上一?年|去年)` +
    String.raw`\s*${HEDGE}\s*(?<q>[一二两三四五六七八九]成|一半|半数)${TAIL}`,
);
/**
 * "一季度经营现金流269亿，同比约三倍": a multiple 同比 with no growth word between is of the same period a year earlier
 * (同比增长三倍 is a change, the binding's).
 */
const YOY_MULTIPLE = new RegExp(
  String.raw`(?<verb>同比)(?<whole>)\s*(?:约为|约是|为|是)?\s*${HEDGE}\s*` +
    String.raw`(?<q>[两二三四五六七八九十]倍|\d+(?:\.\d+)?\s*倍)${TAIL}`,
);
/** "占总资产三成多", "占营收约5%": after 占 the share needs no 的. */
const TAKES = new RegExp(
  String.raw`(?<verb>约占|占到|占了|占据|占)(?<whole>[^，,。；;：:\d]{1,12}?)${HEDGE}\s*${QUANTITY}${TAIL}`,
);
/** "其中寿险贡献约七成", "占比近四成": a share in words of a whole the clause does not name. */
const UNNAMED = new RegExp(
  String.raw`(?<verb>贡献了?|占比|占到?)(?<whole>)(?<hedge>约|近|接近|超过|超|逾|不到|不足)?\s*` +
    "(?<q>[一二两三四五六七八九]成|一半|大半|大头|[三四五六七八九十]分之[一二三四五六七八九])(?<tail>左右|多)?",
);
/** "连归母净利润的零头都不到": under what 零头 means. */
const NOT_EVEN = /连(?<whole>[^，,。；;]{1,16}?)的零头(?:都|也)?(?:不到|不够|没有)/;

/** Where a share is written: its verb, whole and quantity, and the span of the clause it covers. */
interface ShareWords {
  index: number;
  end: number;
  whole: string;
  band: Band;
  /** The figure the share shows (88%, 2.56倍), which is the share's, not a value of either side. */
  figure: boolean;
  /** Told as what the part covers (覆盖): a whole left unnamed is the clause before's. */
  covers?: boolean;
  /** The share said again as a figure in brackets ("三成（约31%）"), which must hold too. */
  restated?: Band;
}

function shareWords(text: string): ShareWords | null {
  const odd = NOT_EVEN.exec(text);
  if (odd) {
    const band = bandOf("零头", "不到", "", "");
    return band && { index: odd.index, end: odd.index + odd[0].length, whole: odd.groups!.whole!, band, figure: false };
  }
  const yoy = YOY_MULTIPLE.exec(text);
  const m =
    SHARE.exec(text) ?? TAKES.exec(text) ?? COVERS.exec(text) ?? PERIOD_SHARE.exec(text) ?? yoy ?? UNNAMED.exec(text);
  if (!m?.groups) return null;
  const g = m === yoy ? { ...m.groups, whole: "上年同期" } : m.groups;
  // "几乎是上年的两倍": a hedge before the verb is the quantity's.
  const nearBefore = /(?:几乎|差不多|将近)$/.test(text.slice(Math.max(0, m.index - 3), m.index)) ? "近" : "";
  const band = bandOf(g.q!.replace(/\s+/g, ""), g.hedge ?? nearBefore, g.verb!, g.tail ?? "");
  if (!band) return null;
  // "仅能覆盖资本开支的约38%": 覆盖 may follow a verb of the share (仅), at the head of what reads as its whole.
  const covers = (g.verb ?? "").includes("覆盖") || /^.{0,3}覆盖/.test(g.whole ?? "");
  const end = m.index + m[0].length;
  // "接近上一年全年的三成（约31%）": the figure in brackets says the share again, as precisely as it is written.
  const again = RESTATED.exec(text.slice(end));
  const restated = again ? bandOf(again[2]!.replace(/\s+/g, ""), again[1] ?? "", "", "") : null;
  if (again && restated && restated.multiple === band.multiple)
    return { index: m.index, end: end + again[0].length, whole: g.whole!, band, figure: true, covers, restated };
  return { index: m.index, end, whole: g.whole!, band, figure: /\d/.test(g.q!), covers };
}
const RESTATED = /^\s*[（(]\s*(约|近|接近|大约)?\s*(\d+(?:\.\d+)?\s*(?:%|倍))\s*[)）]/;

/** The words that call a flow stored negative an outflow, by its size. */
const OUTFLOW_WORDS = /流出|支出|开支|投入/;
const ANNUAL_WORDS = /全年|年度|年报|全年度/;
const YEAR_BEFORE = /上一?年|去年|前一年/;

/** A share read: its two sides, the band, and the figures it accounts for (not values of either side). */
export interface ShareReading {
  checks: ClaimCheck[];
  figures: ExtractedNumber[];
}

/** A whole that is a plan, a target or guidance ("全年经营计划"), not a reported figure. */
const PLANNED = /目标|计划|指引|预算|任务/;

/** "之后一直维持在435亿以上，占…": a clause running on to now puts what follows it at the latest period. */
const ON_TO_NOW = /之后|此后|至今|如今|目前|现在/;
const NOW = /如今|目前|现在|当前/;

/**
 * "一季度营业总收入2184.05亿元、归母净利润250.22亿元，已完成去年全年利润的约18.6%": of the metrics the clause before
 * listed, the one the whole names again (the same metric of another period), not the list's first.
 */
function listedAgain(previous: Assertion | null, whole: string): ClaimMetric | null {
  const again = findMetrics(whole)[0]?.metric;
  if (!previous || !again) return null;
  const listed = findMetrics(previous.read).map((m) => m.metric);
  return listed.length > 1 ? (listed.find((m) => entryOf(m).topic === entryOf(again).topic) ?? null) : null;
}

/** The part's side: the metric and period before the verb, else the clause before's in its sentence. */
export function partSide(a: Assertion, before: string, previous: Assertion | null, whole = ""): Side | null {
  const metrics = findMetrics(before);
  const named = (metrics.filter((m) => !m.weak).at(-1) ?? metrics.at(-1))?.metric;
  const metric = named ?? listedAgain(previous, whole) ?? previous?.metric ?? null;
  if (!metric) return null;
  // "空方拿一季度的毛利率做文章，但2025年全年毛利率高于2024年": 全年 names the year, whatever the clause before read.
  const kind =
    periodKindOf(before)?.kind ?? (ANNUAL_WORDS.test(before) ? "annual" : null) ?? previous?.period.kind ?? "annual";
  const years = yearMentions(before, extractNumbers(before)).filter((y) => !y.base && !y.since);
  // "2022年见底，如今已是低谷时的1.6倍": a clause of its own told as now is the latest period's.
  const toNow = (previous !== null && ON_TO_NOW.test(previous.text)) || NOW.test(before);
  const inherited = toNow ? [] : (previous?.years ?? (a.yearsInherited ? a.years : []));
  const own = years.length > 0 ? years.map((y) => y.year) : inherited;
  return { metric, kind, year: own.length > 0 ? Math.max(...own) : null };
}

/** The whole's side: the metric it names (else the part's), the period it names (else the part's). */
export function wholeSide(whole: string, part: Side): Side | null {
  const named = findMetrics(whole)[0]?.metric ?? null;
  const metric = named ?? part.metric;
  const ownKind = periodKindOf(whole)?.kind ?? null;
  const kind: PeriodKind = ownKind ?? (ANNUAL_WORDS.test(whole) ? "annual" : part.kind);
  const years = yearMentions(whole, extractNumbers(whole)).map((y) => y.year);
  const back = YEAR_BEFORE.test(whole) && part.year !== null ? part.year - 1 : null;
  const year = years.length > 0 ? Math.max(...years) : (back ?? part.year);
  const same = metric === part.metric && kind === part.kind && year === part.year;
  return same ? null : { metric, kind, year };
}

/**
 * A clause that states a share: its check, or why it cannot be checked (never silently passed). Null when the clause
 * states none, or names the whole as a peer's (that is the peer rule's).
 */
export function readShare(a: Assertion, facts: Facts, before: readonly Assertion[]): ShareReading | null {
  const active = activeShare(a.read);
  if (active) {
    // Read in the active voice; the figures it accounts for are the clause's own, found again by their text.
    const read = readShare({ ...a, read: active, numbers: extractNumbers(active) }, facts, before);
    const own = (n: ExtractedNumber) => a.numbers.find((o) => o.raw === n.raw);
    return read && { ...read, figures: read.figures.map(own).filter((n) => n !== undefined) };
  }
  const text = a.read;
  const words = shareWords(text);
  if (!words) return null;
  const wholeAt = text.indexOf(words.whole, words.index);
  if (a.terms.some((t) => t.kind === "peer" && t.index < wholeAt + words.whole.length && t.end > wholeAt)) return null;
  // "利润增速是收入的两倍多" relates two growths (relation-moves.ts), not two levels.
  if (/增速|增幅|增长率|涨幅/.test(text.slice(0, words.index))) return null;
  // A volume against an earlier window's ("成交量只有前20日的六成") is the market checks'.
  // "可覆盖分红付息支出的九成": a notice's word inside a stored line the whole names (分红付息) is that line's.
  const paidOut = a.topics.every((t) => t === "公告事件") && findMetrics(words.whole).length > 0;
  const topical = (a.aboutTopic || a.topics.length > 0) && !paidOut && !ofExtreme(a, words.whole);
  if (topical || /[日天周]/.test(words.whole)) return null;
  // "负债率最高是2017年的90.95%": the extreme of a span named by its year and level, no share of that year's.
  if (/(?:最高|最低|高点|低点|峰值|谷底)(?:的)?\s*$/.test(text.slice(0, words.index))) return null;
  // "空方说利润增速放缓到15%并不准确：那是2024年的15.0%": a bare 那/这 is the figure the view cited, set in its year.
  if (/^\s*(?:那|这|此)(?:[只仅]|其实|已经?)?(?:是|为)?\s*$/.test(text.slice(0, words.index))) return null;
  // "只比2024年的36.02%低约3.5个百分点", "倒是比2022年的15.03%略高": a level compared with (比/较), no share.
  if (/^\s*(?:比|较)/.test(words.whole)) return null;
  // "ROE为3.37%、略低于去年同期的3.53%": a level stated, then set below another's - a comparison, no share of it.
  if (LEVEL_THEN_COMPARED.test(words.whole)) return null;
  // The share's own figure (88%, 3倍); a level in brackets beside the whole ("去年同期（88.09亿）") is still a value.
  const figures = a.numbers.filter(
    (n) =>
      words.figure && n.index >= words.index && n.index < words.end && (n.kind === "percent" || n.kind === "multiple"),
  );
  // A numeric share of another named metric is number binding's ("占营业收入约2%"); the words and the shares of
  // another period are read here, and so is every share covered ("覆盖资本开支的约38%", "覆盖当年分红付息支出349亿元
  // 的2.6倍"), which the binding would read as a comparison or could not divide by.
  if (words.figure && findMetrics(words.whole).length > 0 && !words.covers && !ownMetricElsewhen(a, words, before))
    return null;
  const expected = `占比${words.band.text}`;
  const clause = a.text;
  const sides = sidesOf(a, words, facts, before);
  if (typeof sides === "string") return { checks: [relationUndecided(expected, `“${clause}”${sides}`)], figures };
  const { part, whole } = sides;
  const [p, w] = [sidePoint(facts, part), sidePoint(facts, whole)];
  const kinds = [entryOf(part.metric).kind, entryOf(whole.metric).kind];
  // "净利率2.67%，不到上年同期5.54%的一半": one rate in two periods divides as amounts do; two rates do not.
  // Not "只比2024年的36.02%低约3.5个百分点": a rate's figure after 的 is a level compared with, no share.
  const sameRate = !words.figure && part.metric === whole.metric && kinds[0] === "ratio" && (p?.value ?? 0) > 0;
  // Two outflows (净流出 stored negative) compare by their sizes; so does an outflow the clause calls one beside an
  // inflow ("投资活动现金净流出944.76亿元，约相当于经营现金流净额的七成"); other parts and wholes of opposite signs
  // do not.
  const outflow =
    p !== null && w !== null && p.value < 0 && w.value > 0 && OUTFLOW_WORDS.test(partText(a, words, before));
  if (
    !p ||
    !w ||
    w.value === 0 ||
    (p.value * w.value < 0 && !outflow) ||
    (!sameRate && kinds.some((k) => k !== "amount"))
  ) {
    const why = !p || !w ? "缺少该期数据" : "两者不是可相除的金额";
    return { checks: [relationUndecided(expected, `“${clause}”说的是占比，${why}，无法核验`)], figures };
  }
  const size = outflow ? -p.value : p.value;
  const ratio = words.band.multiple ? size / w.value : (size / w.value) * 100;
  // "超过2025全年615.22亿元的四成": an amount written inside the whole is the whole's level, checked as such.
  const named = a.numbers.filter(
    (n) => n.kind === "amount" && wholeAt >= 0 && n.index >= wholeAt && n.index < wholeAt + words.whole.length,
  );
  // An outflow stored negative is written by its size ("净流出944.76亿，几乎是上年（488.75亿）的两倍").
  const namedOk = named.every((n) =>
    matchesFigure({ ...n, value: Math.abs(n.value) }, { value: Math.abs(w.value), kind: "amount" }),
  );
  const within = (b: Band): boolean => ratio >= b.min && ratio <= b.max;
  const ok = within(words.band) && (!words.restated || within(words.restated)) && namedOk;
  const shown = words.band.multiple ? `${ratio.toFixed(2)}倍` : `${ratio.toFixed(2)}%`;
  const found =
    `${sideName(part, p)} ${show(part.metric, p.value)}，${sideName(whole, w)} ${show(whole.metric, w.value)}，` +
    `为其${shown}`;
  return { checks: [relationCheck(ok, `${expected}`, found, clause)], figures: [...figures, ...named] };
}

/**
 * "一个季度就是2021年全年利润的1.45倍", "只赚到上年全年利润的18.6%左右": a figure's share of the part's own metric in
 * a period the whole names (a year, 全年, 上年) divides one period by another, which no one period's figure binds.
 */
const WHOLE_PERIOD = /\d{4}|全年|年度|上一?年|去年|同期|季度|Q[1-4]|上半年/;
function ownMetricElsewhen(a: Assertion, words: ShareWords, before: readonly Assertion[]): boolean {
  const named = findMetrics(words.whole)[0]?.metric;
  if (!named || !WHOLE_PERIOD.test(words.whole)) return false;
  return partSide(a, a.read.slice(0, words.index), before.at(-1) ?? null, words.whole)?.metric === named;
}

/** "经营现金流减资本开支": a metric taken from another (not 锐减, 减少: a move). */
const difference = (text: string): boolean =>
  [...text.matchAll(/减去?|扣除|扣掉/g)].some((m) => findMetrics(text.slice(m.index + m[0].length))[0]?.index === 0);

/** Where the part is named: before the share's verb, else in the clause before (as partSide reads it). */
function partText(a: Assertion, words: ShareWords, before: readonly Assertion[]): string {
  const own = a.read.slice(0, words.index);
  return findMetrics(own).length > 0 ? own : (before.at(-1)?.read ?? "");
}

/** A side of no year named is the latest period's (a whole of 上年 is then the year before that). */
export function resolved(facts: Facts, s: Side | null): Side | null {
  if (!s || s.year !== null) return s;
  const latest = sidePoint(facts, s);
  return latest ? { ...s, year: yearOf(latest) } : s;
}

/**
 * The two sides of a share, or why they cannot be told. A whole the clause does not name ("…，约占三成") is the one
 * the clause before named as its whole ("连归母净利润的零头都不到——大概只占七分之一"), else the total its sentence
 * opened with ("前三季度归母净利润646.27亿元，其中单Q3约192亿元，约占三成").
 */
function sidesOf(a: Assertion, words: ShareWords, facts: Facts, before: readonly Assertion[]): Sides | string {
  // "完成了全年经营计划的约三成": a plan, a target or guidance is no reported figure, however its year turned out.
  if (PLANNED.test(words.whole)) return "说的是计划或目标的完成度，数据中没有，无法核验";
  const previous = before.at(-1) ?? null;
  const beforeText = a.read.slice(0, words.index);
  // "其中寿险及健康险贡献约七成": a part the clause names that is no stored metric (a segment, a product).
  const own = beforeText.replace(UNNAMED_FRAMING, "").replace(UNNAMED_MARKS, "");
  if (words.whole === "" && own.length >= 2 && findMetrics(beforeText).length === 0)
    return `说的是${own}的占比，数据中没有，无法核验`;
  if (words.whole === "" && previous) {
    const chained = shareWords(previous.read);
    if (chained && chained.whole !== "") return sidesOf(previous, chained, facts, before.slice(0, -1));
  }
  // "销售费用614亿、管理费用580亿，两项合计接近1200亿，是当年归母净利503亿的两倍多": the part is the sum just named.
  const sum = findMetrics(beforeText).length === 0 && previous ? summedSide(previous) : null;
  const sumPart = sum && resolved(facts, sum);
  const sumWhole = sumPart && wholeSide(words.whole, sumPart);
  if (sumPart) return sumWhole ? { part: sumPart, whole: sumWhole } : "说的是前面合计数的倍数或占比，未逐项核验";
  // "经营现金流减资本开支约584亿元，可覆盖…的八成以上": the part is a difference, not the metric named first.
  // Unless the difference is a line the facts derive (经营现金流减资本开支: 自由现金流), read as that line.
  const minus = partText(a, words, before);
  if (difference(minus)) {
    const derived = derivedPart(minus);
    const side = derived ? partSide(a, minus, previous) : null;
    const part = side && derived ? resolved(facts, { ...side, metric: derived }) : null;
    const whole = part && words.whole !== "" ? resolved(facts, wholeSide(words.whole, part)) : null;
    return part && whole ? { part, whole } : "说的是差额的倍数或占比，未逐项核验";
  }
  const named = namedPair(a, words, facts, before);
  if (named) return named;
  // "一季度就赚到了去年全年的三成多": the verb may name the part (赚到: profit), so the part reads up to the whole.
  const upToWhole = a.read.slice(0, Math.max(words.index, a.read.indexOf(words.whole, words.index)));
  const part = resolved(facts, partSide(a, upToWhole, previous, words.whole));
  if (!part) return "未写明是哪一项占比，无法核验";
  // "资本开支1568亿元，经营现金流覆盖不到四成": what is covered is the clause before's metric.
  if (words.whole === "" && words.covers) {
    const side = previous?.metric
      ? { metric: previous.metric, kind: previous.period.kind, year: previous.years.at(-1) ?? part.year }
      : null;
    const covered = resolved(facts, side);
    return covered && covered.metric !== part.metric ? { part, whole: covered } : "未写明覆盖的是哪一项，无法核验";
  }
  if (words.whole === "") {
    const total = before
      .filter((b) => b !== previous && b.metric !== null)
      .map((b) => resolved(facts, { metric: b.metric!, kind: b.period.kind, year: b.years.at(-1) ?? null }))
      .find((s) => s && (s.metric !== part.metric || s.kind !== part.kind || s.year !== part.year));
    return total ? { part, whole: total } : "未写明是占什么的比例，无法核验";
  }
  if (PRIOR_QUARTER.test(words.whole.trim())) {
    const prior = quarterBefore(part);
    return prior ? { part, whole: prior } : "说的是上一季度，但所说期间不是单季，无法核验";
  }
  // "归属于母公司股东权益742.91亿元，归母净利润占其约23%": 其 is the metric the clause before named.
  if (words.whole.trim() === "其" && previous?.metric && previous.metric !== part.metric) {
    const it = { metric: previous.metric, kind: previous.period.kind, year: previous.years.at(-1) ?? part.year };
    return { part, whole: resolved(facts, it) ?? it };
  }
  // "约为当年的3.7倍", "已是谷底时的约1.6倍": a whole named by a time the sentence told before (referred-wholes.ts).
  const whole = referredWhole(words.whole, a, words.index, before, part, facts) ?? wholeSide(words.whole, part);
  return whole ? { part, whole } : "的比较对象不明，无法核验";
}

/**
 * "每股收益5.70元，每股经营现金流17.90元，后者是前者的3倍有余": 前者 and 后者 name the two metrics the sentence's
 * clauses before named, in their order ("每股经营现金流17.90元、每股收益5.70元": one clause may list both); a year
 * either named holds for both (they are told side by side).
 */
function namedPair(a: Assertion, words: ShareWords, facts: Facts, before: readonly Assertion[]): Sides | null {
  const whole = REFERENT.exec(words.whole.trim())?.[0];
  if (!whole) return null;
  const part = REFERENT.exec(a.read.slice(0, words.index).trim())?.[0];
  if (!part || part === whole) return null;
  const named = before.flatMap((b) =>
    (b.metrics.length > 0 ? b.metrics : b.metric ? [b.metric] : []).map((m) => ({ b, m })),
  );
  const [first, second] = named.slice(-2);
  if (!first || !second || first.m === second.m) return null;
  const year = second.b.years.at(-1) ?? first.b.years.at(-1) ?? null;
  const side = ({ b, m }: { b: Assertion; m: ClaimMetric }): Side | null =>
    resolved(facts, { metric: m, kind: b.period.kind, year: b.years.at(-1) ?? year });
  const [former, latter] = [side(first), side(second)];
  if (!former || !latter) return null;
  return whole === "前者" ? { part: latter, whole: former } : { part: former, whole: latter };
}

/** The two metrics named before, referred to by their order. */
const REFERENT = /^(?:前者|后者)$/;

/** Words around a share's part that name nothing: "其中", "大概只", periods and figures. */
const UNNAMED_FRAMING =
  /其中|而|但|且|并|也|还|已经|已|大概|大约|约|仅|只|单季度?|[一二三四]季度|Q[1-4]|上半年|当年|同期|亿元?|万元?/g;
/** Figures and punctuation around a share's part. */
const UNNAMED_MARKS = /[\s\d.,%()（）—-]/g;

interface Sides {
  part: Side;
  whole: Side;
}

/** Whether a clause states a share this reader reads (the parser keeps such a clause though it names no figure). */
export const statesShare = (text: string): boolean => shareWords(activeShare(text) ?? text) !== null;
