import { HEDGES } from "./phrase-words";

/**
 * Whether a level or size word is hedged: before it (接近超卖, 逼近高位) or after it (超卖边缘, 处在超卖区边缘,
 * 超买附近): the level is near, not reached, and its band widens (check-levels.ts).
 */
// "离超卖区不远", "距超买线已经很近", "离超卖只差一步": a distance denied is nearness, not the level reached.
const NEAR = String.raw`(?:已经?|也|并|都)?\s*(?:不远|不算远|很近|一步之遥|(?:只|仅|还)?差(?:一步|一点))`;
const HEDGED_AFTER = new RegExp(String.raw`^\s*(?:区域?|线|区间)?\s*(?:的)?\s*(?:边缘|边上|附近|临界|${NEAR})`);

/** `hit`: the word found at `at`, when a hedge after it counts too. */
export function hedgedAt(text: string, at: number, hit?: { word: string }): boolean {
  return HEDGES.test(text.slice(0, at)) || (hit !== undefined && HEDGED_AFTER.test(text.slice(at + hit.word.length)));
}
