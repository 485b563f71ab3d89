/** Before a level word (接近超卖, 逼近高位): the level is near, not reached; its band widens by HEDGE_MARGIN. */
// "逼近70的超买线": the line's own figure may stand between the hedge and the level word; "几乎比上年翻倍": so may
// the base of a change, as in DOWNPLAY (phrase-words.ts).
const HEDGES = new RegExp(
  String.raw`(?:接近|逼近|临近|靠近|贴近|趋近|濒临|即将进入|即将|快要|几近|几乎|近乎|将近)\s*` +
    String.raw`(?:\d+(?:\.\d+)?\s*的?|(?:比|较)[^,，;；。]{1,8}?)?\s*$`,
);

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
