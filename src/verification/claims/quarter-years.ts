import type { Assertion } from "./assertion";
import type { Facts } from "./facts";
import type { PeriodKind } from "./periods";
import type { SentenceState } from "./sentence-state";

/**
 * The year of a quarter a clause names with no year of its own, read from the period of the clause before it in its
 * sentence (its anchor), as analysts write it:
 * - after a whole year's figures ("茅台2025年营收-1.2%、净利-4.5%，一季度净利+1.5%", "25年净利722亿增42%，Q1利润
 *   207亿"), a bare first quarter is the next year's once that is published: the report that follows the annual one;
 * - after a period later in the same year that names no year either ("上半年归母净利…，扭转了一季度-2.08%的下滑",
 *   "前三季度…，三季度单季…"), the quarter is of that period's year, not the latest public one of its own kind.
 */
export type QuarterAnchor = { kind: "annual"; year: number } | { kind: "within"; of: PeriodKind };

/** The month a report period ends in its year: a quarter within a later period of the same year ends no later. */
const END_MONTH: Partial<Record<PeriodKind, number>> = { q1: 3, q2s: 6, h1: 6, q3s: 9, q3: 9, q4s: 12 };
/** Cumulative periods later in a year that a quarter may lie within. */
const SPANS: readonly PeriodKind[] = ["h1", "q3"];
/**
 * "2025年四个季度里…一季度", "其中", "2025年利润逐季抬升：一季度…、二季度…": the year's own quarters framed or listed
 * as such (a later quarter named beside it), not the next report.
 */
const OWN_QUARTERS = /四个季度|各季度?|逐季|单季|其中|同期|当年|[二三四]季度|Q[2-4]/i;

/** Parse time: the anchor of a clause whose own period is `own`, from its sentence's state before it. */
export function quarterAnchor(
  own: { kind: PeriodKind } | null,
  state: SentenceState,
  ownYears: readonly number[],
  text: string,
): QuarterAnchor | undefined {
  if (!own || ownYears.length > 0 || OWN_QUARTERS.test([...(state.said ?? []), text, state.next ?? ""].join()))
    return undefined;
  const year = state.years.length === 1 ? state.years[0] : undefined;
  if (own.kind === "q1" && state.period === null && year !== undefined) return { kind: "annual", year };
  const of = state.period?.kind;
  const end = END_MONTH[own.kind];
  if (of && SPANS.includes(of) && state.years.length === 0 && end !== undefined && end <= (END_MONTH[of] ?? 0))
    return of === own.kind ? undefined : { kind: "within", of };
  return undefined;
}

/**
 * Check time: the clause read on its anchor's year. `latest` gives the latest year the facts hold a period kind in.
 * A next year's first quarter not yet published leaves the carried year as it was.
 */
export function anchoredYear(
  a: Assertion,
  facts: Facts,
  latest: (facts: Facts, kind: PeriodKind) => number | null,
): Assertion {
  const anchor = a.quarterAnchor;
  if (!anchor) return a;
  if (anchor.kind === "annual") {
    const next = anchor.year + 1;
    if (latest(facts, a.period.kind) !== next || a.years.join() !== String(anchor.year)) return a;
    const figures = a.figures.map((f) => (f.year === anchor.year ? { ...f, year: next } : f));
    return { ...a, years: [next], yearsInherited: false, figures };
  }
  if (a.years.length > 0) return a;
  const year = latest(facts, anchor.of);
  if (year === null || year === latest(facts, a.period.kind)) return a;
  // A level shown for the quarter is that year's; a change, a base's or another period's figure stays as bound.
  const level = (f: Assertion["figures"][number]): boolean =>
    f.role === "metric" && f.year === null && !f.prior && !f.fromBase && !f.change && !f.otherPeriod;
  return { ...a, years: [year], figures: a.figures.map((f) => (level(f) ? { ...f, year } : f)) };
}
