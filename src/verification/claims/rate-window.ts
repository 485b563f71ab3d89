import type { ExtractedNumber } from "../extract-numbers";
import type { Assertion } from "./assertion";
import type { PeriodKind } from "./periods";

/**
 * "自2021年的1199.22亿元逐年抬升…，可增速已从23.2%降到1.21%", "近三年增速已从15%降到1%出头", "增速已从两年前的42%降至
 * 3.5%": a growth rate's path over a window of years starts at the window's first year, not at the year before the one
 * judged. The window is the sentence's start year (自/从 2021年: its own rate or the next year's), a recent span
 * (近三年: counted in years or in steps) or a year some years back (两年前). The start is read there only when the rate
 * written after 从/由 is that year's: a start the data does not show stays read on the year before, and fails there.
 */

/** The rate the path starts at: "从23.2%", "从两年前的42%", "由约15%". */
const FROM_RATE = /(?:从|由)\s*(?:[^\d,;，；。]{0,6}?的)?\s*(?:约|近)?\s*([-+−]?\d+(?:\.\d+)?)\s*%/;
/** "两年前", "3年前": a year that many years before the one judged. */
const YEARS_BACK = /(?:[两二三四五六七八九十]|\d)\s*年前/;

type Periods = { kind: PeriodKind; baseKind: PeriodKind | null; baseYear: number };

/** The years the window may start at, latest first, none earlier than the stored rates can tell apart. */
function startYears(a: Assertion, year: number): number[] {
  if (a.spanYears !== null && YEARS_BACK.test(a.read)) return [year - a.spanYears];
  if (a.recency && a.recency.periods >= 2) return [year - a.recency.periods + 1, year - a.recency.periods];
  // 自2021年 in an earlier clause of the sentence: the clause itself names no year.
  if (a.baseYear !== null && !/\d{4}/.test(a.read)) return [a.baseYear + 1, a.baseYear];
  return [];
}

export function windowStart(
  a: Assertion,
  p: Periods,
  year: number,
  rateMatches: (n: ExtractedNumber, baseYear: number) => boolean,
): Periods {
  if (p.kind !== "annual" || p.baseKind !== "annual" || p.baseYear !== year - 1) return p;
  const hit = FROM_RATE.exec(a.read);
  const end = hit ? hit.index + hit[0].length : -1;
  const n = a.numbers.find((x) => hit && x.kind === "percent" && x.index >= hit.index && x.index < end);
  if (!n || rateMatches(n, year - 1)) return p;
  const start = startYears(a, year).find((y) => y < year - 1 && rateMatches(n, y));
  return start === undefined ? p : { ...p, baseYear: start };
}
