import type { Assertion, CarriedBase } from "./assertion";
import { type PeriodKind, YEAR_END_BASE, quarterBeforeIsBase, reachesLevel } from "./periods";
import { entryOf } from "./check-series";
import type { ClaimMetric } from "./metric-lexicon";
import { FLOW_SERIES } from "./period-facts";
import { reportBaseOf } from "./report-bases";
import { SEQUENTIAL_FRAME } from "./sentence-state";
import { rateChangeOf } from "./rate-change";
import { yearBeforeBase } from "./year-then-quarter";

/**
 * The base one clause of a sentence names rules its other clauses that name none:
 * "一季度末资产负债率70.94%，与2025年末的70.74%基本持平，杠杆没有继续下降" reads 没有继续下降 from the year-end;
 * "一季度毛利率回升到18.81%，比2025年全年的17.74%高出约1.1个百分点" reads 回升 from the year;
 * "一季度归母净利环比回落约10%，短期盈利动能边际走弱" reads 走弱 on the quarter before.
 * A 环比 clause naming no period ("营收环比同样回落：26Q1为…") takes its sentence's quarter.
 * Only where the sentence names one base and no year-on-year one (同比, 同期, 去年…): else which base a bare
 * clause means is not known, and it keeps its own year-on-year reading.
 */

// A base a year before: 同比, 同期, 较去年 (not 去年末, 去年全年, 去年四季度: a year-end, a year, a quarter), 比2024年.
const YEAR_ON_YEAR = new RegExp(
  String.raw`同比|同期|yoy|(?:去年|上年)(?![末底]|全年|年度|第?[一二三四]季度|Q[1-4])|` +
    String.raw`(?:较|比|相比|相较于?)\s*\d{4}年(?![末底全度一二三四第Q])`,
  "i",
);
const SEQUENTIAL = /环比|季节性/;
const RUN = /逐季|逐年|连续|每个?季度?都|各季度?/;
const RUN_OF_QUARTERS = /逐季/;
const SINGLE_QUARTERS: ReadonlySet<PeriodKind> = new Set(["q1", "q2s", "q3s", "q4s"]);

/** The base a clause names itself: another kind of report period paired with its own, or the quarter before it. */
function ownBase(a: Assertion): CarriedBase | null {
  const kind = a.period.kind;
  if (kind === "annual") return null;
  const base = reportBaseOf(a.read, kind);
  if (base && base.kind !== "qs" && base.kind !== "ttm") return { kind: "pair", base };
  if (!SINGLE_QUARTERS.has(kind)) return null;
  const sinceYearEnd = kind === "q1" && YEAR_END_BASE.test(a.text);
  return SEQUENTIAL.test(a.text) || sinceYearEnd || quarterBeforeIsBase(a.text, kind) ? { kind: "sequential" } : null;
}

// A clause that only frames the sentence as 环比 (SEQUENTIAL_FRAME) rules its quarter clauses: each is against the
// quarter before.
const SEQUENTIAL_BASE: CarriedBase = { kind: "sequential" };
const framedBase = (sentence: readonly Assertion[], a: Assertion): CarriedBase | null =>
  SINGLE_QUARTERS.has(a.period.kind) && !sentence.some((b) => ownBase(b)) ? SEQUENTIAL_BASE : null;

const sameBase = (x: CarriedBase, y: CarriedBase): boolean =>
  x.kind === "sequential" || y.kind === "sequential"
    ? x.kind === y.kind
    : x.base.kind === y.base.kind && x.base.year === y.base.year && x.base.lastYear === y.base.lastYear;

/**
 * "Q4单季归母净利润231.67亿元、同比+57%，26Q1回落至207.38亿元": a first quarter's level reached right after the year
 * before's fourth quarter moves from that quarter, across the year's turn, as a later quarter's does within a year
 * (quarterBeforeIsBase); a 同比 of the fourth quarter's own clause does not make it year-on-year.
 */
function afterFourthQuarter(assertions: readonly Assertion[], a: Assertion): boolean {
  if (a.period.kind !== "q1" || !reachesLevel(a.text) || SEQUENTIAL.test(a.text)) return false;
  const at = assertions.indexOf(a);
  const b = assertions.slice(0, at).findLast((x) => x.from === "claim" && x.sentence === a.sentence);
  // "2025年单季归母净利润逐季抬升，2026年一季度回落至…": a run over a year's single quarters ends at its fourth.
  const runOfYear = b?.period.kind === "qs" && RUN_OF_QUARTERS.test(b.text) && b.years.length === 1;
  if (b?.period.kind !== "q4s" && !runOfYear) return false;
  const [own, theirs] = [a.years.at(-1), b.years.at(-1)];
  return own === undefined || theirs === undefined || theirs === own - 1;
}

const isFlow = (m: ClaimMetric): boolean => entryOf(m).series.some((s) => FLOW_SERIES.has(s));

/** Each claim clause with the base its sentence names (a bare 环比 clause: its quarter too), where it names none. */
export function carryBases(assertions: readonly Assertion[]): Assertion[] {
  return assertions.map((a) => {
    if (a.from !== "claim" || a.attributed || a.scenario) return a;
    // "边际走弱" is a rate change only for a year's flow (clause-view.ts): it may still take its sentence's base.
    const rate = rateChangeOf(a.read);
    if (rate && !rate.marginal) return rateBase(assertions, a) ?? yearOnYearFrame(assertions, a);
    if (!a.direction && !a.magnitude) return a;
    const sentence = assertions.filter((b) => b.from === "claim" && b.sentence === a.sentence && b !== a);
    if (afterFourthQuarter(assertions, a)) return { ...a, carriedBase: SEQUENTIAL_BASE };
    // "TTM…比FY25的326.19亿又少了约16%": a year against twelve months is their pair's base, not a year-on-year one.
    const yearOnYear = (b: Assertion): boolean =>
      YEAR_ON_YEAR.test(b.text) && !(b.period.kind === "ttm" && ownBase(b)?.kind === "pair");
    if (yearOnYear(a)) return a;
    // "毛利率从19.44%降到17.74%，…，2026年一季度回升至18.81%": a quarter going on from its sentence's year before.
    const yearBefore = yearBeforeBase(assertions, a);
    if (yearBefore) return { ...a, carriedBase: yearBefore };
    if (sentence.some(yearOnYear)) return a;
    // "2025年四个季度的利润在逐季走低": a run over quarters is measured quarter by quarter, not from one base.
    if (RUN.test(a.text)) return a;
    const donors = sentence.flatMap((b) => {
      const base = ownBase(b) ?? (SEQUENTIAL_FRAME.test(b.read.trim()) ? framedBase(sentence, a) : null);
      return base ? [{ b: base === SEQUENTIAL_BASE ? { ...b, period: a.period, years: a.years } : b, base }] : [];
    });
    const first = donors[0];
    if (!first || donors.some((d) => !sameBase(d.base, first.base) || d.b.period.kind !== first.b.period.kind))
      return a;
    const donor = first.b;
    // "营收环比同样回落：26Q1为1291.31亿元，较25Q4的…": a bare 环比 clause is of its sentence's quarter.
    if (
      a.period.kind === "annual" &&
      a.years.length === 0 &&
      SEQUENTIAL.test(a.text) &&
      first.base.kind === "sequential"
    )
      return { ...a, period: donor.period, years: donor.years, yearsInherited: true };
    if (ownBase(a) || a.period.kind !== donor.period.kind) return a;
    // "一季度利润腰斩，但负债率70.94%与年末70.74%基本持平": a year-end is a base of what is held at a date, never of a
    // flow's move told beside it (a quarter's profit stays year on year).
    if (first.base.kind === "pair" && first.base.base.kind === "yearEnd" && a.metric && isFlow(a.metric)) return a;
    const years = a.yearsInherited || a.years.length === 0 || a.years.join() === donor.years.join();
    return years ? { ...a, carriedBase: first.base } : a;
  });
}

/**
 * Report periods of one year in order, each chain of one kind: periods that contain one another, single quarters,
 * halves. A rate is compared with an earlier one's of its chain ("三季度同比约+1.0%；四季度增速升至3.41%").
 */
const CUMULATIVE: readonly PeriodKind[] = ["q1", "h1", "q3", "annual"];
const CHAINS: readonly (readonly PeriodKind[])[] = [CUMULATIVE, ["q1", "q2s", "q3s", "q4s"], ["h1", "h2"]];
const chainOf = (kind: PeriodKind) => CHAINS.find((c) => c.includes(kind) && kind !== "annual");
/**
 * The cumulative period a single quarter closes (三季度单季 → 前三季度): its rate lies on the same side of that
 * period's as of the report's before (the cumulative rate is the quarters' rates weighted by a year earlier's), so
 * "前三季度同比下降7.55%；三季度单季同比降幅扩大至32.6%" compares the quarter with the nine months stated before.
 */
const CLOSES: Partial<Record<PeriodKind, PeriodKind>> = { q2s: "h1", q3s: "q3", q4s: "annual" };

/**
 * "上半年营收同比增长23.3%，但前三季度增速已回落至12.7%左右": a rate change naming no base of its own is against the
 * rate its sentence stated just before for another cumulative period of the same year and metric.
 */
function rateBase(assertions: readonly Assertion[], a: Assertion): Assertion | null {
  const kind = a.period.kind;
  if (!chainOf(kind) || reportBaseOf(a.read, kind)) return null;
  const at = assertions.indexOf(a);
  const b = assertions
    .slice(0, at)
    .findLast((x) => x.from === "claim" && x.sentence === a.sentence && x.period.kind !== kind);
  // Only a period of its chain ending before the one judged is its base ("全年增长1.2%，一季度增速回升" is no pair).
  const chain = CHAINS.find((c) => b !== undefined && c.includes(kind) && c.includes(b.period.kind));
  const earlier =
    b !== undefined &&
    ((chain !== undefined && chain.indexOf(b.period.kind) < chain.indexOf(kind)) || CLOSES[kind] === b.period.kind);
  // The clause before states its growth: a move, or a rate ("上半年还有23.3%的营收增速").
  const grew = b !== undefined && (b.direction !== null || b.numbers.some((n) => n.kind === "percent"));
  if (!b || (a.metric && b.metric !== a.metric) || !grew) return null;
  // "2025年全年净利润增长1.2%，一季度增速有所回升": the year's growth stated is the base meant, of which year's first
  // quarter not said; no same period a year earlier is read in its place (rate-change.ts).
  if (!earlier) return { ...a, rateFrame: "open" };
  const [own, theirs] = [a.years.at(-1), b.years.at(-1)];
  if (own !== undefined && theirs !== undefined && own !== theirs) return null;
  const year = own ?? theirs ?? null;
  const base = { index: 0, end: 0, name: b.period.name, kind: b.period.kind, year, lastYear: false };
  return { ...a, carriedBase: { kind: "pair", base } };
}

/** A rate figure stated with its move: "同比仅增约1.5%", "增长约48.5%", "同比-55.4%". */
const STATED_RATE = /(?:同比|增长|增|下降|下滑|降|减少|减)\s*(?:了|仅|约|近|超|达)*\s*[-+−]?\d+(?:\.\d+)?\s*%/;

/**
 * "2026年一季度归母净利润272.43亿元，同比仅增约1.5%，增速降到个位数": a rate change naming no base after its sentence
 * stated the period's own 同比 rate moves against that rate's base period's rate, a year earlier (rate-change.ts).
 */
function yearOnYearFrame(assertions: readonly Assertion[], a: Assertion): Assertion {
  if (reportBaseOf(a.read, a.period.kind)) return a;
  const at = assertions.indexOf(a);
  const stated = assertions
    .slice(0, at + 1)
    .some(
      (b) =>
        b.from === "claim" &&
        b.sentence === a.sentence &&
        b.period.kind === a.period.kind &&
        (!a.metric || !b.metric || b.metric === a.metric) &&
        STATED_RATE.test(b.read),
    );
  return stated ? { ...a, rateFrame: "yearOnYear" } : a;
}
