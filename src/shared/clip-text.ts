/**
 * Cutting text to a length for display. A plain `slice` can leave half a surrogate pair (a broken character), half a
 * number ("目标价20" from "目标价2000元": a different figure, worse than none) or the front of a tag ("公告<scr"), so
 * the cut is moved back to the nearest boundary that splits none of them, and an ellipsis says text was cut.
 */
export const ELLIPSIS = "…";

const DIGIT = /[0-9０-９]/u;
/** A decimal point or thousands separator: part of a number only with digits on both sides. */
const SEPARATOR = /[.,．]/u;
const PERCENT = /[%％]/u;
const SIGN = /[+\-−]/u;
/** Magnitude units: "1.5万|亿" would read as a figure ten thousand times smaller. */
const MAGNITUDE = /[万亿千百]/u;

/**
 * Whether the boundary between chars[i-1] and chars[i] falls inside a number ("17|41", "1741|.44", "15.66|%", "-|5").
 */
function splitsNumber(chars: readonly string[], i: number): boolean {
  const at = (k: number) => chars[k] ?? "";
  const [before, after] = [at(i - 1), at(i)];
  if (DIGIT.test(before) && (DIGIT.test(after) || PERCENT.test(after))) return true;
  // Inside a number's magnitude ("1.5万|亿", "3|千万"): the unit belongs with the digits before it.
  if ((DIGIT.test(before) || MAGNITUDE.test(before)) && MAGNITUDE.test(after) && /[0-9０-９万亿千百]/u.test(before)) {
    let k = i - 1;
    while (k >= 0 && MAGNITUDE.test(at(k))) k--;
    if (DIGIT.test(at(k))) return true;
  }
  if (DIGIT.test(before) && SEPARATOR.test(after) && DIGIT.test(at(i + 1))) return true;
  if (SEPARATOR.test(before) && DIGIT.test(after) && DIGIT.test(at(i - 2))) return true;
  return SIGN.test(before) && DIGIT.test(after);
}

/** Where an unclosed tag ("<script", "</em") starts before `end`, or -1. */
function openTagStart(chars: readonly string[], end: number): number {
  for (let i = end - 1; i >= 0; i--) {
    if (chars[i] === ">") return -1;
    if (chars[i] === "<") return /[A-Za-z/!?]/.test(chars[i + 1] ?? "") ? i : -1;
  }
  return -1;
}

/** `text` if it has at most `max` characters (code points), else its longest safe prefix plus "…" within `max`. */
export function clipText(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  let cut = Math.max(0, max - ELLIPSIS.length);
  const tag = openTagStart(chars, cut);
  if (tag !== -1) cut = tag;
  while (cut > 0 && splitsNumber(chars, cut)) cut--;
  return `${chars.slice(0, cut).join("").trimEnd()}${ELLIPSIS}`;
}
