import type { BoundFigure } from "./binding";
import { type ClaimCheck, allPointsOf, entryOf, show, undecided, yearOf } from "./check-series";
import type { Facts } from "./facts";
import type { ClaimMetric } from "./metric-lexicon";
import type { Assertion } from "./parse-assertions";
import { AT_LEAST_WORDS, STEP_WORDS } from "./phrase-words";

/**
 * "首次突破1500亿元", "营收首破1700亿", "第一次站上千亿": a threshold crossed for the first time says two things, that
 * the year reached it and that no year before did. The bound alone is the figure check's; the "first" is read here
 * against every stored earlier year, and is undecided when none is stored.
 */
const FIRST_CROSS = new RegExp(`(?:首次|第一次|首度|首)\\s*(?:${AT_LEAST_WORDS})\\s*了?\\s*$`);

/**
 * "较上年跨上500亿元台阶", "迈过800亿": a step taken says the year before stood below it; only the year before is
 * read (a year before it over the bound is a fall and a return, not this step's business).
 */
const STEP_CROSS = new RegExp(`(?:${STEP_WORDS})\\s*了?\\s*$`);
/** "2019年以来首次站上3000亿": the window a first is counted in opens at that year. */
const SINCE = /((?:19|20)\d{2})\s*年\s*(?:以来|至今)/;
const sinceYear = (text: string): number | null => {
  const m = SINCE.exec(text);
  return m ? Number(m[1]) : null;
};

export function firstCrossing(a: Assertion, f: BoundFigure, facts: Facts): ClaimCheck | null {
  const m = f.metric;

  if (!m || f.role !== "metric" || f.bound !== "atLeast" || f.change || f.prior) return null;
  // An annual level only: a quarter's first ("单季利润首次突破200亿") needs the quarterly series, a rate its own base.
  if (a.period.kind !== "annual" || f.n.kind !== "amount" || entryOf(m).kind !== "amount") return null;
  const before = a.read.slice(0, f.n.index);
  if (!FIRST_CROSS.test(before)) return STEP_CROSS.test(before) ? stepCrossing(a, f, facts) : null;
  const { points, at } = yearEndAt(a, f, m, facts);
  // The year itself below the bound is the figure check's own failure.
  if (!at || at.value < f.n.value) return null;
  const label = entryOf(m).label;
  const year = yearOf(at);
  // "2019年以来首次": only the years of the window; one before it may have stood higher.
  const since = sinceYear(a.read) ?? 0;
  const earlier = points.filter((p) => yearOf(p) < year && yearOf(p) >= since);
  if (earlier.length === 0)
    return undecided("number", `${year}年以前${label}`, `没有${year}年以前的${label}数据，无法核验“首次”`);
  const crossed = earlier.find((p) => p.value >= f.n.value);
  const expected = `${year}年以前${label}`;
  if (crossed) {
    const found = `${yearOf(crossed)} ${label} ${show(m, crossed.value)}`;
    return {
      kind: "number",
      ok: false,
      figure: f.n.raw,
      expected,
      found,
      reason: `${found}已达到“${f.n.raw}”，不是首次`,
    };
  }
  const first = yearOf(earlier[0]!);
  const found = `${first}-${year - 1}年${label}都低于${f.n.raw}`;
  return {
    kind: "number",
    ok: true,
    figure: f.n.raw,
    expected,
    found,
    reason: `${found}，${year}年为首次，与“${f.n.raw}”相符`,
  };
}

/**
 * Every stored line of the metric's year-ends (营收 may be either revenue line: the year may sit in one only), and the
 * point of the year the figure speaks of (the latest when none is named).
 */
function yearEndAt(a: Assertion, f: BoundFigure, m: ClaimMetric, facts: Facts) {
  const points = allPointsOf(facts, m).filter((p) => p.period.endsWith("-12-31"));
  // "2019年以来首次站上3000亿": the window's first year is no year the figure speaks of.
  const since = sinceYear(a.read);
  const years = a.years.filter((y) => y !== since);
  const target = (f.year === since ? null : f.year) ?? (years.length > 0 ? Math.max(...years) : null);
  const at = points.find((p) => yearOf(p) === target) ?? (target === null ? points.at(-1) : undefined);
  return { points, at };
}

/** The step's year at or over the bound and the year before under it; null leaves the bound to the figure check. */
function stepCrossing(a: Assertion, f: BoundFigure, facts: Facts): ClaimCheck | null {
  const m = f.metric!;
  const { points, at } = yearEndAt(a, f, m, facts);
  if (!at || at.value < f.n.value) return null;
  const label = entryOf(m).label;
  const year = yearOf(at);
  const prior = points.find((p) => yearOf(p) === year - 1);
  if (!prior) return null;
  const found = `${year - 1} ${label} ${show(m, prior.value)}、${year} ${show(m, at.value)}`;
  const ok = prior.value < f.n.value;
  const verdict = ok ? `，${year}年跨过“${f.n.raw}”，相符` : `，${year - 1}年已达到“${f.n.raw}”，不是${year}年跨过`;
  return {
    kind: "number",
    ok,
    figure: f.n.raw,
    expected: `${year - 1}-${year}年${label}`,
    found,
    reason: found + verdict,
  };
}
