import { type ExtractedNumber, SPAN_UNITS } from "../extract-numbers";

/** Which numbers of a clause are figures to check: not years, dates, small counts or time spans. */

/** "2025一季报", "2024年报" written without 年: a bare year before a report's name is a year, not a figure. */
const reportYear = (n: ExtractedNumber, text: string): boolean =>
  n.kind === "bare" &&
  n.decimals === 0 &&
  n.value >= 1990 &&
  n.value <= 2100 &&
  /^(?:一季|中报|半年|三季|年报|年度|Q[1-4]|H[12])/i.test(text.slice(n.index + n.raw.length));

/**
 * "Q4'25", "FY24", "2023到2025这三年", "2020-2024这五年": digits of a period's name or a year span's end, not figures.
 */
const PERIOD_NAME_BEFORE = /(?:FY|[QH][1-4]\s*['’]?|[1-4][QH]\s*['’]?)\s*$/i;
const SPAN_YEAR = /^(?:19|20)\d{2}$/;
const spanYear = (n: ExtractedNumber, text: string): boolean =>
  n.kind === "bare" &&
  SPAN_YEAR.test(n.raw) &&
  (/^\s*年?\s*(?:到|至|-|—|–|~|～)\s*(?:19|20)\d{2}/.test(text.slice(n.index + n.raw.length)) ||
    /(?:19|20)\d{2}\s*年?\s*(?:到|至|-|—|–|~|～)\s*$/.test(text.slice(0, n.index)));

/**
 * "15.61%（2015）" and "2024、2025两年": a bare year tagging the figure before it, or listed with other years, is a
 * year, not a figure (binding.ts places the tagged figure in it).
 */
export const YEAR_TAG_AFTER = /^\s*[(（]\s*((?:19|20)\d{2})\s*(?:年|A|E)?\s*[)）]/;
const yearTag = (n: ExtractedNumber, text: string): boolean => {
  if (n.kind !== "bare" || !SPAN_YEAR.test(n.raw)) return false;
  const [before, after] = [text.slice(0, n.index), text.slice(n.index + n.raw.length)];
  const tagged = /[\d%元倍亿万]\s*[(（]\s*$/.test(before) && /^\s*(?:年|A|E)?\s*[)）]/.test(after);
  const listed = /^\s*[、和与及]\s*(?:19|20)\d{2}(?!\d)/.test(after) || /(?:19|20)\d{2}\s*[、和与及]\s*$/.test(before);
  return tagged || (listed && /^[\s、和与及\d]*(?:年|[两二三四五六七八九十]年)/.test(after));
};

/** A figure needs checking: not a year, date, small count or time span (the same rule as the point verifier). */
export function isFigure(n: ExtractedNumber, text: string): boolean {
  if (n.kind === "year" || n.kind === "date") return false;
  if (reportYear(n, text) || spanYear(n, text) || yearTag(n, text)) return false;
  if (n.kind === "bare" && PERIOD_NAME_BEFORE.test(text.slice(0, n.index))) return false;
  if (n.kind !== "bare") return true;
  if (SPAN_UNITS.has(n.unit)) return false;
  return !(n.decimals === 0 && Math.abs(n.value) <= 10);
}
