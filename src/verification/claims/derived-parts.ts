import { DIFFERENCES } from "./derived-facts";
import { type ClaimMetric, METRIC_LEXICON, findMetrics } from "./metric-lexicon";

/**
 * "经营现金流减资本开支约584亿元，可覆盖当年派现付息支出的八成以上": a part written as one stored line less another is
 * the line the facts derive from the two (derived-facts.ts: 经营现金流 − 资本开支 is 自由现金流), so its share or
 * multiple of a whole is read on that derived line. Any other difference has no line of its own (null).
 */
const MINUS = /减去?|扣除|扣掉/g;

/** The lexicon metric whose first stored series is `series`. */
const metricOf = (series: string): ClaimMetric | undefined =>
  (Object.keys(METRIC_LEXICON) as ClaimMetric[]).find((m) => METRIC_LEXICON[m].series[0] === series);

/** The derived metric a text's "A减B" names, when A and B are the inputs of a derived line. */
export function derivedPart(text: string): ClaimMetric | null {
  for (const m of text.matchAll(MINUS)) {
    const from = findMetrics(text.slice(0, m.index)).at(-1);
    const less = findMetrics(text.slice(m.index + m[0].length))[0];
    if (!from || less?.index !== 0) continue;
    const row = DIFFERENCES.find((d) => metricOf(d.from) === from.metric && metricOf(d.less) === less.metric);
    const derived = row ? metricOf(row.series) : undefined;
    if (derived) return derived;
  }
  return null;
}
