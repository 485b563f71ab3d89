import type { ClaimMetric, MetricMention } from "./metric-lexicon";

/**
 * "销售、管理、研发三项费用合计约1347亿元", "销售和管理两项费用": names that share one written suffix (费用)
 * name each metric the suffix completes, so the list reads as 销售费用、管理费用、研发费用 (a sum's parts,
 * metric-sums.ts).
 * Only the prefixes of this table; a prefix alone elsewhere ("销售增长") names nothing.
 */
const EXPENSE_PREFIXES: Readonly<Record<string, ClaimMetric>> = {
  销售: "selling_expense",
  管理: "admin_expense",
  研发: "research_expense",
};
const PREFIX = Object.keys(EXPENSE_PREFIXES).join("|");
const JOIN = String.raw`\s*(?:、|和|与|及|以及)\s*`;
const SHARED = new RegExp(
  String.raw`(?:${PREFIX})(?:${JOIN}(?:${PREFIX}))+\s*(?:[两二三四]项|两大|三大)?\s*费用(?:合计|总额|之和)?`,
  "g",
);

/** The mentions with each shared-suffix list replaced by one mention per prefix, in reading order. */
export function spreadSuffix(text: string, mentions: MetricMention[]): MetricMention[] {
  const spread: MetricMention[] = [];
  for (const m of text.matchAll(SHARED)) {
    const start = m.index;
    for (const p of m[0].matchAll(new RegExp(PREFIX, "g"))) {
      const metric = EXPENSE_PREFIXES[p[0]];
      if (metric) spread.push({ metric, index: start + p.index, end: start + p.index + p[0].length, weak: false });
    }
  }
  if (spread.length === 0) return mentions;
  const spans = [...text.matchAll(SHARED)].map((m) => [m.index, m.index + m[0].length] as const);
  const outside = mentions.filter((x) => !spans.some(([s, e]) => x.index < e && s < x.end));
  return [...outside, ...spread].sort((a, b) => a.index - b.index);
}
