import type { Assertion } from "./assertion";
import type { ClaimCheck } from "./check-series";
import { DIFFERENCES } from "./derived-facts";
import { DERIVED } from "./derived-series";
import { type ClaimMetric, METRIC_LEXICON, findMetrics } from "./metric-lexicon";

/**
 * "按营收和归母净利润计算，2025年净利率约47.8%", "以归母净利润除以营业收入计，…", "按经营现金流减资本开支估算，
 * 2025年自由现金流约584亿元": a clause naming the two lines a figure after it is computed from, and how, states no
 * fact of its own. It is read by that figure's check when the next clause of its sentence is about a series the
 * checker derives from exactly those two lines (derived-series.ts, derived-facts.ts: one definition of each) and its
 * figure passed. "资本开支31.28亿元，经营现金流扣掉它之后，自由现金流…" names the second line by a pronoun: the
 * clause before's. A method whose lines are not the figure's inputs ("按营收计算，净利率…") stays 未能核验.
 */
const LEAD = /^(?:按照?|以|用|拿|若以)\s*(?:(?:19|20)\d{2}年度?的?)?/;
const JOIN = /^\s*(?:和|与|及|除以|减去?|减掉|扣除|扣掉|对|比)\s*(?:(?:19|20)\d{2}年度?的?|当年的?|同期的?)?\s*$/;
const HOW = /^\s*(?:来)?(?:计算|估算|测算|推算|相除|一除|相减|计|算)?(?:得出|得到|而来)?\s*$/;
/** "经营现金流扣掉它之后": the line before, taken away from this one. */
const PRONOUN = /^\s*(?:扣掉|扣除|减去|减掉|除以)\s*(?:它|其|这部分|这笔)\s*(?:之后|以后|后)?\s*$/;

/** Each derived series with the pair of stored lines it is computed from. */
const INPUTS: readonly { series: string; lines: readonly (readonly string[])[] }[] = [
  ...DERIVED.map((d) => ({ series: d.series, lines: [[d.num], d.per] })),
  ...DIFFERENCES.map((d) => ({ series: d.series, lines: [[d.from], [d.less]] })),
];

const seriesOf = (m: ClaimMetric): readonly string[] => METRIC_LEXICON[m].series;

/** The two metrics a method clause names, in order, if it is one. */
function methodPair(a: Assertion, before: Assertion | undefined): [ClaimMetric, ClaimMetric] | null {
  if (a.numbers.length > 0 || a.direction || a.magnitude || a.level || a.scenario) return null;
  const text = a.text.trim();
  const ms = findMetrics(text).filter((m) => !m.weak);
  const [x, y] = ms;
  if (ms.length === 2 && x && y) {
    const lead = LEAD.exec(text.slice(0, x.index));
    const ok =
      lead && lead[0].length === x.index && JOIN.test(text.slice(x.end, y.index)) && HOW.test(text.slice(y.end));
    return ok ? [x.metric, y.metric] : null;
  }
  if (ms.length === 1 && x && x.index === 0 && PRONOUN.test(text.slice(x.end)) && before?.metric)
    return before.sentence === a.sentence ? [x.metric, before.metric] : null;
  return null;
}

/** The series of a clause's metric: its own and those of another reading of its name (净利率 as 归母净利润 / 营收). */
const readsOf = (m: ClaimMetric): readonly string[] => {
  const e = METRIC_LEXICON[m] as { series: readonly string[]; readings?: readonly string[] };
  return [...e.series, ...(e.readings ?? [])];
};

/** Whether a series is computed from the two metrics' lines, in either order. */
function derivedFrom(series: string, [p, q]: [ClaimMetric, ClaimMetric]): boolean {
  const row = INPUTS.find((r) => r.series === series);
  if (!row) return false;
  const [u = [], v = []] = row.lines;
  const has = (m: ClaimMetric, lines: readonly string[]): boolean => seriesOf(m).some((s) => lines.includes(s));
  return (has(p, u) && has(q, v)) || (has(q, u) && has(p, v));
}

export function methodReadByNext(
  a: Assertion,
  before: Assertion | undefined,
  next: Assertion | undefined,
  nextChecks: readonly ClaimCheck[],
): boolean {
  if (!next || next.sentence !== a.sentence || !next.metric) return false;
  const pair = methodPair(a, before);
  if (!pair || !readsOf(next.metric).some((s) => derivedFrom(s, pair))) return false;
  return nextChecks.some((c) => c.ok === true && c.kind === "number") && nextChecks.every((c) => c.ok === true);
}
