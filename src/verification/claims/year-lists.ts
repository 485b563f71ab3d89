/**
 * Years written as a list, read one way wherever they appear: "2017、2018、2019年" (年 after the last only),
 * "2022→2023→2024→2025" (a chained heading), "2024、2025年分别…" (a list before its items). Years that follow one
 * another are a span, written "2017-2019年" as the period grammar reads it (periods.ts expands it); years apart each
 * get their own 年, so no bare year is left to be read as a figure.
 */

/** What separates the years of a list ("2017、2018", "2017和2019"). */
export const YEAR_LIST_SEPARATOR = "[、和与及]";

export const yearsIn = (text: string): number[] => (text.match(/(?:19|20)\d{2}/g) ?? []).map(Number);

const consecutive = (years: readonly number[]): boolean => years.every((y, i) => i === 0 || y === years[i - 1]! + 1);

/**
 * A list of years as the period grammar reads it: the span when at least `minRun` years follow one another, else
 * each year with its 年, joined by `joiner` or, without one, in the text as written.
 */
export function listedYears(text: string, minRun: number, joiner?: string): string {
  const years = yearsIn(text);
  if (years.length >= minRun && consecutive(years)) return `${years[0]}-${years.at(-1)}年`;
  if (joiner !== undefined) return years.map((y) => `${y}年`).join(joiner);
  return text.replace(/((?:19|20)\d{2})(?!年)/g, "$1年");
}

/** A part of a clause that is only a year or a list of years: it judges nothing of its own. */
const ONLY_YEARS = new RegExp(
  String.raw`^\s*(?:FY)?(?:19|20)?\d{2}年?(?:\s*${YEAR_LIST_SEPARATOR}\s*(?:19|20)\d{2}年?)*\s*$`,
);
export const onlyYears = (part: string): boolean => ONLY_YEARS.test(part);
