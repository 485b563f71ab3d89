import { figureCandidate, matchesFigure } from "../figure-match";
import type { ExtractedNumber } from "../extract-numbers";
import { checkFactClauses } from "./check-fact-clauses";
import { checkComparison, checkDirection, checkLevel, checkMagnitude, checkRecency } from "./check-judgements";
import { type ClaimCheck, allPointsOf, changeInto, entryOf, periodName, quoted, show, undecided, yearOf } from "./check-series";
import type { FactPoint, Facts } from "./facts";
import { type ClaimMetric, METRIC_LEXICON } from "./metric-lexicon";
import type { Assertion } from "./parse-assertions";

export type { CheckKind, ClaimCheck } from "./check-series";

export interface CheckOptions {
  /** The point's side: a bull point must be favourable by the polarity table, a bear (risk) point adverse. */
  side?: "bull" | "bear";
  /** The point it rebuts: its metrics (lexicon keys), so the rebuttal must stay on their topic. */
  rebuts?: { id: string; metrics: readonly ClaimMetric[] };
}

/**
 * Number binding: a figure must be the named metric's, of the named period (or, with 由/从/较, the period before it),
 * as a level or as its change into that period; a shown number stands for anything that rounds to it (matchesFigure).
 */
function checkNumbers(a: Assertion, facts: Facts): ClaimCheck[] {
  const m = a.metric;
  if (!m) return [];
  const threshold = a.comparison && typeof a.comparison.against === "object" ? a.comparison.against : null;
  const numbers = a.numbers.filter((n) => n !== threshold);
  if (numbers.length === 0) return [];
  const label = entryOf(m).label;
  const all = allPointsOf(facts, m);
  const named = a.years.length > 0 ? a.years : null;
  const where = named ? `${named.join("、")}年` : "";
  if (all.length === 0) return numbers.map((n) => undecided("number", `${label}`, `没有${label}的数据，无法核验“${n.raw}”`));
  const years = named ? new Set(a.fromTo ? [...named, ...named.map((y) => y - 1)] : named) : null;
  const inPeriod = all.filter((p) => !years || years.has(yearOf(p)));
  const bySeries = entryOf(m).series.map((name) => all.filter((p) => (facts.series[name] ?? []).includes(p)));
  const changes = inPeriod.flatMap((p) => {
    const series = bySeries.find((s) => s.includes(p)) ?? [];
    const c = changeInto(m, series, p);
    if (!c) return [];
    return [
      ...(c.percent === null ? [] : [{ value: c.percent, kind: "percent" as const }]),
      ...(entryOf(m).kind === "ratio" ? [{ value: c.delta, kind: "pp" as const }] : []),
    ];
  });
  // A clause naming several years ("近三年…2015年报 15.61%、…2017年报 22.91%") may state the change over the span.
  const spans = named && named.length >= 2 ? bySeries.flatMap((series) => spanChange(m, series, Math.min(...named), Math.max(...named))) : [];
  changes.push(...spans);
  const candidates = [...inPeriod.map((p) => figureCandidate({ label, value: p.value, unit: p.unit })), ...changes];
  const found = inPeriod.length > 0 ? inPeriod.slice(-3).map((p) => `${periodName(p)} ${show(m, p.value)}`).join("、") : `${where}无数据`;
  return numbers.map((n: ExtractedNumber): ClaimCheck => {
    // A change's sign is the direction check's business ("增长4.53%" when it fell is a false direction, not a false
    // figure): a change binds by its size, a level by its value.
    const ok = candidates.some((c) => matchesFigure(n, c)) || changes.some((c) => matchesFigure({ ...n, value: Math.abs(n.value) }, { ...c, value: Math.abs(c.value) }));
    if (inPeriod.length === 0) return undecided("number", `${where}${label}`, `没有${where}${label}的数据，无法核验“${n.raw}”`);
    return {
      kind: "number",
      ok,
      expected: `${where}${label}`,
      found,
      reason: ok ? `“${n.raw}”与${where}${label}相符` : `“${n.raw}”不是${where}${label}的数值（${found}）`,
    };
  });
}

/** The change of one series from the first to the last year a clause names: in % for amounts, in points for ratios. */
function spanChange(m: ClaimMetric, series: readonly FactPoint[], from: number, to: number): { value: number; kind: "percent" | "pp" }[] {
  const a = series.find((p) => yearOf(p) === from && p.period.endsWith("-12-31"));
  const b = series.find((p) => yearOf(p) === to && p.period.endsWith("-12-31"));
  if (!a || !b) return [];
  if (entryOf(m).kind === "ratio") return [{ value: b.value - a.value, kind: "pp" }];
  return a.value === 0 ? [] : [{ value: (b.value / a.value - 1) * 100 * Math.sign(a.value), kind: "percent" }];
}

/** What a clause says about the company by the polarity table: +1 favourable, −1 adverse, null when it says neither. */
function favourability(a: Assertion): 1 | -1 | null {
  if (a.level && a.level.rule.side !== "neutral") return a.level.rule.side === "favourable" ? 1 : -1;
  if (!a.direction || !a.metric) return null;
  const s = a.direction.sense;
  if (s === "favourable") return 1;
  if (s === "adverse") return -1;
  const p = entryOf(a.metric).polarity;
  if (p === 0) return null;
  return (s === "up" ? p : -p) as 1 | -1;
}

/** "…，但…": what comes before a 但 is conceded; "空方所称…" reports the other side's view, not this point's own. */
const TURN = /^(?:但|但是|不过|然而|可是)/;
const ATTRIBUTED = /所称|所说|强调的|认为的|声称|提到的|指出的|所谓/;

function checkPolarity(assertions: readonly Assertion[], side: "bull" | "bear"): ClaimCheck[] {
  const want = side === "bull" ? 1 : -1;
  const own = assertions.filter((a) => a.from === "claim");
  const lastTurn = own.findLastIndex((a) => TURN.test(a.text));
  const judged = own
    .filter((a, i) => !a.concessive && i >= Math.max(0, lastTurn) && !ATTRIBUTED.test(a.text))
    .map((a) => ({ a, f: favourability(a) }))
    .filter((x) => x.f !== null);
  if (judged.length === 0) return [];
  const wrong = judged.find((x) => x.f !== want);
  const sideName = side === "bull" ? "多方论点" : "空方风险论点";
  const expected = side === "bull" ? "利好" : "利空";
  if (wrong) return [{ kind: "polarity", ok: false, expected, found: wrong.f === 1 ? "利好" : "利空", reason: `${sideName}${quoted(wrong.a)}按指标方向表是${wrong.f === 1 ? "利好" : "利空"}（立场不一致）` }];
  return [{ kind: "polarity", ok: true, expected, found: expected, reason: `${sideName}按指标方向表为${expected}` }];
}

function checkRebuttal(assertions: readonly Assertion[], target: NonNullable<CheckOptions["rebuts"]>): ClaimCheck[] {
  const topics = new Set(target.metrics.map((m) => METRIC_LEXICON[m].topic));
  // A target that names no metric (an announcement, a buyback, management) leaves nothing to compare topics with.
  if (topics.size === 0) return [];
  const expected = [...topics].length ? target.metrics.map((m) => METRIC_LEXICON[m].label).join("、") : "同一指标";
  const own = [...new Set(assertions.filter((a) => a.from === "claim").flatMap((a) => (a.metric ? [a.metric, ...a.metrics] : a.metrics)))];
  const ok = own.some((m) => topics.has(METRIC_LEXICON[m].topic));
  const found = own.map((m) => METRIC_LEXICON[m].label).join("、") || "未提及指标";
  return [{ kind: "rebuttal", ok, expected, found, reason: ok ? `回应的论点谈${expected}，本论点回应了它` : `回应的论点谈${expected}，本论点却只谈${found}（未回应）` }];
}

/**
 * Checks a point's assertions against the facts known by asOf. Pure and total: every check says what was expected,
 * what the data shows and why, in Chinese; `ok: null` is a judgement the data cannot decide.
 */
export function checkAssertions(assertions: readonly Assertion[], facts: Facts, opts: CheckOptions = {}): ClaimCheck[] {
  const checks = assertions.flatMap((a) => [
    ...checkNumbers(a, facts),
    ...checkDirection(a, facts),
    ...checkMagnitude(a, facts),
    ...checkComparison(a, facts),
    ...checkRecency(a, facts),
    ...checkLevel(a, facts),
  ]);
  checks.push(...checkFactClauses(assertions.filter((a) => a.from === "claim").map((a) => a.text), facts));
  if (opts.side) checks.push(...checkPolarity(assertions, opts.side));
  if (opts.rebuts) checks.push(...checkRebuttal(assertions, opts.rebuts));
  return checks;
}
