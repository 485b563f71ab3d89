import type { Assertion } from "./assertion";
import type { Change } from "./check-series";
import { movesAgainst } from "./compound-pace";
import { sizeDenied } from "./denied-sizes";

/**
 * "营收连续三年没有明显增长", "没有像样的增长", "利润没有明显下滑": a denied size word right before a move word denies
 * the sized move, not the move. The clause asserts no direction (a fall is as much "no notable growth" as a small
 * rise), and each year it speaks of holds when its change is outside the word's band or goes the other way.
 */
export function deniesSizedMove(a: Assertion): boolean {
  if (!a.magnitude || !a.direction || a.direction.denied || a.direction.extreme) return false;
  const word = a.magnitude.word;
  const at = a.text.indexOf(word);
  const move = at < 0 ? -1 : a.text.indexOf(a.direction.word, at + word.length);
  return move >= 0 && sizeDenied(a.text, word) && /^的?\s*$/.test(a.text.slice(at + word.length, move));
}

/** The first change of the run that is of the denied size in the denied way: the one that fails the denial. */
export function deniedSizeMiss<C extends Change>(
  a: Assertion,
  run: readonly C[],
  inBand: (c: C) => boolean,
): C | undefined {
  const word = a.magnitude?.word ?? "";
  const way = deniesSizedMove(a) ? a.direction?.sense : undefined;
  const against = (c: C) => movesAgainst(word, c) || (way === "up" && c.delta < 0) || (way === "down" && c.delta > 0);
  return run.find((c) => inBand(c) && !against(c));
}
