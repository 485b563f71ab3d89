import { companiesIn } from "./company-names";
import { BASE_WORDS } from "./price-base-words";

/**
 * "中国石化收5.39元", "茅台收1384.79", "信号日志 04-30｜600519 收1384.79": 收 right after a company's name or its
 * six-digit code, before a figure, is that company's close, written out as 收盘 before a clause is read (收 alone is
 * too short a word to look up anywhere else: 收入, 收窄, 营收). Whose close it is stays the name's (company-names.ts).
 */
const CLOSE_NEXT = /^\s*收(?=\s*(?:于|在|报)?\s*(?:约)?\s*\d)/;
const CODE_CLOSE = /(?<!\d)(\d{6})\s*收(?=\s*(?:于|在|报)?\s*(?:约)?\s*\d)/g;

/** A day written right before the name ("2025年4月18日", "4月18日"), or a year's end ("2025年底", "去年末"). */
const DAY_BEFORE = /(?:(?:\d{4}\s*年\s*)?\d{1,2}\s*月\s*\d{1,2}\s*日|(?:\d{4}\s*|[去上]?)年\s*(?:末|底))\s*$/;
/**
 * "2025年底茅台收在1377.18元", "2025年末比亚迪股价收盘价为…": after a dated name, a close verb of any spelling, with
 * what may follow it before the figure, all written as the one the tables read for a named company's close (收盘).
 */
const DATED_CLOSE_NEXT =
  /^\s*(?:股价\s*)?(?:[还仍]\s*)?(?:收盘价?|收于|收在|收报|报收|收)\s*(?:为|是|于|在|报)?(?=\s*(?:约)?\s*\d)/;
/^\s*(?:股价\s*)?(?:[还仍]\s*)?(?:收盘价?|收于|收在|收报|报收)(?=\s*(?:为|是|于|在|报)?\s*(?:约)?\s*\d)/;

/** "3月30日最低收至56.33元": a day's close called the extreme; "3月30日收至56.33元": 收至 after a day is its close. */
const DAY_CLOSES: readonly (readonly [RegExp, string])[] = [
  [/(\d\s*日)\s*(最低|最高)\s*收(?:至|于|在)(?=\s*(?:约)?\s*\d)/g, "$1$2收盘"],
  [/(日|月末|月底|年末|年底)\s*收至(?=\s*(?:约)?\s*\d)/g, "$1收盘"],
];
/** "2025年底股价收在1377.18元": 股价 before the close verb of a year's end says nothing the close does not. */
const YEAR_END_PRICE_CLOSE = /(年\s*(?:末|底))\s*股价\s*(?=(?:[还仍]\s*)?(?:收盘|收于|收在|收报|报收))/g;

/**
 * "较年初的105.94元已跌8.4%", "比今年年初的68.4元": a price 年初 names as a move's base is the close the year starts
 * from, the last one of the year before (as 年初至今 is read), written as that year-end's. Not once its sentence
 * names a year of its own ("2024年从年初的…"), whose 年初 may be another year's.
 */
const YEAR_START_PRICE = new RegExp(
  String.raw`(${BASE_WORDS}\s*)(?:今年)?\s*年初\s*(?:的)?(?=\s*(?:约)?\s*\d+(?:\.\d+)?\s*元)`,
  "g",
);
const yearStartCloses = (text: string): string =>
  text.replace(YEAR_START_PRICE, (hit, verb: string, at: number) => {
    const sentence =
      text
        .slice(0, at)
        .split(/[。！？!?\n]/)
        .at(-1) ?? "";
    return /\d{4}\s*年/.test(sentence) ? hit : `${verb}去年末的`;
  });

export function namedCloses(text: string): string {
  let out = yearStartCloses(text).replace(CODE_CLOSE, "$1 收盘");
  for (const [re, to] of DAY_CLOSES) out = out.replace(re, to);
  // From the last name back, so the positions of the names before stay where they were found.
  for (const name of companiesIn(out).reverse()) {
    const rest = out.slice(name.end);
    const before = out.slice(0, name.index);
    const day = DAY_BEFORE.exec(before);
    const dated = day !== null && DATED_CLOSE_NEXT.test(rest);
    if (!CLOSE_NEXT.test(rest) && !dated) continue;
    // "2025年4月18日招行收42.75元": the day stays right before the close it dates, the name goes before the day.
    const head = day ? `${before.slice(0, day.index)}${name.word}${day[0]}` : `${before}${name.word}`;
    out = `${head}${rest.replace(dated ? DATED_CLOSE_NEXT : CLOSE_NEXT, "收盘")}`;
  }
  return out.replace(YEAR_END_PRICE_CLOSE, "$1");
}
