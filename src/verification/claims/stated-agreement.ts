import type { StatedAssertion } from "../../domain/stated-assertion";
import { type ExtractedNumber, extractNumbers } from "../extract-numbers";
import { matchesFigure } from "../figure-match";
import { checkAssertions } from "./check-assertions";
import { type ClaimCheck, entryOf } from "./check-series";
import { checkStated, statedBaseLevels, statedMetric } from "./check-stated";
import type { Facts } from "./facts";
import type { ClaimMetric } from "./metric-lexicon";
import type { Assertion } from "./parse-assertions";

/**
 * The mark of a point that states its assertions as data (issue 27 item 7). The stated data is checked exactly
 * (check-stated.ts); the prose is checked for agreement with it: every figure a clause about a stated metric shows is
 * a stated value or change (within the precision either shows), or the level of a stated change's base the data
 * holds - or, of a kind none was stated of (a percentage beside
 * stated amounts), one the prose checker reads as it does today - and a direction
 * word there does not contradict the stated direction. On those clauses the prose checker's readings of figures,
 * directions, sizes and coverage give way to the stated data (it guessed what the model now says); its other
 * judgements (level, comparison, recency, polarity, rebuttal) and every clause about anything else stand.
 */

/** Kinds of prose check the stated data supersedes on a clause it covers: what a stated assertion itself says. */
const SUPERSEDED: ReadonlySet<ClaimCheck["kind"]> = new Set(["number", "direction", "magnitude", "scope"]);

const MISMATCH = "正文与结构化断言不符";

/** Whether a stated item says what a prose check of this kind read: a figure, a direction, a size, the coverage. */
function speaksTo(a: StatedAssertion, kind: ClaimCheck["kind"]): boolean {
  if (kind === "number") return a.value !== undefined || a.change !== undefined;
  if (kind === "direction") return a.direction !== undefined || a.change !== undefined;
  if (kind === "magnitude") return a.size !== undefined;
  return true;
}

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

/** Figures of one class can be told apart as values of one stated metric (an amount and its per-share are money). */
const KIND_CLASS: Readonly<Record<ExtractedNumber["kind"], string>> = {
  amount: "money",
  per_share: "money",
  percent: "percent",
  pp: "percent",
  multiple: "multiple",
  days: "days",
  year: "year",
  date: "date",
  bare: "bare",
};

/** One figure agrees with another at the precision either shows; a change's sign is the direction check's business. */
function sameFigure(shown: ExtractedNumber, stated: ExtractedNumber): boolean {
  const abs = (n: ExtractedNumber): ExtractedNumber =>
    n.kind === "percent" || n.kind === "pp" ? { ...n, value: Math.abs(n.value) } : n;
  const [a, b] = [abs(shown), abs(stated)];
  return matchesFigure(a, { value: b.value, kind: b.kind }) || matchesFigure(b, { value: a.value, kind: a.kind });
}

/** The direction a stated assertion gives its metric: said outright, else the sign of its change. */
function statedSense(a: StatedAssertion): "up" | "down" | null {
  if (a.direction === "up" || a.direction === "down") return a.direction;
  if (a.change && a.change.value !== 0) return a.change.value > 0 ? "up" : "down";
  return null;
}

/** The clause judges the stated item's year, from its base when either names one (a clause naming no year may). */
function samePeriod(a: Assertion, s: StatedAssertion): boolean {
  const year = Number(s.period.slice(0, 4));
  const base = s.base ? Number(s.base.slice(0, 4)) : year - 1;
  return (a.years.length === 0 || a.years.includes(year)) && (a.baseYear === null || a.baseYear === base);
}

const SENSE_ZH = { up: "上升", down: "下降" } as const;
const quotedText = (t: string): string => `“${t.length > 24 ? `${t.slice(0, 24)}…` : t}”`;

/**
 * The prose figures the prose checker bound and found true, of a year and metric no stated value or change covers: a
 * figure of a stated metric and year is held to the stated data exactly (the prose checker reads round figures
 * loosely: "880亿元" passes for 862.28亿元).
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

/**
 * A prose clause the stated data speaks for, a fact (not a scenario, not reported): its metrics all stated, or, naming
 * no metric the lexicon knows ("NP同比+15%"), every figure it shows a stated one.
 */
function coveredClauses(
  prose: readonly Assertion[],
  metrics: ReadonlySet<ClaimMetric>,
  figures: readonly ExtractedNumber[],
): Assertion[] {
  const named = (a: Assertion): boolean => a.metric !== null && [a.metric, ...a.metrics].every((m) => metrics.has(m));
  const unnamed = (a: Assertion): boolean =>
    a.metric === null &&
    a.metrics.length === 0 &&
    a.topics.length === 0 &&
    a.numbers.length > 0 &&
    a.numbers.every((n) => figures.some((f) => sameFigure(n, f)));
  return prose.filter((a) => a.from === "claim" && !a.scenario && !a.attributed && (named(a) || unnamed(a)));
}

export function markWithStated(
  stated: readonly StatedAssertion[],
  prose: readonly Assertion[],
  proseChecks: readonly ClaimCheck[],
  facts: Facts,
): StatedMark {
  const metricOf = new Map(stated.map((a) => [a, statedMetric(a.metric)]));
  const metrics = new Set([...metricOf.values()].filter((m) => m !== null));
  const figures = statedFigures(stated);
  const covered = coveredClauses(prose, metrics, figures);
  const bases = statedBaseLevels(stated, facts);
  const accounted = new Set<string>();
  const disagreed = new Set<string>();
  const agreement: ClaimCheck[] = [];
  const verified = otherPeriodFigures(stated, metricOf, proseChecks);
  const statedList = stated.map((a) => `${a.metric}${a.value !== undefined ? ` ${a.value}${a.unit}` : ""}`);
  for (const a of covered) {
    for (const n of a.numbers) {
      // A figure the prose checker found true of a period no stated figure of its metric speaks for (the base of a
      // multiple, a level of another year) agrees with the data: the grammar cannot state every figure.
      if (figures.some((f) => sameFigure(n, f)) || bases.some((b) => matchesFigure(n, b)) || verified.has(n.raw)) {
        accounted.add(n.raw);
        continue;
      }
      // A figure of a kind the model stated none of (a margin beside stated amounts) is the prose checker's to read.
      if (!figures.some((f) => KIND_CLASS[f.kind] === KIND_CLASS[n.kind])) continue;
      accounted.add(n.raw);
      disagreed.add(n.raw);
      const reason = `${MISMATCH}：正文中的“${n.raw}”不是结构化断言给出的数值（${statedList.join("、")}）`;
      agreement.push({ kind: "stated", ok: false, expected: statedList.join("、"), found: n.raw, reason });
    }
    const sense = a.direction?.sense;
    if ((sense !== "up" && sense !== "down") || a.downplayed) continue;
    // Only a stated item of the clause's own years and base speaks for its direction ("2023年微增2.3%" beside a
    // stated fall of 2022 is another move).
    const other = stated.find((s) => metricOf.get(s) === a.metric && statedSense(s) !== null && samePeriod(a, s));
    const want = other ? statedSense(other) : null;
    if (!want || want === sense) continue;
    const reason = `${MISMATCH}：正文${quotedText(a.text)}说${SENSE_ZH[sense]}，结构化断言为${SENSE_ZH[want]}`;
    agreement.push({ kind: "stated", ok: false, expected: SENSE_ZH[want], found: SENSE_ZH[sense], reason });
  }
  // What the prose checker said of a covered clause alone, read again on that clause: those readings give way.
  // Only what a stated item of the clause's metric speaks to: a size word no item states stays the prose checker's.
  const superseded = new Set(
    covered.flatMap((a) => {
      const about = stated.filter((s) => a.metric === null || metricOf.get(s) === a.metric);
      return checkAssertions([a], facts)
        .filter((c) => c.ok !== true && SUPERSEDED.has(c.kind) && about.some((s) => speaksTo(s, c.kind)))
        .map((c) => c.reason);
    }),
  );
  const standing = proseChecks.filter((c) =>
    c.ok === true
      ? !(c.kind === "number" && c.figure !== undefined && disagreed.has(c.figure))
      : !SUPERSEDED.has(c.kind) || !superseded.has(c.reason),
  );
  return { checks: [...standing, ...checkStated(stated, facts), ...agreement], accounted };
}
