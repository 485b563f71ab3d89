import type { FactPoint } from "./facts";
import type { ClaimMetric } from "./metric-lexicon";
import type { Assertion } from "./parse-assertions";
import { type ClaimCheck, changeBetween, describeChange, quoted, yearOf } from "./check-series";

/**
 * "2019年以来归母净利年均复合增长约8.3%": a move said as an average over a window that opens at a named year is the
 * way of the whole window's change, from that year's level to the judged period's - a compound rate rises when the
 * level rose over its span, whatever single years did. (The rate's size is the figure check's.)
 */
const SINCE_YEAR = /((?:19|20)\d{2})\s*年\s*(?:以来|至今|起)/;

export function averagedSinceMove(
  a: Assertion,
  m: ClaimMetric,
  points: readonly FactPoint[],
  to: FactPoint,
  sign: 1 | -1,
  expected: string,
): ClaimCheck | null {
  const since = SINCE_YEAR.exec(a.text);
  if (!since) return null;
  const from = points.find((p) => yearOf(p) === Number(since[1]) && p.period.endsWith(to.period.slice(4)));
  if (!from || from.period >= to.period) return null;
  const c = changeBetween(m, from, to);
  const ok = Math.sign(c.delta) === sign;
  const found = describeChange(m, c);
  return { kind: "direction", ok, expected, found, reason: `${found}，与${quoted(a)}${ok ? "相符" : "不符"}` };
}
