import type { Assertion } from "./assertion";
import { type ClaimMetric, METRIC_LEXICON, findMetrics } from "./metric-lexicon";

/**
 * "利润率" alone names no one margin (gross, operating or net), so it is a term the data lacks (phrase-words.ts
 * UNHELD_TERMS). After a clause of its sentence that named exactly one margin it is that margin said again:
 * "净利率44.77%，比上年提高约0.45个百分点，利润率在2021年以来逐年上移" judges 销售净利率. With two margins before it
 * ("毛利率…，净利率…，利润率…") or none, it stays unheld.
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
  const named = [...new Set([...before.metrics, ...(before.metric ? [before.metric] : [])])].filter((m) =>
    MARGINS.has(m),
  );
  if (named.length !== 1) return a;
  // It still says something of the margin: unchecked, it is 未能核验, never a silent ✅.
  return { ...a, metric: named[0]!, bound: "previous", terms: a.terms.filter((t) => t !== bare), asserts: true };
}

/** 利润率 not part of a margin's own name (净利润率, 营业利润率, 归母净利润率). */
const BARE_WORD = /(?<![净业母])利润率/;

/**
 * The clause to parse, its bare 利润率 written as the one margin the clause before (same sentence) named: read as an
 * unheld term, the words after it (几乎腰斩, 大幅下滑) would be that term's and never sized against the margin, so
 * "净利率…下降0.31个百分点，利润率几乎腰斩" would pass on the clause before alone.
 */
export function bareMarginWritten(clause: string, before: Assertion | null, sentence: number): string {
  if (!before || before.sentence !== sentence || !BARE_WORD.test(clause)) return clause;
  if (findMetrics(clause.replace(BARE_WORD, "")).some((m) => !m.weak)) return clause;
  const named = [...new Set([...before.metrics, ...(before.metric ? [before.metric] : [])])].filter((m) =>
    MARGINS.has(m),
  );
  const [only] = named;
  const alias = named.length === 1 && only ? METRIC_LEXICON[only].aliases[0] : undefined;
  return alias ? clause.replace(BARE_WORD, alias) : clause;
}
