import { NAMED_MA } from "./market-words";

/**
 * The window of an average MA_NAME (market-words.ts) matched, its three groups from `at` on: MA20 and 20日线 → 20,
 * 年线 → 250; NaN where none of the three took part in the match.
 */
export const averageSpan = (x: RegExpMatchArray, at = 1): number =>
  x[at + 2] ? NAMED_MA[x[at + 2]!]! : Number(x[at] ?? x[at + 1]);

/** One average's name: MA20, MA(20), 20日均线, 20日线, 年线. */
export const ONE_MA = String.raw`(?:MA\s*[(（]?\s*\d+\s*[)）]?|\d+\s*日(?:均线|线)?|半年线|年线|季线)`;

/** The window of one average's name: MA20 → 20, 年线 → 250; null when it names none. */
export const spanOf = (name: string): number | null => {
  const named = /半年线|年线|季线/.exec(name);
  if (named) return NAMED_MA[named[0]]!;
  const n = /\d+/.exec(name);
  return n ? Number(n[0]) : null;
};

/** A list of averages: "MA5/MA10/MA20", "MA5、MA10和MA20", "5日、20日、60日均线", "MA5/10/20", "5/10/20日均线". */
export const MA_LIST_NAMES =
  String.raw`(?:${ONE_MA}\s*[/、，,和与及]\s*)+${ONE_MA}|MA\s*\d+(?:\s*[/、]\s*\d+)+` +
  String.raw`|\d+(?:\s*[/、]\s*\d+)+\s*日(?:均线|线)`;

/** The windows a list of averages names, in its order; null when one of them names none. */
export function listSpans(names: string): number[] | null {
  // "MA20/60/120" and "5/10/20日均线": the windows after the first written by their numbers only.
  const spans =
    /^\s*MA|日(?:均线|线)\s*$/.test(names) && !/[、，,和与及/]\s*MA/i.test(names)
      ? [...names.matchAll(/\d+/g)].map((x) => Number(x[0]))
      : names.split(/[/、，,和与及]/).map(spanOf);
  return spans.some((n) => n === null) ? null : (spans as number[]);
}
