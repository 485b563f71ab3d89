/**
 * "营收增速3.46%与净利增速-18.97%相差约22个百分点": a gap in points said right after the two growth rates it lies
 * between (A与B) is a clause of its own, as "…，两者相差约22个百分点" is (growth-gap.ts reads it against the two
 * rates before it).
 */
const GAP_AFTER_RATES = new RegExp(
  String.raw`((?:与|和|跟|同)[^,;。，；\d]{0,8}?(?:增速|增幅|增长率?|降幅|跌幅)[^,;。，；\d]{0,4}?` +
    String.raw`[-+]?\d+(?:\.\d+)?\s*%\s*(?:之间)?)` +
    String.raw`(?=(?:两者|二者)?(?:的)?(?:相差|之差|差距|剪刀差)(?:了|为|是|达到?)?\s*` +
    String.raw`(?:约|近|超过|超|逾|不到|接近)?\s*\d+(?:\.\d+)?\s*个?(?:多)?\s*(?:百分点|pct|pp|个点))`,
  "gi",
);

/** The sentence with a comma before a gap in points that follows two rates with no comma between. */
export const gapApart = (s: string): string => s.replace(GAP_AFTER_RATES, "$1,");
