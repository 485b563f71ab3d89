import { NOT_CALLED, NOT_HAPPENED, NOT_SO, anyOf } from "./negation-words";
import { SAID_BY } from "./speakers";

/**
 * A size word denied ("改善幅度谈不上显著", "增长并不明显", "增幅算不上大幅"): the writer says the change is NOT of
 * that size, so the size check holds when the change falls outside the word's band, and the clause's move is
 * downplayed (no stance is read from it). 不够 and a bare 不 deny a size the way they deny nothing else ("不明显").
 */
// "并非空方说的翻倍": another's word may stand between the denial and the size it denies.
// "并没有翻倍", "没有翻了两倍": a size that did not happen is denied as one called otherwise is.
const DENIED_BEFORE = new RegExp(`(?:${anyOf(NOT_CALLED, NOT_SO, NOT_HAPPENED)}|不够|不太|不)\\s*(?:${SAID_BY})?\\s*$`);
/** The size words a denial reaches (a band, never a direction): 显著, 明显, 大幅, 强劲, 可观. */
export const DENIED_SIZE = new RegExp(`(?:${anyOf(NOT_CALLED, NOT_SO)}|不够|不太|不)\\s*(?:显著|明显|大幅|强劲|可观)`);

/** Whether the clause's size word stands right after a denial. */
export function sizeDenied(text: string, word: string): boolean {
  const at = text.indexOf(word);
  return at > 0 && DENIED_BEFORE.test(text.slice(0, at));
}
