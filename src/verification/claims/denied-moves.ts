import type { Assertion } from "./assertion";
import { type Change, type ClaimCheck, entryOf, quoted, undecided } from "./check-series";
import type { ClaimMetric } from "./metric-lexicon";
import { MAGNITUDE_WORDS, NEGLIGIBLE } from "./judgement-words";

/**
 * A move denied ("盈利能力并未扩张", "谈不上下滑趋势", "几乎没有增长") says the value did not move that way by an
 * amount worth the word: it holds on a move the other way or on a negligible one, and a hedged denial (几乎没有) on a
 * stall. A move the denied way too small to be steady growth (under 稳健增长's floor: +0.06 个百分点) is a judgement
 * of whether it counts: undecided. From that floor on (+1.2 % is growth) the denial is wrong.
 */
const band = (word: string) => MAGNITUDE_WORDS.find((w) => w.word === word)!;
const STALL = band("零增长");
const STEADY = band("稳健增长");

/** The check of a denied direction on its change, or null when the direction is not denied. */
export function checkDeniedMove(
  a: Assertion,
  m: ClaimMetric,
  c: Change,
  moved: number,
  sign: 1 | -1,
  found: string,
): ClaimCheck | null {
  const denied = a.direction?.denied;
  if (!denied) return null;
  const ratio = entryOf(m).kind === "ratio";
  const size = c.size ?? Math.abs(moved);
  const floor = ratio ? NEGLIGIBLE.points : NEGLIGIBLE.percent;
  const limit = (r: typeof STALL) => (ratio ? r.points.max : r.percent.max) ?? 0;
  const floorOf = (r: typeof STALL) => (ratio ? r.points.min : r.percent.min) ?? 0;
  const expected = `${entryOf(m).label}${a.direction!.word}（被否定）`;
  const claim = quoted(a);
  const ok = Math.sign(moved) === sign || size < floor || (denied === "nearly" && size < limit(STALL));
  if (!ok && size < floorOf(STEADY))
    return undecided("direction", expected, `${found}，变动很小，是否算“${a.direction!.word}”是判断，无法核验${claim}`);
  return { kind: "direction", ok, expected, found, reason: `${found}，与${claim}${ok ? "相符" : "不符"}` };
}
