import { ASKED_BACK, DISTANCE_LEFT, NOT_CALLED, NOT_HAPPENED, NOT_SO, SET_AGAINST, anyOf } from "./negation-words";
import { SAID_BY } from "./speakers";

/** The quote marks a size word may stand in when it is another's word denied or said to be far off. */
const OPEN = '[“"「‘]';
const CLOSE = '[”"」’]';

/**
 * A size word denied ("改善幅度谈不上显著", "增长并不明显", "增幅算不上大幅"): the writer says the change is NOT of
 * that size, so the size check holds when the change falls outside the word's band, and the clause's move is
 * downplayed (no stance is read from it). 不够 and a bare 不 deny a size the way they deny nothing else ("不明显").
 */
// "并非空方说的翻倍": another's word may stand between the denial and the size it denies.
// "并没有翻倍", "没有翻了两倍": a size that did not happen is denied as one called otherwise is.
// "哪来的“暴跌”": a word asked back is denied, and a word denied may stand in the quote marks of the one who said it.
const DENIED_BEFORE = new RegExp(
  `(?:${anyOf(NOT_CALLED, NOT_SO, NOT_HAPPENED, SET_AGAINST, ASKED_BACK)}|不够|不太|不)` +
    `\\s*(?:${SAID_BY})?\\s*${OPEN}?$`,
);
/** The size words a denial reaches (a band, never a direction): 显著, 明显, 大幅, 强劲, 可观. */
export const DENIED_SIZE = new RegExp(`(?:${anyOf(NOT_CALLED, NOT_SO)}|不够|不太|不)\\s*(?:显著|明显|大幅|强劲|可观)`);

/**
 * "离腰斩还远", "距离翻倍还差得远", "远未到腰斩的地步", "远不到翻倍": a size said to be far off. The writer says the
 * change is well short of the word, so it holds only outside the word's near band (hedged-sizes.ts): a −45 % fall is
 * near 腰斩, not far from it.
 */
// "离“暴跌”差得远", "距离“大幅增长”还远": the word far off may be quoted, its move word inside the quote.
const FAR_BEFORE = new RegExp(`(?:离|距离?)(?:真正的?|所谓的?)?\\s*${OPEN}?$`);
const FAR_AFTER = new RegExp(
  `^(?:增长|下降|下滑|上涨|下跌|[增降涨跌])?${CLOSE}?(?:的)?(?:程度|地步|水平|幅度)?\\s*` +
    `(?:${DISTANCE_LEFT}|(?:也|都)?(?:还|仍|尚)?差得?(?:很|挺)?远)`,
);
const FAR_ONLY_BEFORE = new RegExp(`远(?:未|没有?|不)(?:到|达到|及)?\\s*${OPEN}?$`);

/** Whether the clause's size word is said to be far off (before it, or with 离 before and the distance after). */
export function sizeFarFrom(text: string, word: string): boolean {
  const at = text.indexOf(word);
  if (at <= 0) return false;
  const before = text.slice(0, at);
  if (FAR_ONLY_BEFORE.test(before)) return true;
  return FAR_BEFORE.test(before) && FAR_AFTER.test(text.slice(at + word.length));
}

/** Whether the clause's size word stands right after a denial. */
export function sizeDenied(text: string, word: string): boolean {
  const at = text.indexOf(word);
  return at > 0 && DENIED_BEFORE.test(text.slice(0, at));
}
