/**
 * The one table of Chinese digits the checker reads ("三成", "四千多亿", "近五年", "二十日"): 两 is 2 as 二 is. A ten
 * is a place, not a digit; `digitOrTen` reads the single words that stand for a count up to ten ("第十", "十分之三").
 */
export const CHINESE_DIGITS: Readonly<Record<string, number>> = {
  一: 1,
  二: 2,
  两: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
};

/** A single Chinese digit or 十 as its count; undefined for anything else. */
export const digitOrTen = (s: string): number | undefined => (s === "十" ? 10 : CHINESE_DIGITS[s]);
