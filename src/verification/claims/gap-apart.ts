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

/**
 * "一季度归母净利润378.52亿元，高于2025年四季度单季的364.09亿元，约多4%": a bare gap in % in the clause right after a
 * comparison with a dated figure (of a year or its quarter) is the gap to that figure: the two are written as one,
 * "比<that figure>多约4%", the order said by the gap's word, so the base the comparison names sizes it (not the
 * level's own value, nor its year-on-year change).
 */
const GAP_AFTER_BASE = new RegExp(
  String.raw`((?:高于|超过|多于|低于|少于|不及)\s*(\d{4}\s*年[^,，;；。\d]{0,10}?的\s*\d+(?:\.\d+)?\s*` +
    String.raw`(?:万亿元|亿元|万元|元|亿)))\s*[,，]\s*(?:约|大约)?(多出|多了|多|高出|少了|少|低了)(?:约|大约)?\s*` +
    String.raw`(\d+(?:\.\d+)?\s*%)(?![\d.])`,
  "g",
);

export const gapToBaseWritten = (s: string): string =>
  s.replace(
    GAP_AFTER_BASE,
    (_m, _said: string, base: string, word: string, size: string) =>
      `比${base}${/多|高/.test(word) ? "多" : "少"}约${size}`,
  );
