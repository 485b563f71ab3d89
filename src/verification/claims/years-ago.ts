import { digitOrTen } from "../chinese-digits";
import { latestFiscalYear } from "./period-relative";

/**
 * "2021到2025年…，规模是四年前的4.5倍", "2025年归母净利润是三年前的约1.6倍": a level said to be a multiple of (or
 * compared with) the level N years ago is measured back from the year its sentence judges - the last year named
 * before it, else the last annual report public by asOf - and written out as that year ("是2021年的4.5倍") so the
 * comparison has its base year. Only after 是/为/相当于 (a comparison's verb): a bare "四年前" may be a calendar time.
 */
const YEARS_AGO = /(是|为|相当于|达到了?)\s*(\d|[两二三四五六七八九十])\s*年前(?:的)?/g;
// A year written with 年 (a bare 2000 may be an amount: "2000亿").
const YEAR = /(?<!\d)(?:FY)?((?:19|20)\d{2})\s*年/g;

/** "股价已跌回2022年的水平": a year a price went back to is a place, not the year the sentence judges. */
const BACK_TO = /(?:跌回|回到|涨回|退回|重回|回落到|回落至)\s*$/;
const placesBack = (sentence: string, y: RegExpExecArray | RegExpMatchArray): boolean =>
  BACK_TO.test(sentence.slice(0, y.index)) ||
  /^\s*(?:的)?(?:水平|位置|价位|低点|高点)/.test(sentence.slice((y.index ?? 0) + y[0].length));

export function yearsAgoWritten(sentence: string, asOf: string | undefined): string {
  return sentence.replace(YEARS_AGO, (whole, verb: string, count: string, at: number) => {
    const n = digitOrTen(count) ?? Number(count);
    const named = [...sentence.slice(0, at).matchAll(YEAR)].filter((y) => !placesBack(sentence, y)).at(-1);
    const judged = named ? Number(named[1]) : asOf ? latestFiscalYear(asOf) : null;
    return judged === null || !(n >= 1) ? whole : `${verb}${judged - n}年的`;
  });
}
