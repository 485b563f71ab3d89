import { isCompanyName } from "./company-names";
import type { ExtractedNumber } from "../extract-numbers";
import { type Candidate, absolute, figureCandidate, matchesFigure } from "../figure-match";
import type { BoundFigure } from "./binding";
import {
  type ClaimCheck,
  changeBetween,
  entryOf,
  isMarket,
  periodName,
  readingPointsOf,
  seriesPointsOf,
  show,
  undecided,
  undecidedFigure,
  yearOf,
} from "./check-series";
import type { FactPoint, Facts } from "./facts";
import type { ClaimMetric, LexiconEntry } from "./metric-lexicon";
import { YEAR_END_BASE, baseYearRate } from "./periods";
import { averagePriced, checkPriceOf } from "./check-price";
import { barePrice } from "./price-range";
import { betweenAverageLevel } from "./average-between";
import { MAX_DAY } from "./check-window-days";
import { NAMED_SESSION } from "./check-price-day";
import type { Assertion } from "./parse-assertions";
import {
  CHANGE_IN_CLAUSE,
  COMPOUND_WORDS,
  type Derivation,
  boundedChange,
  changeFigure,
  bindingDoubt,
  compoundRate,
  periodDoubt,
  uncomputedDerivation,
} from "./figure-doubt";
import { spanFigures } from "./span-figures";
import { checkPerDay } from "./per-day";
import { checkSum, checkSumRatio } from "./metric-sums";
import { ratioCandidates } from "./ratio-candidates";
import { firstCrossing } from "./first-crossing";
import { deniedFigureCheck, figureDenied } from "./denied-figures";
import { pointsOnAmount, ratioChangeReadings } from "./ratio-change-units";
import { extremeBaseYear } from "./peak-bases";
import { heldSeries, namedInFull } from "./held-names";
import { shortfallSize } from "./shortfall-words";
import { onPeBasis } from "./pe-basis";
import { bracketRate } from "./bracket-rates";
import { derivedOnly, derivedValuations } from "./valuation-inputs";
import { atLastClose } from "./valuation-now";
import { signWritten } from "./move-signs";
import { balanceNow, earlierOnly, newerReport, noLatest } from "./latest-figure";
import { oldOnlyFigure, pricedAtLastClose, staleNowFigure } from "./stale-reading";
import { nextYearQuarter } from "./next-quarter";
import { streakBound } from "./streak-bound";
import { valuedExtreme } from "./valued-extremes";
import { dividendOnlyBelow } from "./dividend-part";
import { bookDiscounted } from "./book-discount";
import { consolidatedDoubt } from "./consolidated-profit";

/**
 * Number binding, checked: each figure against the metric it is bound to, in the period it speaks of - as a level of
 * that period, as the change into it (from the base year the clause names, else the year before), or, for 的N倍, as a
 * ratio of two metrics. A figure about a peer or a metric the data lacks is 未能核验, never failed.
 */

const [AMOUNT, PER_SHARE, MULTIPLE] = ["amount", "per_share", "multiple"] as const;
/** "利润增速是收入的近4倍", "增幅为营收的两倍多": a multiple of a growth rate. */
const GROWTH_RATIO = /(?:增速|增幅|增长率|增长速度)[^,，;；]{0,12}$/;
// "扩表速度比FY2024（10.2%）慢": a speed of growth is a growth rate too; 周转速度, 回款速度 are not.
const GROWTH_WORDS = /增速|增幅|增长率|(?:增长|扩张|扩表|增加|成长|发展|提升)速度/;

interface Candidates {
  values: Candidate[];
  /** Changes are bound by their size: the direction check judges the sign ("增长4.53%" when it fell). */
  changes: Candidate[];
  found: string;
  /** The derivations computed from held inputs (sums, averages, compound rates over the years named). */
  computed?: ReadonlySet<Derivation>;
  /** With no year anywhere in its sentence: the latest period's level and change, which such a figure is read as. */
  latest?: Candidate[];
  /** The newest annual year of the company, where every series of the metric stops before it (a stale series). */
  latestMissing?: number;
}

/** The points of a year; a figure no year places may be any year's (a stale one is the recency check's business). */
const at = (points: readonly FactPoint[], year: number | null): FactPoint[] =>
  year === null ? [...points] : points.filter((p) => yearOf(p) === year);

type Point = FactPoint | undefined;

function changes(m: ClaimMetric, series: readonly FactPoint[], from: Point, to: Point): Candidate[] {
  if (!from || !to || from === to) return [];
  const c = changeBetween(m, from, to);
  const kind = entryOf(m).kind;
  // A change of a flow that is or was negative may be written with either sign ("净流出同比+61%" as the outflow grew).
  const either = from.value <= 0 || to.value <= 0;
  return [
    ...(c.percent === null ? [] : [{ value: c.percent, kind: "percent" as const }]),
    ...(c.percent === null || !either ? [] : [{ value: -c.percent, kind: "percent" as const }]),
    ...(kind === "ratio" ? [{ value: c.delta, kind: "pp" as const }] : []),
    // "较年初增加300亿元", "少赚约76亿元": an absolute change is a candidate of its own.
    ...(kind === "amount" ? [{ value: c.delta, kind: series[0]?.unit === "元/股" ? PER_SHARE : AMOUNT }] : []),
    // "四年增长约3.5倍" (to/from − 1) or "是2021年的4.5倍" (to/from).
    ...(kind === "amount" && from.value > 0
      ? [
          { value: to.value / from.value - 1, kind: MULTIPLE },
          { value: to.value / from.value, kind: MULTIPLE },
        ]
      : []),
  ];
}

/** A figure right after 同比 and its change word ("同比增长6.2%", "同比-3%"). */
const YOY_FIGURE =
  /同比\s*(?:增长|增加|提升|上升|下降|下滑|减少|回落|降低|变动)?\s*(?:了|约|近)?\s*[^\d,;]{0,2}[-+]?\d[\d.]*%$/;

/** What a figure bound to `m` may stand for: levels of its year, and changes into the clause's target period. */
function candidatesOf(a: Assertion, f: BoundFigure, m: ClaimMetric, facts: Facts): Candidates | null {
  // A market reading (PE, PB, RSI) is of its trading day, whatever report year the sentence names.
  // 每股净资产 in a clause naming a year is that year-end's level, not the latest quarter's reading.
  const e = entryOf(m) as LexiconEntry;
  // A dated reading ("42.26元/股（截至2025-03-31）") or a quarter's clause is not a year-end's.
  const dated = /\d{4}-\d{2}-\d{2}/.test(a.read) || a.period.kind !== "annual";
  const yearEnd = e.reportPeriod === true && !dated && (f.placed === true || a.years.length > 0);
  const market = isMarket(e) && !yearEnd;
  const yearEndPoint = (p: FactPoint): boolean => p.period.endsWith("-12-31");
  // "静态PE约13.6倍": the readings of the basis it names (pe-basis.ts).
  const own =
    m === "pe_ttm" ? onPeBasis(seriesPointsOf(facts, m), e.series, a.read.slice(0, f.n.index), a.peLead) : null;
  // "市值约为2021年归母净利润的21倍", "PB 1.12倍，倒推每股净资产50.5元": not a stored reading (valuation-inputs.ts).
  const kept = derivedOnly(a, f, m, facts) ? [] : (own ?? seriesPointsOf(facts, m));
  // "按现价…PB约0.88倍": a reading priced now is the last bar's (stale-reading.ts).
  const now = market && pricedAtLastClose(a, e);
  const readable = now ? atLastClose(kept, facts, m) : kept;
  const stored = readable.map((s) => (yearEnd ? s.filter(yearEndPoint) : s));
  const full = namedInFull(m, a.read.slice(0, f.n.index), a.carriedFullName === true && a.metric === m);
  const all = heldSeries(m, stored, f.year ?? (a.years.length > 0 ? Math.max(...a.years) : null), full);
  const target = a.years.length > 0 && !market ? Math.max(...a.years) : null;
  const written = f;
  f = market ? { ...f, year: null, prior: false } : f;
  const values: Candidate[] = balanceNow(a, f, m, facts);
  const moves: Candidate[] = [];
  const shown: FactPoint[] = [];
  // Only a year's figure on its own: a clause showing several of its metric ("429.08→612.09→…") lists periods, and a
  // quarter's clause has its own latest period.
  const alone = a.figures.filter((g) => g.role === "metric" && g.metric === m && g.n.kind === f.n.kind).length === 1;
  // A recency word ("最新资产负债率19.04%") has its own check of which period is the latest (the recency check); a
  // quoted evidence line may quote any period.
  const loose =
    !market &&
    a.from === "claim" &&
    a.yearlessSentence === true &&
    a.recency === null &&
    alone &&
    a.period.kind === "annual" &&
    f.year === null &&
    !f.prior &&
    target === null &&
    a.baseYear === null &&
    a.spanYears === null;
  const latest: Candidate[] = balanceNow(a, f, m, facts);
  const readings = market ? [] : readingPointsOf(facts, m).map((s) => (yearEnd ? s.filter(yearEndPoint) : s));
  for (const [i, series] of [...all, ...readings].entries()) {
    if (series.length === 0) continue;
    // "较上年的925亿元": the year before the period judged; "五年里" counts years (2015-2019) or steps (2021→2025).
    const year = f.prior ? (target ?? yearOf(series.at(-1)!)) - (f.back ?? 1) : f.year;
    const levels = [...at(series, year), ...(f.back && year !== null ? at(series, year + 1) : [])];
    values.push(...levels.map((p) => figureCandidate({ label: "", value: p.value, unit: p.unit })));
    // Another reading of the name counts as a level only: it is not what the reason shows.
    if (i >= all.length) continue;
    shown.push(...levels);
    const to = target === null ? series.at(-1) : at(series, target).at(-1);
    const own = at(series, year).at(-1);
    const last = series.at(-1)!;
    // The latest point of the series read and its latest year-end (a balance's series may end at a quarter).
    for (const p of loose ? new Set([last, series.findLast(yearEndPoint) ?? last]) : []) {
      const prev = series[series.indexOf(p) - 1];
      const step = prev && yearOf(p) - yearOf(prev) === 1 ? changes(m, series, prev, p) : [];
      latest.push(figureCandidate({ label: "", value: p.value, unit: p.unit }), ...step);
    }
    const before = (p: FactPoint | undefined) => (p ? series[series.indexOf(p) - 1] : undefined);
    const consecutive = (p: Point): Point => {
      const b = before(p);
      return p && b && yearOf(p) - yearOf(b) === 1 ? b : undefined;
    };
    // With a base year (较2023年) a change is measured from it, not from the year before; a figure no year places may
    // be the change into any year, as it may be any year's level.
    const base =
      a.baseYear ??
      extremeBaseYear(a.read, series, to, yearOf) ??
      (a.spanYears && to ? yearOf(to) - a.spanYears : null);
    if (base !== null) {
      const from = series.find((p) => yearOf(p) === base);
      moves.push(...changes(m, series, from, to));
      // "三年原地踏步（2023年-1.6%、2024年-0.5%…）": a figure placed at a year of its own is that year's change; a span
      // (三年), not a base year the clause names, set the base.
      // "增速从2018年的38.4%降到…": in a clause about growth rates, a year's figure is that year's growth, base or not.
      const rateOfYear =
        GROWTH_WORDS.test(a.read) ||
        (a.baseYear === null && !f.fromBase) ||
        baseYearRate(f, m) ||
        bracketRate(a.read, f);
      // "两年的复合增速约28%": the yearly rate compounding from the base to the period judged.
      if (COMPOUND_WORDS.test(a.read) && from && to && from.value > 0 && to.value > 0 && yearOf(to) > base) {
        moves.push({ value: compoundRate(from.value, to.value, yearOf(to) - base), kind: "percent" });
      }
      if (f.placed && rateOfYear) moves.push(...changes(m, series, consecutive(own), own));
    } else if (f.prior && f.n.kind === "percent" && entryOf(m).kind === "amount") {
      // "比去年同期15%以上的增速": a rate written at the year before is that year's own change, not the one into now.
      moves.push(...changes(m, series, consecutive(own), own));
    } else if (f.year === null && target === null && YOY_FIGURE.test(a.read.slice(0, f.n.index + f.n.raw.length))) {
      // "归母净利润1483.91亿，同比增长6.2%": 同比 with no year is the change into the latest period, not any year's.
      moves.push(...changes(m, series, consecutive(series.at(-1)!), series.at(-1)));
    } else if (f.year === null && target === null) {
      for (const p of series) moves.push(...changes(m, series, consecutive(p), p));
    } else moves.push(...changes(m, series, consecutive(to), to), ...changes(m, series, consecutive(own), own));
    // A clause naming several years ("2021-2025年…") may state the change over the whole span.
    // "从2016年到2018年" reads its years as 2017-2018 from the base 2016: the span starts at the base.
    if (a.years.length >= 2) {
      const first = series.find(
        (p) => yearOf(p) === Math.min(...a.years, ...(a.baseYear === null ? [] : [a.baseYear])),
      );
      moves.push(...changes(m, series, first, to));
    }
  }
  // "总市值约6,887亿元，对应2024年归母净利约13.7倍PE": a multiple computed from the stored inputs counts too.
  const derived = derivedValuations(a, written, m, facts);
  values.push(...derived.map((d) => ({ value: d.value, kind: d.kind })));
  if (shown.length === 0 && derived.length === 0) return null;
  const span = spanFigures(a, f, m, facts);
  // "三年合计约1029亿", "复合增速约6%": a figure computed over the span is checked as that alone.
  if (span.only)
    return { values: span.values, changes: span.changes, found: span.found.join("、"), computed: span.computed };
  const found = [...shown.slice(-3).map((p) => `${periodName(p)} ${show(m, p.value)}`), ...derived.map((d) => d.text)]
    .slice(-4)
    .join("、");
  // 中国石化's ROE ends in 2019: a figure no year places is the latest period's, which the series does not hold.
  const held = all.filter((s) => s.length > 0).map((s) => yearOf(s.at(-1)!));
  const newest = loose ? newerReport(facts, Math.max(...held)) : null;
  const recent = newest !== null ? { latestMissing: newest } : loose ? { latest } : {};
  // "较2022年下降了12个百分点": points are a ratio's difference, never its relative change (−12.2 %).
  // "净利率首次突破20%": a ratio's percent not written as a change is its level, never its relative change (+21 %).
  const asLevel =
    e.kind === "ratio" && f.n.kind === "percent" && !changeFigure(f) && !a.direction && !GROWTH_WORDS.test(a.read);
  const shownMoves =
    (f.n.kind === "pp" && e.kind === "ratio") || asLevel ? moves.filter((c) => c.kind !== "percent") : moves;
  return { values, changes: shownMoves, found, computed: span.computed, ...recent };
}

/** "52周区间37.31—48.55", "【行情卡片】比亚迪 102.98": a price written bare (price-range.ts). */
const pricedBare = (read: string, n: ExtractedNumber): boolean =>
  n.kind === "bare" && barePrice(read.slice(0, n.index));

export function checkFigures(a: Assertion, facts: Facts, skip: ReadonlySet<ExtractedNumber>): ClaimCheck[] {
  const target = a.years.length > 0 ? Math.max(...a.years) : null;
  return (
    a.figures
      // A figure naming no metric, or a price with no price facts or no unit of money, is left to the citation check.
      // A volume figure is the price facts' (check-market.ts), as is a session's move ("最大单日跌幅约6.3%").
      .filter((f) => !skip.has(f.n) && f.role !== "none" && f.role !== "volume")
      .filter(
        (f) => !(f.role === "unheld" && f.subject === "单日" && (MAX_DAY.test(a.read) || NAMED_SESSION.test(a.read))),
      )
      .filter((f) => f.role !== "price" || (facts.market && (f.n.kind === "amount" || pricedBare(a.read, f.n))))
      // "MA60（约106.8元）", "约6.29元的250日均线": an average's value, read by check-market.ts, not the close.
      .filter((f) => f.role !== "price" || !averagePriced(a.read, f.n))
      // "股价夹在41.03元与42.83元之间": two averages' values the close is read between (average-between.ts).
      .filter((f) => f.role !== "price" || !facts.market || !betweenAverageLevel(a.read, f.n, facts.market))
      // An RSI value is read by the price facts' own RSI(14) of the last bar when the bars are held (check-market.ts).
      .filter((f) => !(f.role === "metric" && f.metric === "rsi" && (facts.market?.rsi14 ?? null) !== null))
      // "2017年以来最高90.95%": the span's extreme, checked by the record check (valued-extremes.ts).
      .filter((f) => !(a.direction?.extreme && valuedExtreme(a) === f.n))
      .map((f): ClaimCheck => {
        const n = f.n;
        if (f.role === "peer") {
          const why = isCompanyName(`${f.subject}`) ? "其他公司的数据未核验" : "不在本公司数据中";
          return undecided("number", `${f.subject}`, `“${n.raw}”是${f.subject}的数据，${why}`);
        }
        if (f.role === "unheld")
          return undecidedFigure(`${f.subject}`, `数据中没有${f.subject}，无法核验“${n.raw}”`, n.raw);
        if (f.role === "price") return checkPriceOf(n, f.bound, facts, a);
        if (f.role === "perDay") return checkPerDay(a, f, facts);
        if (f.role === "sum") return f.per ? checkSumRatio(a, f, facts) : checkSum(a, f, facts);
        if (!f.metric) return undecided("number", "指标", `“${n.raw}”说的是哪项指标不明，无法核验`);
        const m = f.metric;
        const streak = streakBound(a, f, m, facts);
        if (streak) return streak;
        const first = firstCrossing(a, f, facts);
        if (first) return first;
        // "较上年的925亿元", "较928.26亿元增长": the level compared with is the year before the one judged.
        const where = f.prior && target !== null ? `${target - 1}年` : f.year !== null ? `${f.year}年` : "";
        const label = f.role === "ratio" ? `${entryOf(m).label}/${entryOf(f.per!).label}` : entryOf(m).label;
        const growth = f.role === "ratio" && GROWTH_RATIO.test(a.read.slice(0, f.n.index));
        const c: Candidates | null =
          f.role === "ratio"
            ? ratioCandidates(f, m, f.per!, facts, target, growth, a.read)
            : bookDiscounted(a, f, m, facts, candidatesOf(a, f, m, facts));
        const period = a.period.kind === "annual" ? "" : a.period.name;
        if (!c)
          return undecidedFigure(`${where}${label}`, `没有${where}${period}${label}的数据，无法核验“${n.raw}”`, n.raw);
        // "负债率约58%（591.64亿/1013.52亿）": an amount bound to a ratio (or a 倍 to a %) is no value the metric can
        // take - an input or another quantity the binding could not place - so it is undecided, not failed.
        const sameKind = [...c.values, ...c.changes].some((v) =>
          matchesFigure({ ...n, value: v.value, decimals: 6 }, v),
        );
        // "由17.85亿元扩大至316.42亿元，约17.7倍": the figure is kept, so one computed from shown figures is read.
        if (!sameKind) {
          const why = `“${n.raw}”不是${label}这类数值，未能确定它指哪项数据`;
          return { ...undecided("number", `${where}${label}`, why), figure: n.raw };
        }
        // A change with no earlier period to measure it from (一季度同比 without last year's 一季度) is undecided.
        const asChange = f.change || (n.kind === "percent" && entryOf(m).kind === "amount");
        if (asChange && f.role === "metric" && c.changes.length === 0) {
          return undecided("number", `${where}${label}`, `没有${label}可比的上一期数据，无法核验“${n.raw}”`);
        }
        // "净流出944.76亿，几乎是上年（488.75亿）的两倍": the base level of an outflow is written as its size; so is a
        // level after 流出 ("而2024年仅流出17.85亿元"), after 净流出 anywhere before it ("净流出从17.85亿元扩大到
        // 316.42亿元", "流出却扩大到316亿"; a 现金流出 without 净 may be gross) or in a clause going on with the flow.
        const outflowBase =
          ((f.prior ||
            f.fromBase ||
            /流出[^\d，,；;]{0,5}$/.test(a.read.slice(0, n.index)) ||
            /净流出/.test(a.read.slice(0, n.index)) ||
            // "净流出316.42亿元，而2024年只有17.85亿元": a clause going on with the flow the clause before named.
            (a.bound === "previous" && !/流入/.test(a.read) && /现金流/.test(entryOf(m).label))) &&
            n.kind === "amount" &&
            n.value > 0 &&
            (/流出/.test(a.read) || a.bound === "previous")) ||
          (n.kind === "amount" && shortfallSize(a.read.slice(0, n.index)));
        // "同比+19.0%", "净利增19.0%" when it fell 19 %: a sign written on a rate is its direction, with its size.
        const signed = signWritten(n, a.read, f.year !== null || a.years.length > 0);
        // "2020年扣非净利润也有五百多亿": an amount with no change word before it is a level, never a change's size.
        const level =
          n.kind === "amount" &&
          !changeFigure(f) &&
          !CHANGE_IN_CLAUSE.test(a.read.slice(0, n.index)) &&
          !/差/.test(a.read);
        const stated = level ? c.changes.filter((v) => v.kind !== "amount") : c.changes;
        const moves = ratioChangeReadings(n, entryOf(m).kind === "ratio", stated);
        const ok =
          (!boundedChange(f, a.read) && c.values.some((v) => matchesFigure(n, v, f.bound))) ||
          (outflowBase && c.values.some((v) => v.value < 0 && matchesFigure(n, { ...v, value: -v.value }, f.bound))) ||
          moves.some((v) =>
            signed
              ? matchesFigure(n, v, f.bound, true)
              : matchesFigure(absolute(n), { ...v, value: Math.abs(v.value) }, f.bound, true),
          );
        const fits = (v: Candidate) => matchesFigure(absolute(n), { ...v, value: Math.abs(v.value) }, f.bound, true);
        if (!ok && f.role === "metric" && pointsOnAmount(n, entryOf(m).kind === "ratio", stated, fits)) {
          const reason = `“${n.raw}”是${label}的变动幅度，但${label}是金额，变动应以%表示，不是百分点`;
          return { kind: "number", ok: false, figure: n.raw, expected: `${where}${label}`, found: c.found, reason };
        }
        const flipped = signed && c.changes.some((v) => matchesFigure(n, { ...v, value: -v.value }, f.bound, true));
        // Another report period's level that the clause's period does not hold: not compared, so not failed.
        if (!ok && f.otherPeriod)
          return undecided("number", f.otherPeriod, `“${n.raw}”是${f.otherPeriod}的数值，未与该期数据核对`);
        // "毛利率20.1%（Q1）→18.0%（H1累计），下滑约2.1个点": a change between the report periods the clause tags.
        const tagged = a.figures.find((g) => g.otherPeriod)?.otherPeriod;
        if (!ok && tagged && changeFigure(f))
          return undecided("number", tagged, `“${n.raw}”是与${tagged}之间的变动，未与该期数据核对`);
        // "上半年末…较上年末增加约185亿": a half year's view holds no year-end level (a first quarter's does).
        const noYearEnd = a.period.kind !== "annual" && a.period.kind !== "q1";
        if (!ok && (f.prior || f.change) && noYearEnd && YEAR_END_BASE.test(a.read))
          return undecided("number", "上年末", `“${n.raw}”是与上年末相比的数值，季度数据中没有上年末，未核对`);
        const missing = c.latestMissing && f.role === "metric" ? noLatest(n, c.latestMissing, label) : null;
        const earlier = ok && c.latest && f.role === "metric" ? earlierOnly(n, f.bound, c.latest, label) : null;
        const stale = missing ?? earlier ?? (ok ? oldOnlyFigure(a, f, facts) : staleNowFigure(a, f, facts));
        if (stale) return stale.ok === null ? { figure: n.raw, ...stale } : stale;
        const part = ok ? null : dividendOnlyBelow(a.read, f, c.values, `${where}${label}`);
        if (part) return part;
        // A figure is failed only on a confident binding; else what it is a value of is not known (未能确定).
        const [computed, kind] = [c.computed ?? new Set<Derivation>(), a.period.kind];
        const doubt =
          uncomputedDerivation(a.read, f, a.figures, computed, kind) ??
          (ok ? null : (nextYearQuarter(a, f, facts) ?? bindingDoubt(a.read, f, a.figures, computed, kind))) ??
          (ok ? null : (periodDoubt(a.read, kind) ?? consolidatedDoubt(a, f, facts)));
        // Kept with its figure: one the sentence computes from figures it shows is read (shown-arithmetic.ts).
        if (doubt) return { ...undecided("number", `${where}${label}`, doubt), figure: n.raw };
        // A denied level is matched on levels only ("4.9倍，而不是2倍" says nothing of a change of about two), and a
        // figure no year places is matched against every year's level, so its hit may be another year's.
        const hit = asChange ? ok : c.values.some((v) => matchesFigure(n, v, f.bound));
        const unsure = (f.year === null && !f.prior && c.values.length > 1) || n.decimals === 0 || f.bound !== null;
        if (figureDenied(a.read, n)) return deniedFigureCheck(n, hit, `${where}${label}`, c.found, unsure);
        return {
          kind: "number",
          ok,
          figure: n.raw,
          expected: `${where}${label}`,
          found: c.found,
          reason: ok
            ? `“${n.raw}”与${where}${label}相符`
            : flipped
              ? `“${n.raw}”的正负号与${where}${label}的变动方向相反`
              : `“${n.raw}”不是${where}${label}的数值（${c.found}）`,
        };
      })
  );
}
