import type { Assertion } from "./assertion";
import type { BoundFigure } from "./binding";
import { type ClaimCheck, entryOf, quoted, undecided } from "./check-series";
import { checkRateChange, rateChangeOf } from "./rate-change";
import { checkPeakYears } from "./peak-years";
import { checkQuarterRank } from "./quarter-ranks";
import { checkQuarterRateRun } from "./quarter-rate-runs";
import { checkQuarterYoySpan } from "./quarter-yoy-span";
import { checkQuarterRun } from "./quarter-runs";
import { checkYearRun } from "./year-runs";
import { ttmStepView } from "./ttm-steps";
import type { Facts } from "./facts";
import { FLOW_SERIES, type PeriodValue, latestReportPeriod, periodValue } from "./period-facts";
import {
  BALANCES,
  KINDS,
  type ViewPoint,
  basisFor,
  periodView,
  quarterRunView,
  quarterly,
  sequentialView,
} from "./period-view";
import { type PeriodKind, YEAR_END_BASE, quarterBeforeIsBase } from "./periods";
import { type ReportBase, reportBaseOf } from "./report-bases";
import { singleQuarterBefore } from "./prior-quarter";
import { latestQuarterYear } from "./latest-quarter";
import { anchoredYear } from "./quarter-years";
import { valuedStart } from "./valued-start";
import { yearlyRun } from "./yearly-run";
import { windowInQuarters } from "./extreme-windows";
import { startsAtYearEnd } from "./year-end-start";

const SINGLE_QUARTERS: readonly PeriodKind[] = ["q1", "q2s", "q3s", "q4s"];

/**
 * The facts a clause is read on: its report period's view (a year, 前三季度 against the year before's), the quarter
 * before it (环比), every single quarter (创单季新高), or - when it compares its period with a base of another kind
 * (比年中的69.3%, 较上半年的26.5%, 比2025年全年的91.2%, 较年初, 与2025年末持平) - the two periods paired. The pair is
 * shaped as two consecutive "years" (the base, then the clause's period), so every check that reads a change reads it
 * between them, and the clause handed to the checks says so (no base year, the base's figures the earlier level).
 */

type Read = Pick<PeriodValue, "period" | "value" | "unit" | "publicDate">;

/** One series' value of a period kind in a year: a balance at the period's end, a flow on the kind's basis. */
function valueIn(name: string, facts: Facts, kind: ReportBase["kind"], year: number): Read | null {
  const points = facts.series[name] ?? [];
  const flow = FLOW_SERIES.has(name);
  // A year's end is a balance's level (年初, 上年末); a flow has no level at a date.
  if (kind === "yearEnd") return flow ? null : periodValue(points, `${year}-12-31`, "ytd", false);
  if (kind === "annual") return periodValue(points, `${year}-12-31`, "annual", flow);
  const spec = KINDS[kind];
  if (!spec) return null;
  const end = spec.end ?? latestReportPeriod(facts, name)?.slice(5);
  return end ? periodValue(points, `${year}-${end}`, basisFor(name, spec.basis), flow) : null;
}

const KIND_NAMES: Record<ReportBase["kind"], string> = {
  annual: "全年",
  yearEnd: "末",
  q1: "一季度末",
  h1: "上半年末",
  q3: "前三季度",
  q2s: "二季度末",
  q3s: "三季度末",
  q4s: "四季度末",
  qs: "单季",
  ttm: "TTM",
  h2: "下半年",
};

/** "2025年上半年", "2024年末"; a balance is named at the period's end. */
function labelOf(name: string, kind: ReportBase["kind"], year: number): string {
  if (kind === "annual") return `${year}年`;
  const spec = kind === "yearEnd" ? null : KINDS[kind];
  return `${year}年${spec && !BALANCES.has(name) ? spec.name : KIND_NAMES[kind]}`;
}

/** What adds up over a period: flows and the unannualised ROE (a quarter's ROE is a part of the year's). */
const accumulates = (name: string): boolean => FLOW_SERIES.has(name) || name === "roe";
/** Months a period spans: a flow is paired only with a base no longer than its own period (比上半年又增加192亿). */
const MONTHS: Record<ReportBase["kind"], number> = {
  annual: 12,
  ttm: 12,
  q3: 9,
  h1: 6,
  h2: 6,
  q1: 3,
  q2s: 3,
  q3s: 3,
  q4s: 3,
  qs: 3,
  yearEnd: 0,
};

/** The latest year in which a series has a value of the kind (the clause names none). */
function latestYear(facts: Facts, kind: PeriodKind): number | null {
  let best: number | null = null;
  for (const [name, points] of Object.entries(facts.series)) {
    if (!quarterly(name, points)) continue;
    for (const y of new Set(points.map((p) => Number(p.period.slice(0, 4)))))
      if ((best === null || y > best) && valueIn(name, facts, kind, y)) best = y;
  }
  return best;
}

/** The clause's period and its base, paired per series as two consecutive years; null when no series holds both. */
export function basePairView(facts: Facts, kind: PeriodKind, base: ReportBase, year: number): Facts | null {
  const baseYear = base.year ?? (base.lastYear ? year - 1 : year);
  const series: Record<string, ViewPoint[]> = {};
  for (const [name, points] of Object.entries(facts.series)) {
    // "一季度归母净利润…与去年全年相比已经过半": a quarter's flow against a year's is a share, not a change.
    if (!quarterly(name, points) || (accumulates(name) && MONTHS[base.kind] > MONTHS[kind])) continue;
    const now = valueIn(name, facts, kind, year);
    const then = valueIn(name, facts, base.kind, baseYear);
    if (!now || !then || now.period === then.period) continue;
    const point = (r: Read, y: number, label: string): ViewPoint => ({
      period: `${y}-12-31`,
      value: r.value,
      unit: r.unit,
      publicDate: r.publicDate,
      label,
    });
    series[name] = [
      point(then, year - 1, labelOf(name, base.kind, baseYear)),
      point(now, year, labelOf(name, kind, year)),
    ];
  }
  return Object.keys(series).length > 0 ? { ...facts, series } : null;
}

/** A figure written as the base's level ("比上半年的26.5%", "较2024年末的74.6%") is the pair's earlier point. */
function pairedFigure(f: BoundFigure, base: ReportBase, baseYear: number, year: number, read: string): BoundFigure {
  if (f.otherPeriod && (base.name.includes(f.otherPeriod) || f.otherPeriod.includes(base.name))) {
    const { otherPeriod: _, ...rest } = f;
    return { ...rest, prior: true, year: null };
  }
  // "从2025年末3335.13亿元增至一季度末3519.97亿元": a figure after the move's 至/到 is the clause's own period's.
  const to = /^[从由]/.test(read.slice(base.index)) ? /[到至]/.exec(read.slice(base.end)) : null;
  if (to && f.n.index >= base.end + to.index && f.year === baseYear) return { ...f, year };
  return f.year === baseYear && baseYear !== year ? { ...f, year: year - 1 } : f;
}

/** Without the pair, nothing after the base is judged (与上半年相比的口径, 未能核验), nor the change it states. */
function unpaired(a: Assertion, base: ReportBase, view: Facts | null): Chosen | null {
  if (!view) return null;
  const word = `与${base.name}相比的口径`;
  const judged = a.direction !== null || a.magnitude !== null;
  const extra = judged ? [undecided("scope", word, `数据中没有${word}，无法核验${quoted(a)}`)] : [];
  const read: Assertion = {
    ...a,
    direction: null,
    magnitude: null,
    figures: a.figures.map((f) =>
      f.n.index >= base.index ? { ...f, role: "unheld" as const, metric: null, subject: word } : f,
    ),
    terms: [...a.terms, { index: base.index, end: base.end, kind: "unheld", word }],
  };
  return { a: read, view, extra };
}

/** The clause as its checks read it, the facts they read it on, and what its period leaves undecided. */
export interface Chosen {
  a: Assertion;
  view: Facts;
  extra: ClaimCheck[];
}

/** The clause as its checks read it and the facts they read it on; null when its period has no data. */
export function clauseView(written: Assertion, facts: Facts, yearsBefore: readonly number[] = []): Chosen | null {
  // "从14.93%逐年提高到25.26%": the start placed in the year it equals (valued-start.ts), each year of it a step.
  const a = yearlyRun(valuedStart(anchoredYear(written, facts, latestYear), facts));
  const kind = a.period.kind;
  const year = a.years.length > 0 ? Math.max(...a.years) : null;
  // "一季度末…负债率也从61.94%小升到62.32%": a quarter-end balance moving from the year-end's level
  // (year-end-start.ts).
  const fromYearEnd = kind !== "annual" && startsAtYearEnd(a, facts, year ?? latestYear(facts, kind) ?? 0);
  // "2026Q1末货币资金…较上年末增加": a first quarter's end against the year-end before it is the quarter before it.
  const sinceYearEnd = kind === "q1" && (YEAR_END_BASE.test(a.text) || fromYearEnd);
  // "季节性走弱": a season is the quarter against the one before it, not against the same quarter a year before.
  const sequential =
    (/环比|季节性/.test(a.text) ||
      sinceYearEnd ||
      quarterBeforeIsBase(a.text, kind) ||
      a.carriedBase?.kind === "sequential") &&
    kind !== "annual" &&
    !(fromYearEnd && kind !== "q1");
  // "是2025年盈利最差的一个季度": a quarter ranked among its own year's four.
  const ranked = checkQuarterRank(a, facts);
  if (ranked) return withView(ranked.a, periodView(facts, kind), ranked.checks);
  // "二季度…之后三季度78亿、四季度93亿，逐季回升": each quarter named against the one before it.
  const quarterRun = checkQuarterRun(a, facts);
  if (quarterRun) return withView(quarterRun.a, periodView(facts, kind), quarterRun.checks);
  // "创单季新高" compares the quarter with every quarter before it, not only with the same quarter of earlier years.
  const run = a.direction?.extreme !== undefined && /单季|个季度/.test(a.text) && kind !== "annual";
  // "Q4单季营收…是近7个季度里单季最高" naming no year: the latest public fourth quarter, not the latest quarter.
  const at = SINGLE_QUARTERS.indexOf(kind);
  const runYear = year ?? (at >= 0 && a.metric ? latestQuarterYear(facts, a.metric, at) : null);
  if (run) return withView(windowInQuarters(a), quarterRunView(facts, kind, runYear));
  // "2016-2019年连续四年增速超过20%", "增速逐年放缓": each year of a run of years.
  const yearRun = checkYearRun(a, facts);
  if (yearRun) return { a: yearRun.a, view: facts, extra: yearRun.checks };
  // "峰值出现在2023年", "是2019-2024年间唯一低于400亿元的一年": which year of a window holds the extreme or the bound.
  const peak = checkPeakYears(a, facts, yearsBefore);
  if (peak) return { a: peak.a, view: facts, extra: peak.checks };
  // A base its sentence names ("…，与2025年末的70.74%基本持平，杠杆没有继续下降") stands after its own words.
  const carried =
    a.carriedBase?.kind === "pair" ? { ...a.carriedBase.base, index: a.read.length, end: a.read.length } : null;
  const fromBase: ReportBase | null =
    fromYearEnd && kind !== "q1"
      ? { index: 0, end: 0, name: "年初", kind: "yearEnd", year: null, lastYear: true }
      : null;
  const base = reportBaseOf(a.read, kind) ?? carried ?? fromBase;
  // "…略高于2025年四季度单季的861.12亿元": a size word of the clause's own comparison sizes that gap, with its base.
  if (a.carriedBase?.kind === "sequential" && a.magnitude && !a.magnitude.ofGap)
    return carriedSize(a, facts, yearsBefore);
  // "降幅较上半年收窄", "增速由+47.8%回落至+6.5%", "增速较三季度的约2.1%略有放缓": the growth rates of two periods
  // compared (the quarter before's too), not the level's move.
  // "边际走弱" of a year's flow is its growth slowing; of a ratio or a quarter, the level's own move.
  const read = rateChangeOf(a.read);
  const rate = read?.marginal && (kind !== "annual" || !a.metric || entryOf(a.metric).kind !== "amount") ? null : read;
  // "下滑从三季度延续到年末": each quarter's year-on-year move over the span, not one quarter against the other.
  const span = rate ? null : checkQuarterYoySpan(a, facts);
  if (span)
    return { a: { ...a, direction: null, magnitude: null }, view: periodView(facts, kind) ?? facts, extra: [span] };
  if (!rate && sequential) return withView(a, sequentialView(facts, kind, year));
  // "降幅逐季扩大": each of the last single quarters' rates against the one before.
  const byQuarter = rate ? checkQuarterRateRun(a, facts, rate.sense) : null;
  if (byQuarter) return { a: { ...a, direction: null, magnitude: null }, view: facts, extra: [byQuarter] };
  if (rate) {
    const { checks, used } = checkRateChange(a, facts, rate, sequential ? quarterBefore(kind) : base);
    const rest = { ...a, direction: null, magnitude: null, figures: a.figures.filter((f) => !used.includes(f.n)) };
    const view = periodView(facts, kind);
    return view ? { a: rest, view, extra: checks } : { a: { ...rest, figures: [] }, view: facts, extra: checks };
  }
  if (!base || base.kind === "qs" || base.kind === "ttm") {
    const view = periodView(facts, kind);
    // "近四个季度…盈利能力仍在下行": a bare move of the twelve months from the twelve months a quarter before.
    const step = base ? null : ttmStepView(a, facts, view);
    return withView(latestIfUnnamed(a, facts), step ?? view);
  }
  const y = year ?? latestYear(facts, kind);
  const pair = y === null ? null : basePairView(facts, kind, base, y);
  // The pair must hold the clause's own metric, else its figures and words are read as before (未能核验).
  const held = a.metric !== null && entryOf(a.metric).series.some((s) => pair?.series[s] !== undefined);
  if (!pair || y === null || !held) return unpaired(a, base, periodView(facts, kind));
  const baseYear = base.year ?? (base.lastYear ? y - 1 : y);
  const figures = a.figures.map((f) => pairedFigure(f, base, baseYear, y, a.read));
  return { a: { ...a, years: [y], baseYear: null, spanYears: null, figures }, view: pair, extra: [] };
}

/**
 * "…，环比Q3下滑约8%，四季度走弱明显": a size word in a clause that takes the quarter before as its base from its
 * sentence is not judged on it (the scale of 明显 is a year's change, not a quarter's), only its direction and figures.
 */
function carriedSize(a: Assertion, facts: Facts, yearsBefore: readonly number[]): Chosen | null {
  const word = a.magnitude!.word;
  const chosen = clauseView({ ...a, magnitude: null }, facts, yearsBefore);
  const why = `${quoted(a)}的“${word}”没有写明比较基准，未能核验其幅度`;
  return chosen && { ...chosen, extra: [...chosen.extra, undecided("magnitude", word, why)] };
}

/** The single quarter right before a single quarter (a first quarter's is the year before's fourth). */
function quarterBefore(kind: PeriodKind): ReportBase | null {
  const step = singleQuarterBefore(kind);
  if (!step) return null;
  return { index: 0, end: 0, name: step.kind, kind: step.kind, year: null, lastYear: step.yearBack === 1 };
}

const withView = (a: Assertion, view: Facts | null, extra: ClaimCheck[] = []): Chosen | null =>
  view ? { a, view, extra } : null;

/**
 * "前三季度归母净利润252.38亿元", "【一季报】归母净利润372.86亿元": a report period naming no year is the latest one
 * public by asOf, so a level shown for it is that period's, not the same period's of an earlier year (a base named as
 * such, 上年同期的, stays the year before's).
 */
const OTHER_PERIOD = /同期|去年|上年|较|比|对|从|由|→|[(（]/;
const YOY_ONLY = /同比|yoy/i;

function latestIfUnnamed(a: Assertion, facts: Facts): Assertion {
  const kind = a.period.kind;
  if (kind === "annual" || kind === "qs" || a.years.length > 0) return a;
  const y = latestYear(facts, kind);
  if (y === null) return a;
  // Only before a word of another period: "而上年同期还有5.54%", "比去年一季度的10.92%", "272.43对268.47亿元".
  // "一季度单季归母净利272.43亿元，…，同比增幅也有11.6%": a 同比 change of the period is its own, the latest one's too
  // (同比 names the base, no other period of the figure's); not a 环比 one.
  const yoy = YOY_ONLY.test(a.read) && !/环比/.test(a.read);
  const other = OTHER_PERIOD.exec(yoy ? a.read.replace(/同比/g, "＿＿") : a.read)?.index ?? a.read.length;
  const level = (f: BoundFigure): boolean =>
    f.role === "metric" &&
    f.year === null &&
    !f.prior &&
    !f.fromBase &&
    (!f.change || yoy) &&
    !f.otherPeriod &&
    f.n.index < other;
  return { ...a, figures: a.figures.map((f) => (level(f) ? { ...f, year: y } : f)) };
}
