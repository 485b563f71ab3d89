import { matchesFigure } from "../figure-match";
import type { BoundFigure, ClauseParts } from "./binding";
import { type ClaimCheck, entryOf, pointsOf, show, undecided, yearOf } from "./check-series";
import { figureCandidate } from "../figure-match";
import type { Facts } from "./facts";
import { type ClaimMetric, METRIC_LEXICON, type MetricMention } from "./metric-lexicon";
import type { Assertion } from "./parse-assertions";
import type { Side } from "./relation-values";

/**
 * Sums of two or more metrics of one period: "销售费用614.22亿元与管理费用580.21亿元合计约1194亿元" is the sum of
 * the two stored amounts, and "…，约为归母净利润的2.4倍" after it is that sum over the metric it names. Computed where
 * every part is stored for the year; ❔ otherwise, never the level of one part.
 */

/** A sum's word right before its figure ("合计约", "两者加起来", "之和为"). */
const SUM_BEFORE = new RegExp(
  String.raw`(?:合计|总计|共计|之和|加起来|加总|一共|总共|[两二](?:项|者)相加)\s*` +
    String.raw`(?:为|达|达到|约为|约|近|接近|将近|超过|超|逾)?\s*$`,
);

const SPAN = /(?<![上前去今明第])[一两二三四五六七八九十]年|\d{4}\s*[-~至到—]\s*\d{4}|近\d+年/;
const JOINT = /^\s*(?:[\d.,]+\s*(?:万亿元|亿元|万元|亿|万)?)?\s*(?:与|和|及|以及|加上?|\+|、)\s*$/;

/** The parts a sum's figure adds up: two or more distinct amount metrics named before it in the clause. */
export function summedParts(
  before: string,
  mentions: readonly MetricMention[],
  at: number,
  carried: readonly ClaimMetric[] = [],
): ClaimMetric[] | null {
  // "2023-2025三年归母净利润合计" is a sum over years (span-figures.ts), not of metrics.
  if (!SUM_BEFORE.test(before) || SPAN.test(before)) return null;
  const named = mentions.filter((m) => !m.weak && m.end <= at);
  // "销售费用614亿、管理费用580亿，两项合计接近1200亿": a sum naming no part adds up those the clause before listed.
  const listed = [...new Set(carried)];
  if (named.length === 0 && listed.length >= 2 && listed.every((m) => METRIC_LEXICON[m].kind === "amount"))
    return listed;
  // Each part joined to the one before by 与/和/加/、, with at most its own figure between.
  const joined = named.every((m, k) => k === 0 || JOINT.test(before.slice(named[k - 1]!.end, m.index)));
  const parts = [...new Set(named.map((m) => m.metric))];
  if (!joined || parts.length < 2 || parts.some((m) => METRIC_LEXICON[m].kind !== "amount")) return null;
  return parts;
}

/**
 * "…三项费用合计约1347亿元，与上年的约1348亿元基本相当": a level of the year before, in a clause naming no metric
 * right after a sum, is that sum's.
 */
export function carriedSum(p: ClauseParts, prior: boolean): ClaimMetric[] | null {
  const last = p.before?.figures.at(-1);
  if (!prior || p.mentions.length > 0 || last?.role !== "sum" || last.per || !last.parts) return null;
  return last.parts;
}

/** The parts of the sum figured last before figure i: in its clause, else as the clause before's last figure. */
export function sumBefore(p: ClauseParts, i: number): ClaimMetric[] | null {
  for (let k = i - 1; k >= 0; k--) {
    const n = p.numbers[k]!;
    const parts = n.kind === "amount" ? summedParts(p.text.slice(0, n.index), p.mentions, n.index) : null;
    if (parts) return parts;
  }
  const last = p.before?.figures.at(-1);
  return last?.role === "sum" && !last.per && last.parts ? last.parts : null;
}

/** The sum of the parts in a year, in 元, with what the reason shows; null when a part is not stored for it. */
export function sumOf(
  facts: Facts,
  parts: readonly ClaimMetric[],
  year: number | null,
): {
  value: number;
  year: number;
  found: string;
} | null {
  const points = parts.map((m) => {
    const series = pointsOf(facts, m);
    return year === null ? series.at(-1) : series.find((p) => yearOf(p) === year);
  });
  const first = points[0];
  if (!first || points.some((p) => !p || yearOf(p) !== yearOf(first))) return null;
  const value = points.reduce((s, p) => s + figureCandidate({ label: "", value: p!.value, unit: p!.unit }).value, 0);
  const name = parts.map((m) => entryOf(m).label).join("+");
  return { value, year: yearOf(first), found: `${yearOf(first)}年${name} ${show(parts[0]!, value)}` };
}

const label = (parts: readonly ClaimMetric[]): string => `${parts.map((m) => entryOf(m).label).join("+")}合计`;

/** A sum's figure checked against the parts' stored amounts added up (each rounded by the writer: one unit slack). */
export function checkSum(a: Assertion, f: BoundFigure, facts: Facts): ClaimCheck {
  const parts = f.parts ?? [];
  const judged = f.year ?? (a.years.length > 0 ? Math.max(...a.years) : null);
  // "与上年的约1348亿元基本相当": the sum of the year before the one judged (the newest held when that is not).
  const now = f.prior ? (sumOf(facts, parts, judged) ?? sumOf(facts, parts, null))?.year : undefined;
  const year = f.prior ? (now === undefined ? null : now - 1) : judged;
  const sum = a.period.kind === "annual" ? sumOf(facts, parts, year) : null;
  if (!sum)
    return undecided("number", label(parts), `没有${year ?? ""}${year ? "年" : ""}各项的数据，无法核验“${f.n.raw}”`);
  const ok = matchesFigure(f.n, { value: sum.value, kind: "amount" }, f.bound, true);
  return {
    kind: "number",
    ok,
    figure: f.n.raw,
    expected: `${sum.year}年${label(parts)}`,
    found: sum.found,
    reason: ok ? `“${f.n.raw}”与${sum.found}相符` : `“${f.n.raw}”不是${sum.year}年${label(parts)}（${sum.found}）`,
  };
}

/** "（合计）约为归母净利润的2.4倍": the sum over the metric named, as a multiple or a share in %. */
export function checkSumRatio(a: Assertion, f: BoundFigure, facts: Facts): ClaimCheck {
  const parts = f.parts ?? [];
  const per = f.per as ClaimMetric;
  const year = f.year ?? (a.years.length > 0 ? Math.max(...a.years) : null);
  const sum = a.period.kind === "annual" ? sumOf(facts, parts, year) : null;
  const base = sum ? pointsOf(facts, per).find((p) => yearOf(p) === sum.year) : undefined;
  const name = `${label(parts)}/${entryOf(per).label}`;
  if (!sum || !base || base.value === 0)
    return undecided("number", name, `没有${year ?? ""}${year ? "年" : ""}${name}的数据，无法核验“${f.n.raw}”`);
  const r = sum.value / figureCandidate({ label: "", value: base.value, unit: base.unit }).value;
  const ok = [
    { value: r, kind: "multiple" as const },
    { value: r * 100, kind: "percent" as const },
  ].some((c) => matchesFigure(f.n, c, f.bound, true));
  const found = `${sum.year}年${name} ${r.toFixed(2)}倍`;
  return {
    kind: "number",
    ok,
    figure: f.n.raw,
    expected: `${sum.year}年${name}`,
    found,
    reason: ok ? `“${f.n.raw}”与${found}相符` : `“${f.n.raw}”不是${found}`,
  };
}

/** "…两项合计约1194亿元，超过同年归母净利润的两倍": the sum the clause figured last, as a side of a share. */
export function summedSide(clause: Assertion): Side | null {
  const sum = clause.figures.at(-1);
  if (sum?.role !== "sum" || !sum.parts?.length) return null;
  return { metric: sum.parts[0]!, kind: clause.period.kind, year: clause.years.at(-1) ?? null, parts: sum.parts };
}
