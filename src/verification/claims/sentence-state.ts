import type { Assertion } from "./assertion";
import { PRICED_NOW } from "./market-days";
import { indicatorNamed } from "./macd-zones";
import { carriedTopics } from "./uncovered-topics";
import type { PeriodKind } from "./periods";
import { judgedPeriodOf } from "./whole-year";

/** The period a clause names as its own (a period word, or 全年), as the state a sentence carries reads it. */
export { judgedPeriodOf };

/** What a clause inherits from the clauses before it in its sentence. */
export interface SentenceState {
  sentence: number;
  years: number[];
  period: { kind: PeriodKind; name: string } | null;
  /** The period came from a clause asserting nothing that named no year of its own (period-only.ts). */
  periodHeading?: boolean;
  conditional: boolean;
  forecast?: boolean; // a clause before forecast (forecast-carry.ts)
  /** A clause before reported the other side's claim ("空方称…"), and no 但/实际上 turned back to the point's own. */
  attributed: boolean;
  topics: string[];
  baseYear: number | null;
  /** The base was named in a clause of its own ("相比2019年的928.67亿元，…"): it rules the clauses after it. */
  leadBase: boolean;
  spanYears: number | null;
  recency: Assertion["recency"];
  /** A clause before priced the sentence at the last close (PRICED_NOW). */
  pricedNow?: boolean;
  company: string | null;
  /** The indicator the sentence spoke of last (macd-zones.ts). */
  indicator?: "macd" | "rsi";
  /** A clause before stated a move of the years it judged (同比下降19.0%): their change is said (earlierLevel). */
  moved?: boolean;
  /** A level of an earlier year shown after the years judged (earlierLevel): the base of a bare change after it. */
  earlier?: { year: number; later: number[] };
  /** The clause before only showed a level of one year (bareLevel): the base of a later year's level after it. */
  level?: { year: number; metric: Assertion["metric"] };
  /** A clause before only framed the sentence as 环比 (SEQUENTIAL_FRAME). */
  sequential?: boolean;
  /** A span of years framing the clause read (span-frames.ts): "四年时间，…从A做到B". */
  frame?: number | null;
  /** The clause after the one read (span-frames.ts noteFrames). */
  next?: string;
  /** The clauses before the one read, as written (span-frames.ts noteFrames). */
  said?: readonly string[];
  /** The year of a low or high a clause dated ("毛利率的低点在2022年"): the base of a change "比低点" after it. */
  extremeYear?: number;
  /** The clause that named the base moved from it ("自2022年的峰值连降两年"): its run is said (period-bases.ts). */
  baseRun?: boolean;
}

/**
 * "但环比看，一季度营收较Q4的1406亿元回落约8%，归母净利少了约24亿元": a clause that only frames its sentence as 环比;
 * the quarter clauses after it are against the quarter before (a bare 四季度 after a 一季度 is the year before's).
 */
export const SEQUENTIAL_FRAME = /^(?:但|而|不过|若|如果|从)?\s*环比(?:来看|上看|看|而言|口径)?[:：]?$/;

// `asOf` resolves relative years (去年, 上一财年); `company` (the point's code) makes another company's name a peer.
export type ParseOptions = { asOf?: string; company?: string | null };

/** A sentence's state before its first clause: nothing inherited yet. */
export const sentenceState = (sentence: number, company: string | null): SentenceState => ({
  sentence,
  years: [],
  period: null,
  conditional: false,
  attributed: false,
  topics: [],
  baseYear: null,
  leadBase: false,
  spanYears: null,
  recency: null,
  company,
});

const DATED_EXTREME = /低点|高点|谷底|峰值|低谷|高峰|最低|最高/;

/** What a parsed clause leaves to the clauses after it: its years, report period, topics, base and indicator. */
export function inherit(state: SentenceState, a: Assertion, clause: string): void {
  if (earlierLevel(state, a)) state.earlier = { year: a.years[0]!, later: state.years };
  else if (laterLevel(state, a)) state.earlier = { year: state.level!.year, later: a.years };
  else if (!a.yearsInherited && a.years.length > 0) state.earlier = undefined;
  state.level = bareLevel(a) ? { year: a.years[0]!, metric: a.metric } : undefined;
  if (!a.yearsInherited && a.years.length > 0) {
    if (a.years.join() !== state.years.join()) state.moved = false;
    // "2021-2024年从A增至B，2025年转为下滑，连续三年的增长就此中断": a clause that moves past every year said so far,
    // with no base of its own, leaves the span's base behind; the clauses after it speak of its year.
    const past = state.years.length > 0 && Math.min(...a.years) > Math.max(...state.years);
    if (past && a.baseYear === null && a.direction !== null) [state.baseYear, state.leadBase] = [null, false];
    state.years = a.years;
  }
  if (a.direction !== null || a.magnitude !== null) state.moved = true;
  if ((a.period.kind !== "annual" || judgedPeriodOf(clause)) && !quarterBefore(state, a))
    [state.period, state.periodHeading] = [a.period, false];
  if (DATED_EXTREME.test(clause) && a.years.length === 1 && !a.yearsInherited) state.extremeYear = a.years[0];
  if (a.topics.length > 0) state.topics = carriedTopics(clause, a.topics, a.metrics.length > 0);
  // The clause just read, pushed already, is priced at the last close by its own words or a clause before it.
  if (state.pricedNow || PRICED_NOW.test(clause)) [a.pricedNow, state.pricedNow] = [true, true];
  state.recency = a.recency && a.numbers.length === 0 && a.years.length === 0 ? a.recency : null;
  if (a.baseYear !== null && a.baseYear !== state.baseYear) {
    state.baseYear = a.baseYear;
    const lead = a.bound !== "own" && !a.yearsInherited;
    state.leadBase = lead || a.figures.every((f) => f.role !== "metric" || f.year === a.baseYear);
    state.baseRun = a.basis?.kind === "streak" && (a.direction !== null || a.magnitude !== null);
  }
  if (a.spanYears !== null) state.spanYears = a.spanYears;
  state.indicator = indicatorNamed(clause) ?? state.indicator;
  if (SEQUENTIAL_FRAME.test(a.read.trim())) state.sequential = true;
}

/**
 * A clause that only shows a level of one year before every year its sentence judged so far, moving nothing, while
 * the later year's change is still to be said. Once said ("2025年归母净利润同比下降19.0%，而2024年为402.54亿元，同比
 * 增长34.0%"), the earlier year is the new topic and a 同比 after it is its own.
 */
function earlierLevel(state: SentenceState, a: Assertion): boolean {
  const later = state.years.length > 0 ? a.years[0]! < Math.min(...state.years) : afterLatest(state, a);
  return !state.moved && later && bareLevel(a);
}

/** A clause that only shows a level of one year it names, moving and comparing nothing. */
const bareLevel = (a: Assertion): boolean =>
  !a.yearsInherited &&
  a.years.length === 1 &&
  a.baseYear === null &&
  a.numbers.length > 0 &&
  a.direction === null &&
  a.magnitude === null &&
  a.comparison === null;

/**
 * "2020年扣非净利润曾为-15.65亿元，2024年扣非480.57亿元，主业赚钱能力早已修复": a level of a later year right after
 * a level of the same metric in an earlier one, with no move said yet, sets the two years side by side: a bare change
 * or judgement after them is the move between them, not the later year's latest change.
 */
const laterLevel = (state: SentenceState, a: Assertion): boolean =>
  !state.moved &&
  state.level !== undefined &&
  state.level.metric !== null &&
  state.level.metric === a.metric &&
  bareLevel(a) &&
  a.years[0]! > state.level.year;

/**
 * "每股收益5.70元，2019年时只有3.62元，六年间增长约57%": a past year's level said as then's (时, 只有, 才) after a
 * figure its sentence places in no year (the latest) is the base of the move after it, which runs to the latest.
 */
const THEN_ONLY = /时|只有|仅有|仅为|才/;
const afterLatest = (state: SentenceState, a: Assertion): boolean =>
  THEN_ONLY.test(a.read) && (state.said ?? []).some((c) => /\d/.test(c));

const QUARTERS: readonly PeriodKind[] = ["q1", "q2s", "q3s", "q4s"];
/**
 * "2025年四季度单季归母净利润回落到364.09亿元，三季度为388.42亿元，环比约-6.3%": the quarter right before the one
 * judged, shown only as a level, is the base of the 环比 the next clause states; the period judged stays the later
 * one. Before a 同比 ("三季度单季1949.85亿元，同比-3.1%") the earlier quarter is judged in its own right.
 */
function quarterBefore(state: SentenceState, a: Assertion): boolean {
  const at = QUARTERS.indexOf(a.period.kind);
  return (
    at >= 0 &&
    /环比/.test(state.next ?? "") &&
    QUARTERS.indexOf(state.period?.kind ?? "annual") === at + 1 &&
    a.direction === null &&
    a.magnitude === null &&
    a.figures.every((f) => !f.change)
  );
}
