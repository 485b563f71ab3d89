import type { Assertion } from "./assertion";
import { type ClaimMetric, METRIC_LEXICON, findMetrics } from "./metric-lexicon";

/**
 * "利润率" alone names no one margin (gross, operating or net), so it is a term the data lacks (phrase-words.ts
 * UNHELD_TERMS). After a clause of its sentence that named exactly one margin it is that margin said again:
 * "净利率44.77%，比上年提高约0.45个百分点，利润率在2021年以来逐年上移" judges 销售净利率. With two margins before it
 * ("毛利率…，净利率…，利润率…") or none, it stays unheld - unless that clause named a revenue and one profit:
 * then it is the profit over the revenue (营收增3.5%而净利润降约19%，利润率受挤压).
 */
const BARE = "利润率";
export const MARGINS: ReadonlySet<ClaimMetric> = new Set([
  "gross_margin",
  "net_margin",
  "parent_net_margin",
  "operating_margin",
]);

/** The clause with its bare 利润率 read as the one margin the clause before (same sentence) named, where it did. */
export function marginNamedBefore(a: Assertion, before: Assertion | null): Assertion {
  const bare = a.terms.find((t) => t.kind === "unheld" && t.word === BARE);
  if (!bare || !before || before.sentence !== a.sentence || before.from !== a.from) return a;
  if (a.bound === "own" && !(a.metric && MARGINS.has(a.metric))) return a;
  const only = marginOf(before);
  if (!only) return a;
  // It still says something of the margin: unchecked, it is 未能核验, never a silent ✅.
  return { ...a, metric: only, bound: "previous", terms: a.terms.filter((t) => t !== bare), asserts: true };
}

/** The profit a margin divides by the revenue: 净利润 (read as 归母净利润) gives 归母净利润 / 营业总收入. */
const PROFIT_MARGINS: readonly [ClaimMetric, ClaimMetric][] = [["net_profit", "parent_net_margin"]];
const REVENUES: ReadonlySet<ClaimMetric> = new Set(["revenue", "operating_revenue"]);

/**
 * The one margin a clause names, else the one its revenue and its profit make ("营收增3.5%而净利润降约19%，利润率
 * 受挤压": the profit over the revenue just named); null with two margins, or no revenue or no single profit.
 */
function marginOf(before: Assertion, earlier: readonly Assertion[] = [before]): ClaimMetric | null {
  const named = namedIn(before).filter((m) => MARGINS.has(m));
  if (named.length > 0) return named.length === 1 ? named[0]! : null;
  // "营收增约17%，利润增约42%，利润率明显改善": the revenue may stand a clause further back in the sentence.
  const metrics = [...new Set(earlier.flatMap(namedIn))];
  if (metrics.some((m) => MARGINS.has(m))) return null;
  const made = PROFIT_MARGINS.filter(([profit]) => metrics.includes(profit)).map(([, margin]) => margin);
  return made.length === 1 && metrics.some((m) => REVENUES.has(m)) ? made[0]! : null;
}

const namedIn = (a: Assertion): ClaimMetric[] => [...new Set([...a.metrics, ...(a.metric ? [a.metric] : [])])];

/** 利润率 not part of a margin's own name (净利润率, 营业利润率, 归母净利润率). */
const BARE_WORD = /(?<![净业母])利润率/;

/**
 * "利润率层面，2024年净利率不足10%", "从利润率来看，…": a heading naming the margins as the topic of the clauses after
 * it asserts nothing of its own; the margin the next clause names is what is judged. It is masked, not read as a term
 * the data lacks.
 */
const MARGIN_HEADING =
  /^\s*(?:从|在)?\s*利润率\s*(?:(?:层面|方面|维度|角度)\s*(?:来看|看|而言|上看)?|来看|而言|上看)\s*$/;

/**
 * The clause to parse, its bare 利润率 written as the one margin the clause before (same sentence) named: read as an
 * unheld term, the words after it (几乎腰斩, 大幅下滑) would be that term's and never sized against the margin, so
 * "净利率…下降0.31个百分点，利润率几乎腰斩" would pass on the clause before alone.
 */
export function bareMarginWritten(
  clause: string,
  before: Assertion | null,
  sentence: number,
  earlier: readonly Assertion[] = [],
): string {
  if (MARGIN_HEADING.test(clause)) return "□".repeat(clause.length);
  if (!before || before.sentence !== sentence || !BARE_WORD.test(clause)) return clause;
  if (findMetrics(clause.replace(BARE_WORD, "")).some((m) => !m.weak)) return clause;
  const only = marginOf(before, [...earlier.filter((a) => a.sentence === sentence && a.from === before.from), before]);
  const alias = only ? METRIC_LEXICON[only].aliases[0] : undefined;
  return alias ? clause.replace(BARE_WORD, alias) : clause;
}
