import { FIGURE_CLASS, type StatedAssertion, readStatedPeriod, statedPeriodName } from "../../domain/stated-assertion";
import { type ExtractedNumber, extractNumbers } from "../extract-numbers";
import { absolute, matchesFigure } from "../figure-match";
import type { FigureBound } from "./phrase-words";
import { checkAssertions } from "./check-assertions";
import { type ClaimCheck, entryOf } from "./check-series";
import { checkStated, statedBaseLevels, statedCheck, statedMetric } from "./check-stated";
import type { Facts } from "./facts";
import type { ClaimMetric } from "./metric-lexicon";
import type { Assertion } from "./parse-assertions";
import type { PeriodKind } from "./periods";

/**
 * The mark of a point that states its assertions as data (issue 27 item 7). The stated data is checked exactly
 * (check-stated.ts); the prose is checked for agreement with it, on the clauses of a stated metric and period: a figure
 * of a stated metric and of the class of what was stated of it is a stated value or change (within the precision
 * either shows; a bound holds of the stated value), or the level of a stated change's base the data holds; a figure
 * the grammar cannot state (of a metric or class nothing was stated of, a difference) is the prose checker's, its
 * checks standing; a direction word does not contradict the stated direction. On those clauses a prose reading gives
 * way only to a stated field that says the same thing (a figure, a direction, a size; coverage, unless a figure was
 * left to the prose checker); its other judgements (level, comparison, recency, polarity, rebuttal) and every clause
 * about anything else stand. A clause naming no year is the prose checker's alone.
 */

/** Kinds of prose check the stated data supersedes on a clause it covers: what a stated assertion itself says. */
const SUPERSEDED: ReadonlySet<ClaimCheck["kind"]> = new Set(["number", "direction", "magnitude", "scope"]);

const MISMATCH = "正文与结构化断言不符";

/** The figures a model stated: each value and change as the prose checker would read it written out. */
function statedFigures(stated: readonly StatedAssertion[]): ExtractedNumber[] {
  return stated.flatMap((a) => {
    const texts = [
      a.value !== undefined && a.unit ? `${a.value}${a.unit}` : null,
      a.change?.kind === "pct" ? `${a.change.value}%` : null,
      a.change?.kind === "pp" ? `${a.change.value}个百分点` : null,
      a.change?.kind === "abs" && a.unit ? `${a.change.value}${a.unit}` : null,
    ];
    return texts.flatMap((t) => (t ? extractNumbers(t).slice(0, 1) : []));
  });
}

/**
 * One figure agrees with another at the precision either shows; a sign is the direction check's business ("少了约389亿"
 * is a stated change of −389亿元, "净流出944.76亿" a stated −944.76亿元).
 */
function sameFigure(shown: ExtractedNumber, stated: ExtractedNumber): boolean {
  const [a, b] = [absolute(shown), absolute(stated)];
  return matchesFigure(a, { value: b.value, kind: b.kind }) || matchesFigure(b, { value: a.value, kind: a.kind });
}

/** The direction a stated assertion gives its metric: said outright, else the sign of its change. */
function statedSense(a: StatedAssertion): "up" | "down" | null {
  if (a.direction === "up" || a.direction === "down") return a.direction;
  if (a.change && a.change.value !== 0) return a.change.value > 0 ? "up" : "down";
  return null;
}

/**
 * The clause judges the stated item's move: its year, and the same base. A clause naming no base speaks of the move
 * from a year earlier ("即便2025年利润小幅回落" is not the stated rise from 2022); a 环比 is the move from the period
 * before, not the stated year-on-year one.
 */
function samePeriod(a: Assertion, s: StatedAssertion): boolean {
  const year = Number(s.period.slice(0, 4));
  const yearOnYear = s.base === undefined || s.base === `${year - 1}${s.period.slice(4)}`;
  const base = s.base ? Number(s.base.slice(0, 4)) : year - 1;
  if (!(a.years.length === 0 || a.years.includes(year))) return false;
  if (SEQUENTIAL.test(a.text) || a.carriedBase?.kind === "sequential") return !yearOnYear && a.baseYear === base;
  return a.baseYear === null ? yearOnYear || a.carriedBase !== undefined : a.baseYear === base;
}

/** A move from the period just before (环比), not from the same period a year earlier. */
const SEQUENTIAL = /环比/;

const SENSE_ZH = { up: "上升", down: "下降" } as const;
const quotedText = (t: string): string => `“${t.length > 24 ? `${t.slice(0, 24)}…` : t}”`;

/**
 * The prose figures the prose checker bound and found true, of a year and metric no stated value or change covers: a
 * figure of a stated metric and year is held to the stated data (the prose checker reads round figures loosely:
 * "880亿元" passes for 862.28亿元).
 */
function otherPeriodFigures(
  stated: readonly StatedAssertion[],
  metricOf: ReadonlyMap<StatedAssertion, ClaimMetric | null>,
  proseChecks: readonly ClaimCheck[],
): Set<string> {
  const covered = stated.flatMap((a) => {
    const m = metricOf.get(a);
    return m && (a.value !== undefined || a.change) ? [{ year: a.period.slice(0, 4), label: entryOf(m).label }] : [];
  });
  return new Set(
    proseChecks.flatMap((c) =>
      c.kind === "number" &&
      c.ok === true &&
      c.figure &&
      !covered.some((k) => c.expected.startsWith(k.year) && c.expected.endsWith(k.label))
        ? [c.figure]
        : [],
    ),
  );
}

export interface StatedMark {
  /** The point's checks: the prose checker's that stand, then the stated ones, then the agreement ones. */
  checks: ClaimCheck[];
  /** Figures of the prose the stated data accounts for (agreeing or not): no need to find them in the evidence too. */
  accounted: ReadonlySet<string>;
}

/** The clause period a stated period is (`2025Q2累计` is the 上半年); a trading day is any period of its year. */
function statedClausePeriod(period: string): { year: number; kinds: readonly PeriodKind[] | null } | null {
  const p = readStatedPeriod(period);
  if (!p) return null;
  if (p.kind === "day") return { year: Number(p.date.slice(0, 4)), kinds: null };
  const month = p.end.slice(5, 7);
  const single: Readonly<Record<string, PeriodKind>> = { "03": "q1", "06": "q2s", "09": "q3s", "12": "q4s" };
  const cumulative: Readonly<Record<string, PeriodKind>> = { "03": "q1", "06": "h1", "09": "q3", "12": "annual" };
  const kind = (p.basis === "quarter" ? single : cumulative)[month]!;
  return { year: Number(p.end.slice(0, 4)), kinds: [kind] };
}

/**
 * Whether a clause speaks of a stated item's period: its years judged and its period word the same (`same`), another
 * (`other`), or it names no year, so the two cannot be compared (`unread`).
 */
function periodAgreement(a: Assertion, s: StatedAssertion): "same" | "other" | "unread" {
  const want = statedClausePeriod(s.period);
  // "每股净资产42.26元/股（截至2025-03-31）": a date the clause names that is the stated period's end is that period.
  const end = readStatedPeriod(s.period);
  const endDate = end ? (end.kind === "day" ? end.date : end.end) : null;
  const dates: readonly string[] = a.text.match(/\d{4}-\d{2}-\d{2}/g) ?? [];
  if (endDate && dates.includes(endDate)) return "same";
  if (!want || a.years.length === 0 || a.period?.kind === "qs") return "unread";
  if (!a.years.includes(want.year)) return "other";
  if (want.kinds && !want.kinds.includes(a.period?.kind ?? "annual")) return "other";
  // "2023-2024年…": a clause of several years is more than one stated period says; the prose checker reads it.
  return a.years.length === 1 ? "same" : "unread";
}

/**
 * The stated items of a clause's metric (or, naming none, of every metric) and of the period it names; a clause naming
 * no period is not covered: the prose checker's own checks of it stand.
 */
function itemsFor(a: Assertion, stated: readonly StatedAssertion[], metricOf: ReadonlyMap<StatedAssertion, unknown>) {
  const ofMetric = (s: StatedAssertion): boolean =>
    a.metric === null ? true : [a.metric, ...a.metrics].includes(metricOf.get(s) as ClaimMetric);
  return stated.filter((s) => ofMetric(s) && periodAgreement(a, s) === "same");
}

/**
 * A prose clause the stated data speaks for, a fact (not a scenario, not reported) of a stated period: its metrics
 * all stated for that period, or, naming no metric the lexicon knows ("NP同比+15%"), every figure it shows a stated
 * one of that period.
 */
function coveredClauses(
  prose: readonly Assertion[],
  stated: readonly StatedAssertion[],
  metricOf: ReadonlyMap<StatedAssertion, ClaimMetric | null>,
): { clause: Assertion; items: StatedAssertion[] }[] {
  const named = (a: Assertion, items: readonly StatedAssertion[]): boolean =>
    a.metric !== null && [a.metric, ...a.metrics].every((m) => items.some((s) => metricOf.get(s) === m));
  const unnamed = (a: Assertion, items: readonly StatedAssertion[]): boolean => {
    const figures = statedFigures(items);
    return (
      a.metric === null &&
      a.metrics.length === 0 &&
      a.topics.length === 0 &&
      a.numbers.length > 0 &&
      a.numbers.every((n) => figures.some((f) => sameFigure(n, f)))
    );
  };
  return prose
    .filter((a) => a.from === "claim" && !a.scenario && !a.attributed)
    .map((clause) => ({ clause, items: itemsFor(clause, stated, metricOf) }))
    .filter(({ clause, items }) => items.length > 0 && (named(clause, items) || unnamed(clause, items)));
}

/**
 * A clause about a stated metric (or of stated figures only) that shows a stated figure of another period is ❌ (not
 * covered: the prose checker's own checks of it stand too); a clause naming no year is the prose checker's alone.
 */
function periodChecks(
  prose: readonly Assertion[],
  stated: readonly StatedAssertion[],
  metricOf: ReadonlyMap<StatedAssertion, ClaimMetric | null>,
): ClaimCheck[] {
  const out: ClaimCheck[] = [];
  for (const a of prose) {
    if (a.from !== "claim" || a.scenario || a.attributed) continue;
    const about = stated.filter((s) =>
      a.metric === null ? a.metrics.length === 0 && a.topics.length === 0 : metricOf.get(s) === a.metric,
    );
    // A figure the clause places at its base ("较2024年末的435.39亿元") or in the stated item's own year is that
    // year's.
    const judged = a.numbers.filter((n) => {
      const f = a.figures.find((x) => x.n.raw === n.raw);
      return !f || !(f.fromBase || f.prior);
    });
    const placed = (n: ExtractedNumber, s: StatedAssertion): boolean =>
      a.figures.some((x) => x.n.raw === n.raw && x.year === statedClausePeriod(s.period)?.year);
    const shows = (s: StatedAssertion): boolean =>
      judged.some((n) => !placed(n, s) && statedFigures([s]).some((f) => sameFigure(n, f)));
    const hits = about.filter(shows);
    // The same figure stated for two periods ("约90.2%，与2021年以来大体持平"): the clause's own period is one of them.
    const hit = hits.find((s) => periodAgreement(a, s) !== "other") ?? hits[0];
    if (!hit) continue;
    const agreement = periodAgreement(a, hit);
    // Years carried from its sentence ("FY2023为59.49元，增长约15.4%"): the clause itself said no period to disagree.
    if (a.yearsInherited) continue;
    // A clause naming no year ("前三季度营收5,662.7亿元") is the prose checker's to read (it resolves the period
    // from asOf); the stated item is checked on its own (measured with `--stated`: a ❔ there cost a true claim in
    // five its ✅).
    if (agreement !== "other") continue;
    const when = statedPeriodName(hit.period);
    const said = quotedText(a.text);
    out.push(statedCheck(false, when, a.text, `${MISMATCH}：正文${said}所说的期间与结构化断言的${when}不同`));
  }
  return out;
}

/** A clause naming no metric whose every figure the stated data accounts for: what it meant is what was stated. */
const unread = (a: Assertion, accounted: ReadonlySet<string>): boolean =>
  a.metric === null && a.numbers.length > 0 && a.numbers.every((n) => accounted.has(n.raw));

/** Whether a stated field says what a prose check of this kind read (so the prose's reading gives way to it). */
function supersedes(
  c: ClaimCheck,
  items: readonly StatedAssertion[],
  accounted: ReadonlySet<string>,
  a: Assertion,
): boolean {
  switch (c.kind) {
    case "number":
      return c.figure !== undefined && accounted.has(c.figure);
    case "direction":
      return items.some((s) => s.direction !== undefined || s.change !== undefined);
    case "magnitude":
      return items.some((s) => s.size !== undefined);
    // A figure the stated data accounts for ("“192.24亿元”没有核验"), or no rule for the clause at all ("PAT 2024年
    // 862亿" stated as 归母净利润); an unread word of the clause ("低点", "过半", "增速最快的一年"), a topic or a peer
    // it names is nothing a stated value, change or size says.
    case "scope":
      return items.length > 0 && (accounted.has(c.expected) || (unread(a, accounted) && !a.text.includes(c.expected)));
    default:
      return false;
  }
}

export function markWithStated(
  stated: readonly StatedAssertion[],
  prose: readonly Assertion[],
  proseChecks: readonly ClaimCheck[],
  facts: Facts,
): StatedMark {
  const metricOf = new Map(stated.map((a) => [a, statedMetric(a.metric)]));
  const covered = coveredClauses(prose, stated, metricOf);
  const accounted = new Set<string>();
  const disagreed = new Set<string>();
  const agreement: ClaimCheck[] = [];
  const verified = otherPeriodFigures(stated, metricOf, proseChecks);
  const statedList = stated.map((a) => `${a.metric}${a.value !== undefined ? ` ${a.value}${a.unit}` : ""}`);
  const superseded = new Set<string>();
  for (const { clause: a, items } of covered) {
    const figures = statedFigures(items);
    const bases = statedBaseLevels(items, facts);
    const own = new Set<string>();
    let leftToProse = false;
    for (const n of a.numbers) {
      // A figure the prose checker found true of a period no stated figure of its metric speaks for (the base of a
      // multiple, a level of another year) agrees with the data: the grammar cannot state every figure.
      const atStatedBase = atBase(a, n, items) && bases.some((b) => matchesFigure(n, b));
      if (figures.some((f) => sameFigure(n, f)) || atStatedBase || verified.has(n.raw)) {
        own.add(n.raw);
        continue;
      }
      const verdict = heldFigure(a, n, items, stated, metricOf, proseChecks);
      if (verdict === "prose") {
        leftToProse = true;
        continue;
      }
      own.add(n.raw);
      if (verdict === "agrees") continue;
      disagreed.add(n.raw);
      const reason = `${MISMATCH}：正文中的“${n.raw}”不是结构化断言给出的数值（${statedList.join("、")}）`;
      agreement.push(statedCheck(false, statedList.join("、"), n.raw, reason));
    }
    for (const raw of own) accounted.add(raw);
    // What the prose checker said of this clause alone, read again: a reading a stated field says too gives way.
    const clauseChecks = checkAssertions([a], facts);
    for (const c of clauseChecks) {
      if (c.kind === "scope" && leftToProse) continue;
      if (c.ok !== true && SUPERSEDED.has(c.kind) && supersedes(c, items, own, a)) superseded.add(c.reason);
    }
    const sense = a.direction?.sense;
    if ((sense !== "up" && sense !== "down") || a.downplayed) continue;
    // A direction the prose checker found true of the data ("现金净流出…进一步扩大" is a fall of the signed flow)
    // agrees with a stated one the data bears out; a stated one it does not is failed by the stated check itself.
    if (clauseChecks.some((c) => c.kind === "direction" && c.ok === true)) continue;
    // Only a stated item of the clause's own years and base speaks for its direction ("2023年微增2.3%" beside a
    // stated fall of 2022 is another move).
    const other = items.find((s) => metricOf.get(s) === a.metric && statedSense(s) !== null && samePeriod(a, s));
    const want = other ? statedSense(other) : null;
    if (!want || want === sense) continue;
    const reason = `${MISMATCH}：正文${quotedText(a.text)}说${SENSE_ZH[sense]}，结构化断言为${SENSE_ZH[want]}`;
    agreement.push(statedCheck(false, SENSE_ZH[want], SENSE_ZH[sense], reason));
  }
  const periods = periodChecks(prose, stated, metricOf);
  const standing = proseChecks.filter((c) =>
    c.ok === true
      ? !(c.kind === "number" && c.figure !== undefined && disagreed.has(c.figure))
      : !SUPERSEDED.has(c.kind) || !superseded.has(c.reason),
  );
  const qualifiers = proseQualifiers(stated, prose);
  return { checks: [...standing, ...checkStated(stated, facts, qualifiers), ...agreement, ...periods], accounted };
}

/**
 * A prose figure no stated figure of its clause matches: it agrees, it disagrees, or it is the prose checker's to read.
 * A figure of a stated metric (its own, not the clause's first: "A和B分别为X和Y") and of the class of what was stated
 * of it - a level against the stated value, a change against the stated change - is held to it, a bound ("达到880亿",
 * "突破890亿") decided against the stated value. A figure the grammar could not state (a difference, a metric or a
 * class nothing was stated of) is the prose checker's: its checks of the figure and of the clause's scope stand
 * (measured with `--stated`: holding those to the stated values accused a true claim in ten).
 */
function heldFigure(
  a: Assertion,
  n: ExtractedNumber,
  items: readonly StatedAssertion[],
  stated: readonly StatedAssertion[],
  metricOf: ReadonlyMap<StatedAssertion, ClaimMetric | null>,
  proseChecks: readonly ClaimCheck[],
): "agrees" | "disagrees" | "prose" {
  const f = a.figures.find((x) => x.n.raw === n.raw);
  if (!f) return "prose";
  const cls = FIGURE_CLASS[n.kind];
  const numberChecks = proseChecks.filter((c) => c.kind === "number" && c.figure === n.raw);
  // A change the prose checker found true of the data ("qoq+35.0%" beside a stated yoy, "两年的复合增速约28%",
  // "下降330bp"): both agree with the data, so they cannot disagree with each other. A level is still held to the
  // stated value, which the prose checker reads more loosely ("880亿元" passes for 862.28亿元).
  const isChange = f.change === true || n.kind === "pp";
  if (isChange && numberChecks.some((c) => c.ok === true)) return "agrees";
  const mine =
    f.role === "metric" && f.metric !== null && !f.otherPeriod ? items.filter((s) => metricOf.get(s) === f.metric) : [];
  const held = mine
    .flatMap((s) => statedFigures([isChange ? { ...s, value: undefined } : { ...s, change: undefined }]))
    .filter((x) => cls !== undefined && FIGURE_CLASS[x.kind] === cls);
  // The prose checker bound no number check to it (a figure it read as no value of the metric): nothing to hold.
  if (held.length === 0 || numberChecks.length === 0) return "prose";
  // A stated value of its metric in another period ("由2019年的888.54亿元增至2024年的1741.44亿元", both stated):
  // it agrees; whether the prose puts it in that period is periodChecks' question.
  // The period the prose gives the figure, its own year or its clause's (carried or not), must be the stated one's.
  const years = f.year !== null ? [f.year] : a.years;
  const ofMetric = stated.filter(
    (s) => metricOf.get(s) === f.metric && (years.length === 0 || years.includes(Number(s.period.slice(0, 4)))),
  );
  if (statedFigures(ofMetric).some((x) => FIGURE_CLASS[x.kind] === cls && sameFigure(n, x))) return "agrees";
  const qualifier = f.bound;
  if (qualifier && held.some((x) => matchesFigure(n, { value: x.value, kind: x.kind }, qualifier))) return "agrees";
  return "disagrees";
}

/** A stored base level is the prose's only where it places the figure at the base ("由2023年的747.34亿元…"). */
function atBase(a: Assertion, n: ExtractedNumber, items: readonly StatedAssertion[]): boolean {
  const f = a.figures.find((x) => x.n.raw === n.raw);
  if (!f) return false;
  if (f.fromBase || f.prior) return true;
  const baseYears = items.map((s) => statedClausePeriod(s.base ?? `${Number(s.period.slice(0, 4)) - 1}`)?.year);
  return f.year !== null && baseYears.includes(f.year);
}

/**
 * The qualifier the prose puts on a stated value ("约91亿元" stated as 91): the value is the prose's, at its precision
 * and with its 约 / 近 / 超过, so the stated check reads it as the prose checker reads that figure.
 */
function proseQualifiers(stated: readonly StatedAssertion[], prose: readonly Assertion[]) {
  const out = { value: new Map<StatedAssertion, FigureBound>(), change: new Map<StatedAssertion, FigureBound>() };
  const shownBound = (figure: ExtractedNumber | undefined): FigureBound | null | undefined =>
    figure && prose.flatMap((a) => a.figures).find((x) => x.bound && sameFigure(x.n, figure))?.bound;
  for (const s of stated) {
    const [value] = s.value !== undefined ? statedFigures([{ ...s, change: undefined }]) : [];
    const [change] = s.change !== undefined ? statedFigures([{ ...s, value: undefined }]) : [];
    const bound = shownBound(value);
    if (bound) out.value.set(s, bound);
    const around = shownBound(change);
    if (around) out.change.set(s, around);
  }
  return out;
}
