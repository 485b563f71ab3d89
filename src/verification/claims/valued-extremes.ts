import type { ExtractedNumber } from "../extract-numbers";
import { type Candidate, matchesFigure } from "../figure-match";
import type { Assertion } from "./assertion";

/**
 * "2017年以来最高90.95%", "近五年最低也有16.42%": a figure right after a record word over a span is the span's extreme
 * itself, not a level of the span's first year, nor a claim that the period judged is the record. It holds when the
 * span's highest (lowest) stored value is the figure, at the precision shown.
 */
const SPAN = String.raw`(?:以来|历史上?|近[一二三四五六七八九十\d]{1,2}年)的?`;
const RECORD = "(?:最高|最低|高点|低点|峰值)(?:值|水平|点|时)?";
const VALUED_EXTREME = new RegExp(String.raw`${SPAN}${RECORD}(?:为|是|达到?|曾达|也有|只有|仅)?\s*(?:约|近)?\s*$`);

/** The figure a clause states as its span's extreme, or null when no figure follows the record word. */
export function valuedExtreme(a: Pick<Assertion, "read" | "figures">): ExtractedNumber | null {
  const f = a.figures.find((g) => g.role === "metric" && VALUED_EXTREME.test(a.read.slice(0, g.n.index)));
  return f?.n ?? null;
}

/** Whether the stated extreme is the span's extreme (a candidate of the metric's own kind and unit). */
export const extremeMatches = (n: ExtractedNumber, extreme: Candidate): boolean => matchesFigure(n, extreme);
