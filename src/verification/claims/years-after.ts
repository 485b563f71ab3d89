import { digitOrTen } from "../chinese-digits";

/**
 * "2023年仅9138亿元，此后两年恢复到10505亿元", "2017年回落到约98亿元，之后两年升至231亿元", "2022年跌到15.03%，之后两年
 * 在15.5%上下徘徊": N years after a year named before are the years that follow it, written out as their span
 * ("2024-2025年"), so what follows is read at them - not a change over N years into the year named before.
 */
const YEARS_AFTER = /(此后|之后|其后|随后)([一两二三四五六七八九十]|[1-9])年(?![报度末初底以代])/g;
const YEAR = /(?<!\d)(20\d\d)年/g;

export function yearsAfterWritten(sentence: string): string {
  return sentence.replace(YEARS_AFTER, (whole, word: string, count: string, at: number) => {
    const n = digitOrTen(count) ?? Number(count);
    const named = [...sentence.slice(0, at).matchAll(YEAR)].at(-1);
    if (!named || !(n >= 1)) return whole;
    const from = Number(named[1]) + 1;
    const to = from + n - 1;
    return n === 1 ? `${word}${from}年` : `${word}${from}-${to}年`;
  });
}
