import { COMPARISON_WORDS, DIRECTION_WORDS, MAGNITUDE_WORDS } from "./judgement-words";
import { SLOWDOWN_AFTER } from "./phrase-words";
import { type Hit, firstWord, levelWords } from "./word-scan";

/**
 * 明显 and 显著 say how strongly something holds; they size a change ("明显回暖", "下降明显", "明显低于"), but at the
 * end of a clause about a state ("费用刚性明显", "透支很明显") or before a level ("估值明显偏贵") they size nothing
 * the data decides, so no size rule may read them there.
 */
const INTENSITY = new Set(["明显", "显著"]);
/** How far a move may stand before the word: "下降得较为明显". */
const BEFORE_SPAN = 7;
/** What after the word makes it the strength of a level, not the size of a change. */
const LEVEL_AFTER = /^(?:地)?(?:偏|透支|高估|低估)/;

/** Effects that are a change of what they act on ("价格战对盈利的侵蚀非常明显" sizes the margin's fall). */
const EFFECTS = /侵蚀|拖累|冲击|挤压|修复|改善|恶化/;

const moveIn = (text: string): boolean =>
  SLOWDOWN_AFTER.test(text) ||
  EFFECTS.test(text) ||
  [...DIRECTION_WORDS, ...COMPARISON_WORDS].some((w) => text.includes(w.word));

/** The clause's size word, or null when it is an intensity word about a state or a level with no change before it. */
export function sizeWordOf(text: string, taken: Hit[]) {
  const hit = firstWord(text, MAGNITUDE_WORDS, taken);
  if (!hit || !INTENSITY.has(hit.word)) return hit;
  const after = text.slice(hit.end).trim();
  const ofState = after === "" || LEVEL_AFTER.test(after) || levelWords().some((l) => after.startsWith(l.word));
  return ofState && !moveIn(text.slice(Math.max(0, hit.index - BEFORE_SPAN), hit.index)) ? null : hit;
}
