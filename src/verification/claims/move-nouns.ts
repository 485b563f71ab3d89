import type { Hit } from "./word-scan";

/**
 * Move words that assert no move: "修复进度过了八成" (a level of progress), "增长逻辑需要重估", "提升空间" (a thesis, a
 * potential), and the alternatives of "只是修复而非成长" (a kind of move named against another: a characterization
 * the data cannot rank). Their spans are taken before direction words are looked for.
 */
const MOVE = "(?:增长|成长|提升|提高|改善|修复|扩张|回升|上涨|下降|下滑|回落|收缩)";
/** A move word as a modifier of a noun: the noun is what the clause speaks of. */
const AS_NOUN = new RegExp(`${MOVE}的?(?:空间|潜力|进度|逻辑|预期|故事|前景|路径|目标|叙事|属性)`, "g");
/** "X而非Y", "是X不是Y": one move named against another. */
const AGAINST = new RegExp(`${MOVE}(?:而非|而不是|并非|不是)${MOVE}`, "g");

export function moveNounSpans(text: string): Hit[] {
  return [...text.matchAll(AS_NOUN), ...text.matchAll(AGAINST)].map((m) => ({
    index: m.index,
    end: m.index + m[0].length,
  }));
}
