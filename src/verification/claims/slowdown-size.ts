import type { Assertion } from "./assertion";
import { type ClaimCheck, changeInto, entryOf, undecided, within } from "./check-series";
import type { FactPoint } from "./facts";
import { SLOWDOWN } from "./intensity-words";
import type { ClaimMetric } from "./metric-lexicon";

/**
 * "…从29%骤降到3.5%，明显失速", "增长大幅放缓": a size word on a slowdown sizes how far the growth rate fell, in
 * points (营收 +29.02 % → +3.46 % is a fall of 25.6 points), not the level's own change (+3.46 % is no 明显 move).
 * Read as rate-change.ts reads "明显收窄": a fall within the word's points holds; one outside it is 未能核验, since
 * writers size a rate's change loosely.
 */
export function slowdownSize(
  a: Assertion,
  m: ClaimMetric,
  history: readonly FactPoint[],
  to: FactPoint,
): ClaimCheck[] | null {
  const size = a.magnitude;
  if (!size || !a.direction || !SLOWDOWN.test(a.direction.word) || entryOf(m).kind !== "amount") return null;
  // Only a size word on the slowdown itself ("明显失速", "放缓明显"), not a pace named apart ("高成长时代已是过去式").
  const [w, d0] = [size.word, a.direction.word];
  if (!new RegExp(`${w}\\s*地?\\s*${d0}|${d0}\\s*得?\\s*(?:很|非常|十分|较为|更为|最为)?\\s*${w}`).test(a.text))
    return null;
  const before = history[history.indexOf(to) - 1];
  const [now, earlier] = [changeInto(m, history, to), before ? changeInto(m, history, before) : null];
  const expected = `${entryOf(m).label}增速${size.word}${a.direction.word}`;
  if (now?.percent == null || earlier?.percent == null)
    return [undecided("magnitude", expected, `没有${entryOf(m).label}前后两年的增速，无法判断“${size.word}”`)];
  const d = earlier.percent - now.percent;
  const rates = `${earlier.percent.toFixed(2)}%变为${now.percent.toFixed(2)}%`;
  const found = `${entryOf(m).label}增速由${rates}（${d.toFixed(2)}个百分点）`;
  if (d > 0 && within(d, size.points))
    return [{ kind: "magnitude", ok: true, expected, found, reason: `${found}，“${size.word}”相符` }];
  return [undecided("magnitude", expected, `${found}，增速变动的“${size.word}”没有确定的口径`)];
}
