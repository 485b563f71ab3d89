/**
 * Period shorthand written as the Chinese the period grammar reads (periods.ts), before any figure is extracted: an
 * analyst's `1Q26`, `Q4'25`, `25Q3`, `H1'25`, `FY25`, `2025A`, `LTM`, `Q1-3`, `单Q2`, `2025财年`, `二〇二五年`
 * and a bare year span `(2020-2024)`. Unread, their digits were checked as figures (`25` as a profit) and `1Q26`
 * was read as Q2. Each family is one pattern on its grammar (quarter number and year in either order, an apostrophe
 * or none, two or four digits of year), not a list of spellings.
 */

import { YEAR_LIST_SEPARATOR as SEP, listedYears } from "./year-lists";

/** "25" → 2025, "2025" → 2025; two-digit years are this century's. */
const fullYear = (y: string): number => (y.length === 2 ? 2000 + Number(y) : Number(y));

/** "2025Q3", "2025H1": the glued form the rest of the grammar reads as a year and its report period. */
const glued = (y: string | undefined, y4: string | undefined, mark: string): string =>
  (y ?? y4) ? `${fullYear((y ?? y4)!)}${mark}` : mark;

/** Not inside a longer run of letters or digits ("MA5Q1", "1Q2025x"). */
const L = String.raw`(?<![A-Za-z\d.])`;
const R = String.raw`(?![A-Za-z\d])`;
/**
 * A year after a period mark: two or four digits glued or after an apostrophe ("1Q26", "H1'25"), four after a
 * space ("H1 2025"): "H1 20亿" is a half year's 20亿, not 2020.
 */
const YY = String.raw`(?:(?:'|’)?((?:20)?\d{2})|\s(20\d{2}))`;

const CHINESE_DIGIT: Record<string, string> = {
  〇: "0",
  零: "0",
  O: "0",
  一: "1",
  二: "2",
  三: "3",
  四: "4",
  五: "5",
  六: "6",
  七: "7",
  八: "8",
  九: "9",
};

/** The year of a shorthand: the two-digit-or-glued group or the spaced four-digit one, whichever matched. */
const yearOf = (y: string | undefined, y4: string | undefined): string => {
  const v = y ?? y4;
  return v ? `${fullYear(v)}年` : "";
};

const MONTH_NUMBER: Record<string, number> = { 四: 4, 六: 6, 七: 7, 九: 9, 十: 10, 十二: 12 };
const monthNumber = (m: string): number => MONTH_NUMBER[m] ?? Number(m);
/** A quarter's first and last month ("7", "9") as its single quarter's name; null for any other span. */
const quarterOfMonths = (first: number, last: number): string | null =>
  last === first + 2 && first % 3 === 1 ? `${"一二三四"[(first - 1) / 3]}季度` : null;

type Rewrite = (m: string, ...groups: (string | undefined)[]) => string;

const REWRITES: readonly [RegExp, Rewrite][] = [
  // "二〇二五年" is 2025年: a year written in Chinese digits, one digit per character.
  [/(二[〇零O][一二三四五六七八九〇零O]{2})年/g, (_, y) => `${[...y!].map((c) => CHINESE_DIGIT[c]).join("")}年`],
  // "Q1-3", "Q1-Q3", "1-3Q25", "9M25", "Q1-3'25": the first nine months (前三季度).
  [
    new RegExp(`${L}(?:Q1\\s*[-~–]\\s*Q?3|1\\s*[-~–]\\s*3Q|9M)(?:${YY})?${R}`, "gi"),
    (_, y, y4) => `${yearOf(y, y4)}前三季度`,
  ],
  // "25Q1-3", "2025Q1-Q3": a year before the nine months.
  [new RegExp(`${L}((?:20)?\\d{2})\\s*Q1\\s*[-~–]\\s*Q?3${R}`, "gi"), (_, y) => `${yearOf(y, undefined)}前三季度`],
  // "单Q2", "单季Q3": one quarter alone.
  [new RegExp(`单季?度?Q([1-4])${R}`, "gi"), (_, q) => `Q${q}单季`],
  // "1Q26", "3Q25", "1Q 2026": quarter number before the year.
  [new RegExp(`${L}([1-4])Q${YY}${R}`, "gi"), (_, q, y, y4) => glued(y, y4, `Q${q}`)],
  // "Q4'25", "Q4 2025", "Q1’26": quarter then year after an apostrophe or a space ("Q3单季" is read by periods.ts).
  [
    new RegExp(`${L}Q([1-4])(?:(?:'|’)((?:20)?\\d{2})|\\s(20\\d{2}))${R}`, "gi"),
    (_, q, y, y4) => glued(y, y4, `Q${q}`),
  ],
  // "25Q3", "2025Q3", "2025-Q3": year then quarter (one run of spaces, so long whitespace stays linear).
  [new RegExp(`${L}((?:20)?\\d{2})\\s*(?:-\\s*)?Q([1-4])${R}`, "gi"), (_, y, q) => glued(y, undefined, `Q${q}`)],
  // "H1'25", "1H25", "H1 2025", "25H1", "2025H1": a half year.
  [new RegExp(`${L}H([12])${YY}${R}`, "gi"), (_, h, y, y4) => glued(y, y4, `H${h}`)],
  [new RegExp(`${L}([12])H${YY}${R}`, "gi"), (_, h, y, y4) => glued(y, y4, `H${h}`)],
  [new RegExp(`${L}((?:20)?\\d{2})\\s*(?:-\\s*)?H([12])${R}`, "gi"), (_, y, h) => glued(y, undefined, `H${h}`)],
  // "FY25", "FY 2025" stays FY2025 (read as a year), "2025A" (actual, not "2025A股"), "2025财年", "25财年": a fiscal
  // year, the calendar year for A-shares.
  [new RegExp(`${L}FY\\s?(\\d{2})${R}`, "gi"), (_, y) => yearOf(y, undefined)],
  [new RegExp(`${L}(20\\d{2})A(?![A-Za-z\\d股])`, "g"), (_, y) => `${y}年`],
  [/(?<![\d.])((?:20)?\d{2})\s*财年/g, (_, y) => yearOf(y, undefined)],
  // "2025全年", "2024末", "2023以来", "2025一季度": a year glued to a period word is that year, not a figure.
  [
    /(?<![\d.])((?:19|20)\d{2})(?=全年|[上下]半年|前三季度|第?[一二三四]季度|[一二三四]季|末|底|以来|同期)/g,
    (_, y) => `${y}年`,
  ],
  // "2017、2018、2019年", "2017和2019年": years listed with 年 only after the last. Consecutive ones are the span
  // the list pairing reads ("2017-2019年…分别为"); others each get their 年 ("2017年、2019年").
  [
    new RegExp(
      String.raw`(?<![\d.])(?:19|20)\d{2}年?(?:\s*${SEP}\s*(?:19|20)\d{2}年?)*\s*${SEP}\s*(?:19|20)\d{2}年`,
      "g",
    ),
    (m) => listedYears(m, 3),
  ],
  // "一季末", "三季末": a quarter's end written short (上季末, 每季末 name no quarter).
  [/(?<![上下每各本同])([一二三四])季末/g, (_, q) => `${q}季度末`],
  // "7-9月", "4至6月", "十到十二月": a quarter's three months are that single quarter (1-3月 is 一季度 already),
  // but not in a clause about the share price, whose month spans the calendar bars read (check-calendar-bars.ts).
  [
    new RegExp(
      String.raw`(?<![\d.月一二三四五六七八九十])(4|7|10|四|七|十)\s*月?\s*(?:[-~–—至到])\s*` +
        String.raw`(6|9|12|六|九|十二)\s*月份?(?![^，,。；;]*?(?:股价|收盘|月线|K线|走势|行情|成交|换手|指数|大盘))`,
      "g",
    ),
    (m, a, b) => quarterOfMonths(monthNumber(a!), monthNumber(b!)) ?? m,
  ],
  // "LTM" (last twelve months) is TTM.
  [/(?<![A-Za-z])LTM(?![A-Za-z])/gi, () => "TTM"],
  // "近五年(2020-2024)", "2023-2025三年": a span of years without 年 names years, not figures.
  [
    /(?<![\d.年])((?:19|20)\d{2})\s*([-~–—至到])\s*((?:19|20)\d{2})(?![\d.年%亿万元点倍])/g,
    (m, a, sep, b) => (Number(b) > Number(a) && Number(b) - Number(a) <= 15 ? `${a}年${sep}${b}年` : m),
  ],
];

/** The text with every period shorthand written as the Chinese period it names. */
export function writtenPeriods(text: string): string {
  let s = text;
  for (const [re, to] of REWRITES) s = s.replace(re, to);
  return s;
}

/**
 * "一季度末负债率62.32%，…，季末现金3520亿元再创新高": a bare 季末 in a sentence that named a quarter before it is that
 * quarter's end, written out ("一季度末") so the balance is read at it; with no quarter named it names no period the
 * data holds and stays bare. Not 上季末/每季末, which name other quarter-ends.
 */
const BARE_QUARTER_END = /(?<![一二三四度1-4Q每各本上下同])季末/g;
const QUARTER_NAMED = /第?([一二三四])季度|Q([1-4])/g;

export function quarterEndWritten(text: string): string {
  return text.replace(BARE_QUARTER_END, (bare: string, at: number) => {
    const sentence =
      text
        .slice(0, at)
        .split(/[。；;!?！？\n]/)
        .at(-1) ?? "";
    const named = [...sentence.matchAll(QUARTER_NAMED)].at(-1);
    if (!named) return bare;
    return `${named[1] ?? "一二三四".charAt(Number(named[2]) - 1)}季度末`;
  });
}
