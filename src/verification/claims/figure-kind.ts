import { type ExtractedNumber, SPAN_UNITS } from "../extract-numbers";
import { bareYear } from "./periods";

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
 * "15.61%（2015）": the year a bracket tags the figure before it with (binding.ts places the figure in it; that the
 * bracketed number is a year, not a figure, is periods.ts' bareYear).
 */
export const YEAR_TAG_AFTER = /^\s*[(（]\s*((?:19|20)\d{2})\s*(?:年|A|E)?\s*[)）]/;

/** A figure needs checking: not a year, date, small count or time span (the same rule as the point verifier). */
export function isFigure(n: ExtractedNumber, text: string): boolean {
  if (n.kind === "year" || n.kind === "date") return false;
  if (reportYear(n, text) || spanYear(n, text) || bareYear(n, text)) return false;
  if (n.kind === "bare" && PERIOD_NAME_BEFORE.test(text.slice(0, n.index))) return false;
  if (n.kind !== "bare") return true;
  if (SPAN_UNITS.has(n.unit)) return false;
  return !(n.decimals === 0 && Math.abs(n.value) <= 10);
}
