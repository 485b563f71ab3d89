/**
 * "归母净利从2021年的712.08亿元起连降三年，到2024年累计缩水约29%", "2021年以来一路下行，累计缩水约36%": a change
 * said to have built up (累计, 合计, 一共) runs from the start of the run its sentence told, not from the year before.
 * The start is the earliest year the clause or a clause before it in its sentence names; the end is the clause's own
 * year, else the latest stored (span-figures.ts). A writer who says 累计 has that whole run in mind, so a year-on-year
 * change that happens to match is no reading of it.
 */

/** A change word after a word of accumulation: the figure after it is the change over the whole run. */
export const CUMULATIVE_CHANGE = new RegExp(
  // Not 整体/总体 ("2025年营收整体增长约17%" is the year's own change).
  String.raw`(?:累计|累积|合计|总共|一共|共计)\s*(?:已经?|又)?\s*` +
    "(?:缩水|下降|下滑|减少|萎缩|回落|下跌|降低|蒸发|增长|上涨|增加|提升|上升|扩张|扩大|[增涨跌降减少多])",
);

const PART_OF_YEAR = /前三季度|上半年|下半年|一季度|二季度|三季度|四季度|1\s*[-—–至到~]\s*\d{1,2}\s*月|Q[1-4]|H[12]/i;

/** A year named in the sentence; not one that dates a day ("2025年7月4日快照"), which starts no run of years. */
const YEAR = /(?<!\d)((?:19|20)\d{2})\s*(?:年(?!\s*\d{1,2}\s*月)|(?=\s*[-—–~至到]))/g;

function yearsIn(text: string): number[] {
  return [...text.matchAll(YEAR)].map((m) => Number(m[1]));
}

/**
 * The base year of a cumulative change: the earliest year named by the clause or by the clauses before it in its
 * sentence, when earlier than every year the clause judges. Null when the clause says no cumulative change, or names
 * no such year (then the change is read as any other).
 */
export function cumulativeBase(text: string, own: readonly number[], said: readonly string[] = []): number | null {
  // "2025年前三季度营收累计增长约9.3%": a part of a year accumulates its own months, not a run of years.
  if (!CUMULATIVE_CHANGE.test(text) || PART_OF_YEAR.test(text)) return null;
  const named = [...said.flatMap(yearsIn), ...yearsIn(text)];
  if (named.length === 0) return null;
  const first = Math.min(...named);
  return own.every((y) => y > first) ? first : null;
}
