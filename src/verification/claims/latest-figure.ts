import type { ExtractedNumber } from "../extract-numbers";
import { type Candidate, absolute, figureCandidate, matchesFigure } from "../figure-match";
import type { Assertion } from "./assertion";
import { type ClaimCheck, entryOf, isMarket, undecided } from "./check-series";
import { type FactPoint, type Facts, currentAnnualYear } from "./facts";
import type { ClaimMetric } from "./metric-lexicon";
import type { FigureBound } from "./phrase-words";
import type { BoundFigure } from "./binding";
import { BALANCES } from "./period-view";

/**
 * "归母净利润1347.78亿元，多赚了近48%" (+47.8 % was 2024's; 2025's was +6.45 %): a figure no year places, in a
 * sentence naming none, is read as the latest period's (its report or its year-end). One that is only an earlier
 * year's value or change is not confirmed, nor failed: the writer may mean that year (未能确定指哪一年).
 */
export function earlierOnly(
  n: ExtractedNumber,
  bound: FigureBound | null,
  latest: readonly Candidate[],
  label: string,
): ClaimCheck | null {
  if (latest.length === 0) return null;
  const abs = (x: number) => Math.abs(x);
  const now = latest.some(
    (v) =>
      matchesFigure(n, v, bound) ||
      matchesFigure({ ...n, value: abs(n.value) }, { ...v, value: abs(v.value) }, bound, true),
  );
  if (now) return null;
  const why = `“${n.raw}”未注明年份，不是最新一期${label}的数值，只与更早年份的数值相符，未能确定指哪一年`;
  return undecided("number", `${label}（最新一期）`, why);
}

/**
 * 中国石化's 资产负债率 ends in 2019: a level or a comparison said of now (no year named) is of the newest annual
 * report, which that series does not hold. The newest year then, else null (a market reading is of its day).
 */
export function staleNow(a: Assertion, facts: Facts, m: ClaimMetric, at: FactPoint): number | null {
  if (a.years.length > 0 || isMarket(entryOf(m))) return null;
  return newerReport(facts, Number(at.period.slice(0, 4)));
}

/** The company's newest annual year when it is after `year` (the last year a series holds), else null. */
export function newerReport(facts: Facts, year: number): number | null {
  const newest = currentAnnualYear(facts, facts.asOf);
  return newest !== null && year < newest ? newest : null;
}

/** A figure no year places, of a metric whose stored series stops before the company's newest annual report. */
export function noLatest(n: ExtractedNumber, year: number, label: string): ClaimCheck {
  const why = `“${n.raw}”未注明年份，应指最新一期，但没有${year}年的${label}数据`;
  return undecided("number", `${label}（最新一期）`, why);
}

/**
 * Marks the clauses of a sentence that names no year anywhere ("归母净利润862.28亿元，同比增长15.38%（2024年）" names
 * one after its figures, so its figures are 2024's, not the latest period's).
 */
export function markYearless(assertions: readonly Assertion[]): Assertion[] {
  const dated = new Set(
    assertions
      .filter((a) => (a.years.length > 0 && !a.yearsInherited) || a.baseYear !== null)
      .map((a) => `${a.from}|${a.sentence}`),
  );
  return assertions.map((a) => (dated.has(`${a.from}|${a.sentence}`) ? a : { ...a, yearlessSentence: true }));
}

/**
 * "70.94%的负债率" said on 2026-04-30, once the 一季报 is out: a balance (a level at a date: 资产负债率, 货币资金) with
 * no year in its sentence is its newest report's level, a quarter-end's when that is newer than the last year-end.
 * Empty for a flow (a quarter's profit is not the year's) or a figure its sentence places.
 */
export function balanceNow(a: Assertion, f: BoundFigure, m: ClaimMetric, facts: Facts): Candidate[] {
  const placed = f.year !== null || f.prior || a.years.length > 0 || a.baseYear !== null || a.period.kind !== "annual";
  if (a.from !== "claim" || a.yearlessSentence !== true || a.recency !== null || placed) return [];
  const name = entryOf(m).series.find((s) => BALANCES.has(s));
  const last = (facts.series[name ?? ""] ?? []).filter((p) => p.publicDate <= facts.asOf).at(-1);
  if (!last || last.period.endsWith("-12-31")) return [];
  return [figureCandidate({ label: "", value: last.value, unit: last.unit })];
}
