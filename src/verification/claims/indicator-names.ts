/** Indicators named by their initials, whose window a bracket may give ("RSI(14)", "MACD(12,26,9)", "KDJ(9,3,3)"). */
export const INDICATOR_INITIALS = "RSI|MACD|KDJ|BOLL|CCI|WR|ATR";

/** "RSI(14)", "MACD(12,26,9)", "KDJ(9,3,3)": the parenthesised window of an indicator, never a figure to check. */
export const INDICATOR_PARAMS = new RegExp(
  String.raw`(${INDICATOR_INITIALS})\s*[(（]\s*\d+(?:\s*[,，]\s*\d+)*\s*[)）]`,
  "gi",
);

/**
 * "RSI", "DIF", "KDJ的J值", "换手率": indicators with readings of their own; a level such a subject moves to ("RSI跌到
 * 30附近") is the indicator's, never a price. The initials above, MACD's lines, KDJ's values and names in words.
 */
export const INDICATOR_NAME = new RegExp(`${INDICATOR_INITIALS}|DIF|DEA|[JKD]值|威廉|乖离率?|BIAS|换手率|量比`, "i");
