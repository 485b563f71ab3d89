/** What follows the year in a bare year's move (the part YEAR_MOVE of check-market.ts shares). */
export const MOVE_AFTER_YEAR =
  String.raw`(?:又|也|还|再|就|却|则)?\s*(?:涨|跌|吐回去?|回吐)了?\s*(?:约|近|超过|逾|不到|将近|差不多)?\s*` +
  String.raw`(?:\d+(?:\.\d+)?\s*%|[一二两三四五六七八九]成|[二三四]分之[一二三]|一半|翻倍)`;

/**
 * "平安去年涨了近三成，今年又吐回去一成多" (去年, 今年 written as the year): a bare 涨/跌 sized at once right after a
 * year is that calendar year's move. The share price's when the clause names nothing else (check-market.ts); a
 * financial line's when the clause before names one ("归母净利润2025年涨了1.2%，2026年又涨了1.5%",
 * metric-carried.ts).
 */
export const BARE_YEAR_MOVE = new RegExp(String.raw`(\d{4})\s*年\s*${MOVE_AFTER_YEAR}`);
