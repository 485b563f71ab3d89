import { withComparedYears, valuationBound } from "./valuation-bounds";
import { matchesFigure } from "../figure-match";
import { absolute, comparisonGap, comparisonGapFigure } from "./comparison-gap";
import type { FactPoint, Facts } from "./facts";
import type { ClaimMetric } from "./metric-lexicon";
import { HEDGE_MARGIN } from "./phrase-words";
import { farBand, hedgedBand } from "./hedged-sizes";
import { slightGapBand } from "./slight-gaps";
import { SLOWDOWN } from "./intensity-words";
import { slowdownSize } from "./slowdown-size";
import { checkSizedRun, endedSizedRun, endsSizedRun, sameSeasonBefore } from "./ended-size";
import { averagedSinceMove } from "./averaged-move";
import { staleNow } from "./latest-figure";
import { MAGNITUDE_WORDS, type MagnitudeRule, NEGLIGIBLE, STALL_WORDS } from "./judgement-words";
import { checkDeniedMove } from "./denied-moves";
import type { Assertion } from "./parse-assertions";
import { streakCheck, streakHolds } from "./streak-years";
import { runYears } from "./year-runs";
import { digitSizeHolds, isDigitWord, readsDigitLevel } from "./digit-sizes";
import { COMPOUND_WORDS, compoundRate } from "./figure-doubt";
import { annualPace, averagedBefore, paceDenied, sizeQuoteRefuted } from "./compound-pace";
import { sizeFarFrom } from "./denied-sizes";
import { checkLossMove } from "./loss-moves";
import { checkExtreme } from "./record-checks";
import { perUnitDoubt } from "./per-unit";
import { checkPriceAgainstShare } from "./price-share";
import { checkBookDiscountSize } from "./book-discount";
import { statedEndPoint } from "./stated-end";
import { bareBound } from "./ratio-tenths";
import { checkChangeBound } from "./change-bounds";
import { summedComparison } from "./summed-sides";
import { checkSummedLead } from "./summed-lead";
import { sizeBasis } from "./rate-multiples";
import { deniedSizeMiss, deniesSizedMove } from "./denied-sized-moves";
import {
  type Change,
  type ClaimCheck,
  changeFor,
  changeInto,
  describeChange,
  entryOf,
  periodName,
  pointsOf,
  quoted,
  show,
  targetPoint,
  isMarket,
  undecided,
  within,
  yearOf,
} from "./check-series";

/** Direction, magnitude, comparison, recency and level words, each checked against the series known by asOf. */
// A band computed from a hedge (1.5 × 0.77) is shown as a reader would write it, not as 1.1500000000000001.
const bound = (x: number): number => Number(x.toPrecision(6));
export const rangeText = (r: { min?: number; max?: number }, unit: string): string =>
  [r.min !== undefined ? `≥${bound(r.min)}${unit}` : "", r.max !== undefined ? `<${bound(r.max)}${unit}` : ""]
    .filter(Boolean)
    .join("且");

/** The sign a stated direction needs the value to move in: 改善 of a debt ratio is down. */
function wantedSign(a: Assertion, m: ClaimMetric): 1 | -1 | null {
  const sense = a.direction?.sense;
  if (sense === "up") return 1;
  if (sense === "down") return -1;
  const p = entryOf(m).polarity;
  if (p === 0) return null;
  return (sense === "favourable" ? p : -p) as 1 | -1;
}

/** A slowdown or stall word (intensity-words.ts SLOWDOWN) holds below this change, or below last year's change. */
const SLOWDOWN_MAX_PERCENT = 5;
/** A move qualified by a standard the clause does not state: "正常增长", "应有的增长", "合理增长". */
const UNDEFINED_PACE = /(?:正常|应有的?|合理|理想|健康)的?$/;
/** Words of a size rather than a level: a negative flow 扩大s (扩张s: "投资…扩张靠负债在撑") when its outflow grows. */
const SIZE_WORDS = /^(?:扩大|加大|扩张|收窄|缩小)$/;

export function checkDirection(a: Assertion, facts: Facts): ClaimCheck[] {
  if (a.signChange !== null && a.metric) return checkSignChange(a, a.metric, facts);
  const loss = checkLossMove(a, facts);
  if (loss) return loss;
  if (!a.direction || !a.metric) return [];
  const m = a.metric;
  const label = entryOf(m).label;
  const word = a.direction.word;
  const points = pointsOf(facts, m);
  const expected = `${label}${word}`;
  const to = statedEndPoint(a, m, points) ?? targetPoint(a, points);
  if (!to)
    return [undecided("direction", expected, `没有${a.years.length ? `${Math.max(...a.years)}年` : ""}${label}的数据`)];
  const history = points.filter((p) => p.period <= to.period);
  if (a.direction.extreme) return [checkExtreme(a, points, to, facts)];
  if (SLOWDOWN.test(word)) {
    // 增长乏力/放缓/失速 say growth slowed, not that it turned
    // negative: a small change, or smaller than the year before.
    const now = changeInto(m, history, to);
    const earlier = history.length > 1 ? changeInto(m, history, history[history.length - 2]!) : null;
    if (!now || now.percent === null)
      return [undecided("direction", expected, `${label}在${periodName(to)}之前没有可比数据，无法判断${quoted(a)}`)];
    const ok = now.percent < SLOWDOWN_MAX_PERCENT || (earlier?.percent != null && now.percent < earlier.percent);
    const found = describeChange(m, now);
    return [{ kind: "direction", ok, expected, found, reason: `${found}，与${quoted(a)}${ok ? "相符" : "不符"}` }];
  }
  if (deniesSizedMove(a)) return []; // "没有明显增长": the size is denied, not the move (denied-sized-moves.ts)
  const sign = wantedSign(a, m);
  if (sign === null) return [undecided("direction", expected, `${label}的升降没有好坏之分，无法判断${quoted(a)}`)];
  // "未能恢复正常增长": what growth is normal is not said; the data cannot tell it from a small one.
  const qualified = UNDEFINED_PACE.exec(a.text.slice(0, Math.max(0, a.text.indexOf(word))));
  if (qualified)
    return [undecided("direction", expected, `“${qualified[0]}${word}”的标准没有说明，无法判断${quoted(a)}`)];
  // "2019年以来…年均复合增长": the way of the window's whole change (averaged-move.ts); else no year's own move.
  if (a.years.length === 0 && averagedBefore(a.text, word))
    return [
      averagedSinceMove(a, m, points, to, sign, expected) ??
        undecided("direction", expected, `“${word}”是多年的平均，不是某一年的变动，无法判断${quoted(a)}`),
    ];
  const n = a.basis?.kind === "streak" ? a.basis.n : 1;
  if (n === 1) {
    // "连增五年的纪录在2025年终结": the span counts the run ended, the move is the judged year's own.
    const c = changeFor(a.basis?.kind === "ended" ? { ...a, spanYears: null } : a, m, points, to);
    if (!c)
      return [undecided("direction", expected, `${label}在${periodName(to)}之前没有可比数据，无法判断${quoted(a)}`)];
    const found = describeChange(m, c);
    // A bare 增长 on +0.01 % overstates a change of nothing; a clause that shows its figure says how small it is.
    const floor = entryOf(m).kind === "ratio" ? NEGLIGIBLE.points : NEGLIGIBLE.percent;
    const negligible = a.numbers.length === 0 && !a.magnitude && (c.size ?? 0) < floor;
    // "净流出…较上年的-17.85亿元大幅扩大": a negative flow widens as it grows more negative; its size is what moved.
    // So does an outflow named (净流出, here or where the metric came from: "净流出从17.85亿放大到316.42亿，增至约
    // 17.7倍") or written as its size ("比上年的488.75亿几乎翻倍" of −488.75亿).
    const asSize =
      /流出/.test(a.read) ||
      a.outflow ||
      a.figures.some((f) => f.metric === m && f.n.kind === "amount" && f.n.value > 0);
    const widening = (SIZE_WORDS.test(word) || asSize) && c.from.value < 0 && c.to.value < 0;
    const moved = widening ? Math.abs(c.to.value) - Math.abs(c.from.value) : c.delta;
    // "谈不上增长" on +0.01 %: a denied rise holds on a change of nothing, as on a fall (denied-moves.ts).
    const denied = checkDeniedMove(a, m, c, moved, sign, found);
    if (denied) return [denied];
    // "终结了此前连续多年的两位数增长": the year ended the run by not being of its size and way (ended-size.ts).
    const run = endedSizedRun(a);
    const ok = run
      ? endsSizedRun(run, a as typeof a & { magnitude: MagnitudeRule }, m, c)
      : Math.sign(moved) === sign && !negligible && endedRunHolds(a, m, points, to, sign);
    const why = negligible && Math.sign(c.delta) === sign ? `，变动可忽略，不足以称“${word}”` : "";
    return [
      { kind: "direction", ok, expected, found, reason: `${found}${why}，与${quoted(a)}${ok ? "相符" : "不符"}` },
    ];
  }
  const changes = history
    .slice(-n)
    .map((p) => changeInto(m, history, p))
    .filter((c): c is Change => c !== null);
  // "营收连续三年没有增长" with a year of +0.01 %: a negligible rise is no growth, as in a denied year (denied-moves).
  const floor = entryOf(m).kind === "ratio" ? NEGLIGIBLE.points : NEGLIGIBLE.percent;
  const excused = (c: Change) => a.direction!.denied !== undefined && (c.size ?? Number.POSITIVE_INFINITY) < floor;
  const bad = changes.find((c) => Math.sign(c.delta) !== sign && !excused(c));
  // A year that breaks the streak decides it though the data lacks its earlier years ("连续第十年增长" on a fall).
  if (changes.length < n && !bad)
    return [undecided("direction", expected, `${label}在${periodName(to)}之前的数据不足${n}期，无法判断${quoted(a)}`)];
  const found = changes.map((c) => describeChange(m, c)).join("；");
  return [
    {
      kind: "direction",
      ok: !bad,
      expected,
      found,
      reason: bad ? `${describeChange(m, bad)}，与${quoted(a)}不符` : `${found}，与${quoted(a)}相符`,
    },
  ];
}

/** "终结了此前的三连增": the N years before the judged one each moved against its way now (unheld: not shown). */
function endedRunHolds(a: Assertion, m: ClaimMetric, points: readonly FactPoint[], to: FactPoint, sign: number) {
  if (a.basis?.kind !== "ended") return true;
  const before = sameSeasonBefore(points, to);
  const run = before.slice(-a.basis.n).map((p) => changeInto(m, before, p));
  return run.length === a.basis.n && run.every((c) => c !== null && Math.sign(c.delta) === -sign);
}

/** 转亏: positive the period before, negative now; 扭亏: the other way round. */
function checkSignChange(a: Assertion, m: ClaimMetric, facts: Facts): ClaimCheck[] {
  const points = pointsOf(facts, m);
  const to = targetPoint(a, points);
  // A flow turns 正 or 负 ("自由现金流转负"); only a profit turns 亏 or 盈.
  const profit = /profit/.test(m);
  const word = a.signChange === 1 ? (profit ? "扭亏" : "转正") : profit ? "转亏" : "转负";
  const expected = `${entryOf(m).label}${word}`;
  const c = to ? changeInto(m, points, to) : null;
  if (!c) return [undecided("direction", expected, `没有${entryOf(m).label}可比的上一期数据，无法判断“${word}”`)];
  const ok = a.signChange === 1 ? c.from.value < 0 && c.to.value > 0 : c.from.value > 0 && c.to.value < 0;
  const found = describeChange(m, c);
  return [{ kind: "direction", ok, expected, found, reason: `${found}，与“${word}”${ok ? "相符" : "不符"}` }];
}

/** Indicators the facts hold as the last bar's reading only: a size word on them qualifies a level (略微进入超买区). */
const READING_ONLY: ReadonlySet<string> = new Set(["rsi"]);

export function checkMagnitude(a: Assertion, facts: Facts): ClaimCheck[] {
  if (!a.magnitude || !a.metric) return [];
  if (READING_ONLY.has(a.metric) && !a.direction) return [];
  const m = a.metric;
  const e = entryOf(m);
  const { exact, unit, sized } = sizeBasis(a.magnitude, e.kind);
  // 接近翻倍, 几乎腰斩: a hedged size is near it, short of it or just past (hedged-sizes.ts).
  // "略高于上半年的155亿元": a slight gap between two levels is wider than a slight change (slight-gaps.ts).
  // "离腰斩还远": a size said to be far off is denied from well below the word (hedged-sizes.ts farBand).
  const far = sizeFarFrom(a.text, a.magnitude.word);
  const rule = slightGapBand(a, unit, exact) ?? (far ? farBand(exact) : a.magnitude.hedged ? hedgedBand(exact) : exact);
  const expected = `“${a.magnitude.word}”：变动${rangeText(rule, unit)}`;
  const discount = checkBookDiscountSize(
    a,
    facts,
    a.magnitude.hedged ? hedgedBand(a.magnitude.percent) : a.magnitude.percent,
  );
  if (discount) return [discount];
  // "提升了5个点" on an amount: points size a rate, and which rate of the amount is meant is not said.
  if (rule.min === undefined && rule.max === undefined)
    return [undecided("magnitude", expected, `“${a.magnitude.word}”是百分点，${e.label}不是比率，无法判断`)];
  // "扣非133.99亿元，略高于归母": the size word sizes the gap between the two, not a change of either.
  if (a.magnitude.ofGap) {
    const gap = comparisonGap(a, facts);
    if (!gap) return [undecided("magnitude", expected, `没有可比的数据，无法判断“${a.magnitude.word}”`)];
    const ok = within(gap.size, rule);
    const reason = `${gap.found}，“${a.magnitude.word}”要求差距${rangeText(rule, unit)}，${ok ? "相符" : "不符"}`;
    return [{ kind: "magnitude", ok, expected, found: gap.found, reason }];
  }
  const points = pointsOf(facts, m);
  const to = targetPoint(a, points);
  if (isDigitWord(a.magnitude.word) && readsDigitLevel(a.read, e.kind)) {
    // "按2025年净利润算，PE仅个位数": a market reading is the day's, whatever year its basis clause names.
    const day = isMarket(e) && a.yearsInherited ? targetPoint({ ...a, yearsInherited: false, years: [] }, points) : to;
    if (!day) return [undecided("magnitude", expected, `没有${e.label}的数据，无法判断“${a.magnitude.word}”`)];
    const ok = within(Math.abs(day.value), rule);
    const found = `${e.label} ${day.value.toFixed(2)}`;
    const band = rangeText(rule, e.kind === "ratio" ? "%" : "");
    const reason = `${found}，“${a.magnitude.word}”要求数值${band}，${ok ? "相符" : "不符"}`;
    return [{ kind: "magnitude", ok, expected, found, reason }];
  }
  // "连续四年保持两位数增长": every year of the streak must have the size.
  const n = a.basis?.kind === "streak" ? a.basis.n : 1;
  const history = to ? points.filter((p) => p.period <= to.period) : [];
  const [run, band] = [to ? endedSizedRun(a) : null, rangeText(rule, unit)];
  if (run && to) return [checkSizedRun({ word: a.magnitude.word, run, m, points, to, rule, band, sized })];
  const slowed = to && n === 1 ? slowdownSize(a, m, history, to) : null;
  if (slowed) return slowed;
  // "…一路放缓到2025年的1.21%，增长基本停滞": a stall is the latest period's pace, not a change from the base year.
  const pace = STALL_WORDS.includes(a.magnitude.word) && a.numbers.length === 0;
  const change = to ? (pace ? changeInto(m, points, to) : changeFor(a, m, points, to)) : null;
  const single = sized(annualPace(a.text, a.magnitude.word, m, change));
  const streak = (n > 1 ? history.slice(-n).map((p) => sized(changeInto(m, history, p))) : [single]).filter(
    (c): c is Change & { size: number } => c !== null && c.size !== null,
  );
  const last = streak.at(-1);
  if (streak.length < n || !last) {
    const gap = n === 1 && a.comparison?.left === m ? comparisonGap(a, facts) : null;
    if (gap) {
      const ok = within(gap.size, rule);
      const reason = `${gap.found}，“${a.magnitude.word}”要求差距${rangeText(rule, unit)}，${ok ? "相符" : "不符"}`;
      return [{ kind: "magnitude", ok, expected, found: gap.found, reason }];
    }
    return [undecided("magnitude", expected, `没有${e.label}可比的数据，无法判断“${a.magnitude.word}”`)];
  }
  // "连续三年两位数增长": a digit count sizes the rate the way its word says (a −15 % year is no 两位数增长).
  const digits = isDigitWord(a.magnitude.word);
  const inBand = (c: (typeof streak)[number]) =>
    digits && c.percent !== null ? digitSizeHolds(a, c.percent, rule) : within(c.size, rule);
  const bad = streak.find((c) => !inBand(c));
  // 接近翻了三倍: the looser reading is hedged by the same margin.
  const loose = MAGNITUDE_WORDS.find((w) => w.word === a.magnitude?.word)?.looseMin;
  const looseRule = { ...rule, min: (loose ?? 0) * (a.magnitude.hedged ? 1 - HEDGE_MARGIN.relative : 1) };
  if (bad && loose !== undefined && within(bad.size, looseRule)) {
    const reason = `${describeChange(m, bad)}，“${a.magnitude.word}”也可指增长${loose}%，无法判断`;
    return [undecided("magnitude", expected, reason)];
  }
  // "改善幅度谈不上显著", "连续三年没有明显增长": a denied size holds when each change is outside the word's band.
  const denied = paceDenied(a.text, a.magnitude.word);
  const miss = denied ? deniedSizeMiss(a, streak, inBand) : undefined;
  const c = denied ? (miss ?? last) : (bad ?? last);
  const need = denied ? "被否定，要求变动不在" : "要求变动";
  const ok = denied ? !miss : !bad;
  const found = describeChange(m, c);
  if (!ok && far && !within(c.size, exact))
    return [undecided("magnitude", expected, `${found}，已接近“${a.magnitude.word}”，说离它尚远无法确定`)];
  if (!ok && denied && sizeQuoteRefuted(a.text, a.magnitude.word))
    return [undecided("magnitude", expected, `${found}，被驳斥的“${a.magnitude.word}”与${band}相符，驳斥无法核验`)];
  return [
    {
      kind: "magnitude",
      ok,
      expected,
      found,
      reason: `${found}，“${a.magnitude.word}”${need}${band}，${ok ? "相符" : "不符"}`,
    },
  ];
}

const CHANGE_WORD = /[增降涨跌]|同比|环比|下滑|回落|提升|上升|减少/;

export function checkComparison(a: Assertion, facts: Facts): ClaimCheck[] {
  const cmp = a.comparison;
  if (!cmp?.left) return [];
  // "按2025年利润计算，静态市盈率不足20倍": a valuation's bound is of the last close, whatever year it names.
  const valuation = valuationBound(a, facts);
  if (valuation) return valuation;
  // "股价38.27元已低于44.90元的每股净资产": the price against a per-share figure, not two values of one series.
  const priced = checkPriceAgainstShare(a, facts);
  if (priced) return priced;
  const m = cmp.left;
  const label = entryOf(m).label;
  const points = pointsOf(facts, m);
  // A comparison reads the period its clause or the clause before names, even without a figure of its own.
  const to = targetPoint(withComparedYears(a, m), points);
  // "降幅大于归母口径": the sizes of two falls compared, so the rates are compared negated.
  const fall = /降幅|跌幅|减幅|下滑幅度|下降幅度/.test(a.text);
  const growth = fall || /增速|增幅|增长率|涨幅/.test(a.text);
  const sized = (x: number): number => (fall ? -x : x);
  const holds = (left: number, right: number): boolean =>
    cmp.op === ">=" ? sized(left) >= sized(right) : sized(left) < sized(right);
  const sym = cmp.op === ">=" ? "≥" : "<";
  if (!to) return [undecided("comparison", `${label}${cmp.word}…`, `没有${label}的数据`)];
  const newest = staleNow(a, facts, m, to);
  if (newest !== null) return [undecided("comparison", `${label}${cmp.word}…`, `没有${newest}年的${label}数据`)];
  const summed = growth ? null : (checkSummedLead(a, facts, to, holds) ?? summedComparison(a, points, to, holds));
  if (summed) return summed;
  const changeBound = growth ? null : checkChangeBound(a, points, to);
  if (changeBound) return changeBound;
  const levelOrGrowth = (metric: ClaimMetric, at: typeof to): number | null => {
    const pts = pointsOf(facts, metric);
    const p = pts.find((x) => yearOf(x) === yearOf(at) && x.period === at.period) ?? null;
    if (!p) return null;
    return growth ? (changeInto(metric, pts, p)?.percent ?? null) : p.value;
  };
  let right: number | null = null;
  let rightText = "";
  const against = cmp.against;
  // "高于特斯拉约17%的汽车业务毛利率": a figure the binding gave to a peer or a quantity the data lacks is theirs.
  const owner = typeof against === "object" ? a.figures.find((f) => f.n === against) : undefined;
  if (owner && (owner.role === "peer" || owner.role === "unheld"))
    return [undecided("comparison", `${label}${cmp.word}…`, `比较对象是${owner.subject ?? "其他口径"}，数据未收录`)];
  if (typeof against === "string" && against !== m) {
    right = levelOrGrowth(against, to);
    rightText = `${entryOf(against).label}${growth ? "增速" : ""}`;
  } else if (against && typeof against === "object") {
    // "每100元营收仅留下约4.2元净利，低于2024年的5.35元": a per-unit value is no level of the total compared.
    const unit = perUnitDoubt(against, m);
    if (unit) return [undecided("comparison", `${label}${cmp.word}…`, unit)];
    right = against.value;
    rightText = against.raw;
  } else {
    const bare = bareBound(a, growth);
    if (!bare) return [undecided("comparison", `${label}${cmp.word}…`, `${quoted(a)}比较的对象不在数据中`)];
    right = bare.value;
    rightText = bare.text;
  }
  const impliedGrowth = typeof against === "object" && against?.kind === "percent" && entryOf(m).kind === "amount";
  // "研发投入占营收比超过6%": a per cent against an amount with no word of change is a share, not the amount's growth.
  if (impliedGrowth && !growth && !CHANGE_WORD.test(a.text))
    return [
      undecided("comparison", `${label}${cmp.word}…`, `${quoted(a)}的百分比不是${label}的增速，未能确定所指比率`),
    ];
  // "2019年到2025年净利润的年复合增速不足10%": the yearly rate compounding over the span, not the last year's.
  const start = Math.min(...a.years, ...(a.baseYear === null ? [] : [a.baseYear]));
  const first = COMPOUND_WORDS.test(a.read) ? points.find((p) => yearOf(p) === start && yearOf(p) < yearOf(to)) : null;
  const compound =
    first && first.value > 0 && to.value > 0 ? compoundRate(first.value, to.value, yearOf(to) - start) : null;
  const left = compound ?? (growth || impliedGrowth ? (changeInto(m, points, to)?.percent ?? null) : to.value);
  if (left === null || right === null)
    return [undecided("comparison", `${label}${cmp.word}${rightText}`, `${periodName(to)}缺少比较所需的数据`)];
  const gapFigure = comparisonGapFigure(a);
  // Every year of a run (2016-2019年…连续四年增速超过20%), its window's start (2019年以来) not one of them.
  const run = gapFigure ? null : runYears(a, yearOf(to));
  const streak = run && (run.since ? run.years.slice(1) : run.years);
  if (streak) {
    const sides = (p: FactPoint) => {
      const l = growth ? (changeInto(m, points, p)?.percent ?? null) : p.value;
      const r = typeof against === "string" ? levelOrGrowth(against, p) : right;
      return l === null || r === null ? null : { left: l, right: r };
    };
    const at = (y: number) => points.find((x) => yearOf(x) === y && x.period.slice(4) === to.period.slice(4));
    return [streakCheck(a, streak, streakHolds(streak, at, sides, holds), `${label}${growth ? "增速" : ""}`)];
  }
  const inPoints = growth || entryOf(m).kind === "ratio";
  const gapOk =
    !gapFigure || !inPoints || matchesFigure(absolute(gapFigure), { value: Math.abs(left - right), kind: "pp" });
  // "投资活动现金净流出316.42亿元，远高于2024年的17.85亿元": an outflow named beside a base is compared by its size.
  const outflow =
    (/流出/.test(a.read) || a.bound === "previous") && !growth && typeof against === "object" && left < 0 && right > 0;
  const ok = (outflow ? holds(-left, right) : holds(left, right)) && gapOk;
  const expected = `${label}${growth ? "增速" : ""} ${sym} ${rightText}`;
  const rate = compound === null ? "增速" : `${start}年以来年复合增速`;
  const leftText = growth || compound !== null ? `${rate} ${left.toFixed(2)}%` : ` ${show(m, left)}`;
  const baseText =
    typeof against === "string"
      ? `${rightText} ${growth ? `${right.toFixed(2)}%` : show(against, right)}`
      : `比较基准 ${rightText}`;
  const gapText = gapFigure && inPoints ? `，相差${Math.abs(left - right).toFixed(2)}个百分点` : "";
  const found = `${periodName(to)} ${label}${leftText}，${baseText}${gapText}`;
  return [{ kind: "comparison", ok, expected, found, reason: `${found}，与${quoted(a)}${ok ? "相符" : "不符"}` }];
}
