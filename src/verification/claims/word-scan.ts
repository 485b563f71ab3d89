import { ERA_AFTER_LEVEL } from "./era-words";
import { estimatesSize } from "./estimated-sizes";
import { GROUP_NATURE } from "./group-nature";
import { LEVEL_WORDS, type LevelRule } from "./judgement-words";
import { DISTANCE_AFTER, QUOTE_REFUTED_AFTER } from "./negation-words";
import { READ_LEVEL_WORDS } from "./read-levels";

/** Finding the words of a table in a clause: longest first, outside spans already taken by another word. */

export interface Hit {
  index: number;
  end: number;
}

let levelTable: { word: string; rule: LevelRule }[] | undefined;
/** The level words with their rules (read-levels.ts' too), longest first, built on first use. */
export const levelWords = () =>
  (levelTable ??= [...LEVEL_WORDS, ...READ_LEVEL_WORDS]
    .flatMap((rule) => rule.words.map((word) => ({ word, rule })))
    .sort((a, b) => b.word.length - a.word.length));

/** "没有超买超卖信号", "未见超买或超卖": RSI's level word joined to the one before it shares that one's denial. */
const JOINED_LEVEL = /(?:超买|超卖)(?:区|区间)?\s*(?:[、/]|或者|或|和|与|及)?\s*$/;
/**
 * "没有明显的超买超卖", "并未出现严重超卖": a degree word between a denial and the level word it denies (□ where a
 * neutral phrase such as 明显的 was masked).
 */
const DEGREE_BEFORE = /(?:出现|形成|进入)?\s*(?:明显|显著|真正|严重|太大|多大|什么|□+)\s*(?:的)?\s*$/;
export const beforeJoined = (before: string): string => before.replace(JOINED_LEVEL, "").replace(DEGREE_BEFORE, "");

/**
 * The first level word of the text, longest first, unless `denied` or its rule's `notAfter` ends the text before, or
 * a distance from it follows.
 */
export function levelWordIn(text: string, denied: RegExp) {
  return (
    levelWords().find((l) => {
      if (!text.includes(l.word)) return false;
      const at = text.indexOf(l.word);
      const before = text.slice(0, at);
      // "离30的超卖线还有距离": the level is measured from, not asserted.
      // "表述为“偿债风险高”不妥": quoted to be refuted.
      const after = text.slice(at + l.word.length);
      if (DISTANCE_AFTER.test(after) || QUOTE_REFUTED_AFTER.test(after) || l.rule.notThen?.test(after)) return false;
      // "高估值时代的套牢盘仍在": an era the level word names is a stretch of the past, not today's level.
      if (ERA_AFTER_LEVEL.test(after)) return false;
      if (estimatesSize(l.word, before)) return false;
      // "银行本来就是高杠杆经营": the group's nature, not the company's level.
      if (GROUP_NATURE.test(before)) return false;
      return !denied.test(beforeJoined(before)) && !l.rule.notAfter?.test(before);
    }) ?? null
  );
}

/** Each word table sorted longest first once, not per clause (every point of every turn is parsed). */
const longestFirst = new WeakMap<readonly { word: string }[], readonly { word: string }[]>();
function byLength<T extends { word: string }>(table: readonly T[]): readonly T[] {
  let sorted = longestFirst.get(table) as readonly T[] | undefined;
  if (!sorted) longestFirst.set(table, (sorted = [...table].sort((a, b) => b.word.length - a.word.length)));
  return sorted;
}

/** The first word of a table in the text, longest first, outside spans already taken. */
export function firstWord<T extends { word: string }>(
  text: string,
  table: readonly T[],
  taken: Hit[],
): (T & Hit) | null {
  let best: (T & Hit) | null = null;
  for (const w of byLength(table)) {
    for (let i = text.indexOf(w.word); i >= 0; i = text.indexOf(w.word, i + 1)) {
      const end = i + w.word.length;
      if (taken.some((t) => i < t.end && t.index < end)) continue;
      if (!best || i < best.index) best = { ...w, index: i, end };
      break;
    }
  }
  if (best) taken.push(best);
  return best;
}
