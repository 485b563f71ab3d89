import { findMetrics } from "./metric-lexicon";

/**
 * "营收高点是2022年的3447.83亿元，2025年的3375.32亿元比它低约2.1%": 它 (其, 之) compared with, in a clause that
 * names a year of its own but no metric, is the figure of the clause before when that clause names a metric and one
 * other year: the gap is from that year ("比2022年低约2.1%"), read as any change from a named base year.
 */
// Not "较之上年": 之 before 上年 (上一年, 上季, 下半年) is a word of its own, the year before.
const PRONOUN_BASE = new RegExp(
  String.raw`(比|较|相比)\s*(?:它|其|之)(?!\s*(?:上一?年|上季|上期|下半))` +
    String.raw`(?=\s*(?:还|仍|又|已|约|大约)?\s*(?:高|低|多|少|增|减|降|下|上|缩|涨|跌))`,
);
/** Every year a clause names, listed ones too ("2021、2022年"); a year-end ("2022年末") is no year's figure. */
const YEAR = /(?<![\d.])((?:19|20)\d{2})(?![\d.])(?!\s*年[末底初])/g;

/**
 * "2021年归母净利712.08亿元是2019至2024年的最高，2024年已较其缩水约29%": a span of years the clause before measures
 * its figure against is a window, not a year of a figure 其 could be.
 */
const WINDOW = /(?<![\d.])(?:19|20)\d{2}\s*年?\s*(?:至|到|-|—|–|~)\s*(?:19|20)\d{2}\s*年/g;

const yearsIn = (clause: string): number[] => [...new Set([...clause.matchAll(YEAR)].map((m) => Number(m[1])))];

export function pronounYears(clauses: readonly string[]): string[] {
  return clauses.map((clause, k) => {
    const prev = k > 0 ? clauses[k - 1] : undefined;
    if (prev === undefined || !PRONOUN_BASE.test(clause) || findMetrics(clause).length > 0) return clause;
    const own = yearsIn(clause);
    const named = yearsIn(prev.replace(WINDOW, ""));
    const base = named[0];
    if (own.length !== 1 || named.length !== 1 || base === undefined || base === own[0]) return clause;
    if (findMetrics(prev).length === 0) return clause;
    return clause.replace(PRONOUN_BASE, `$1${base}年`);
  });
}
