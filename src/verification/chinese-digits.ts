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

/**
 * A Chinese numeral below a hundred, with tenths after 点 ("十二", "二十三", "一点二", "八点五"), as its value;
 * undefined for anything else.
 */
export function smallNumeral(s: string): number | undefined {
  const m = /^(?:([一两二三四五六七八九])?(十))?([零一两二三四五六七八九])?(?:点([零一二三四五六七八九]+))?$/.exec(s);
  // "零点五": a zero only before tenths.
  if (!m || (!m[2] && !m[3]) || (m[3] === "零" && (m[2] || !m[4]))) return undefined;
  const tens = m[2] ? (m[1] ? CHINESE_DIGITS[m[1]]! : 1) * 10 : 0;
  const ones = m[3] && m[3] !== "零" ? CHINESE_DIGITS[m[3]]! : 0;
  const tenths = m[4] ? Number(`0.${[...m[4]].map((c) => (c === "零" ? 0 : CHINESE_DIGITS[c])).join("")}`) : 0;
  return tens + ones + tenths;
}
