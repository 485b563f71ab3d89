import { digitOrTen } from "../chinese-digits";
import type { Assertion } from "./assertion";
import { AFTER_YEAR, type YearMention } from "./periods";
import { vagueExtremeOf } from "./vague-extremes";
import { PEAK_NOT_RECOVERED } from "./recovery-words";

/** "五个季度", "五个单季": quarters counted, after their number. */
export const QUARTERS_COUNTED = "个(?:季度|单季)";

/**
 * "近两年来的最低单季", "三年来单季最高": a span of years said of single quarters, so its window is their quarters
 * (four a year), not the quarter's own year. Its word before (近, 过去) or after (来, 以来): "25年四季度" is a year.
 */
const YEARS_COUNTED = "(?:[两二三四五六七八九十]|\\d{1,2})\\s*年";
export const YEARS_OF_QUARTERS = `(?:近|过去|最近)\\s*${YEARS_COUNTED}|(?<!\\d)${YEARS_COUNTED}(?:来|以来)`;

/**
 * "近五年最低", "五年来最高", "2019年以来新高", "创纪录",
 * "历史最高": an extreme over a window (null: all stored history).
 */
export function extremeWindowOf(
  text: string,
  years: readonly YearMention[],
): { extreme: "high" | "low"; periods: number | null; since: number | null; vague?: true } | null {
  // "仍未回到历史最高水平": a high the period has not got back to sets no record (peak-recovery.ts reads it).
  if (PEAK_NOT_RECOVERED.test(text)) return null;
  // "是2025年四个季度里最低的", "近8个季度新高", "近五个单季中的最低值": an extreme over the last N single quarters
  // (the quarter-run view).
  const q = new RegExp(
    `(?<!\\d)([两二三四五六七八九十]|\\d{1,2})${QUARTERS_COUNTED}(?:来|以来|内|里|中)?(?:的)?(最低|最高|新低|新高)`,
  ).exec(text);
  if (q)
    return { extreme: /低|谷/.test(q[2]!) ? "low" : "high", periods: digitOrTen(q[1]!) ?? Number(q[1]), since: null };
  const m = new RegExp(
    String.raw`(?:近|过去|最近)?(?<!\d)([两二三四五六七八九十]|\d{1,2})年` +
      "(?:来|以来|内|里|中)?(?:的)?(?:年末|年底|单季度?)?(?:的)?(最低|最高|新低|新高|低位|高位|峰值|高点|低点|谷底)",
  ).exec(text);
  if (m)
    return { extreme: /低|谷/.test(m[2]!) ? "low" : "high", periods: digitOrTen(m[1]!) ?? Number(m[1]), since: null };
  const since = years.find((y) => y.since);
  // "2021年以来最多的一年", "2019年以来最少": an amount's extreme said as most or least, a growth's as 最快/最慢;
  // 最差/最好 as the lowest or highest of a metric where more is better (record-checks.ts turns it round for the
  // others).
  // "为2020年以来利润高点": a peak or a trough named after the window, its metric between.
  const word = new RegExp(
    "(最高|新高|最低|新低|创纪录|历史高位|历史低位|最多|最少|最[大小差好](?=的一年)|最[快慢]" +
      "|(?<=以来.{0,4})(?:高点|低点|峰值|谷底))",
  ).exec(text);
  // "比2022年以来的低点高": a low the clause measures from, not one it sets.
  const measuredFrom = /(?:比|较|相比|从|自|距|离)\s*(?:FY)?\d{4}\s*年?\s*以来/.test(text);
  const start = since ? since.year + (AFTER_YEAR.test(text.slice(since.index)) ? 1 : 0) : null;
  if (start !== null && word && !(measuredFrom && /点|峰|谷/.test(word[1]!)))
    return { extreme: /低|少|小|差|谷|慢/.test(word[1]!) ? "low" : "high", periods: null, since: start };
  // "有史以来单季最高", "单季最低": over every period stored.
  // "有数据以来的最高水平", "上市以来最低": over all stored history too.
  const ever = "(?:有史|有数据|有记录|上市)以来.{0,4}";
  // "创上市以来新高", "历史最好水平" (record-checks.ts turns 最好/最差 round where less is better).
  if (new RegExp(`创纪录|创历史纪录|历史最[高好]|历史新高|${ever}(?:最[高好]|新高)|单季度?最高`).test(text))
    return { extreme: "high", periods: null, since: null };
  if (new RegExp(`历史最[低差]|历史新低|${ever}(?:最[低差]|新低)|单季度?最低`).test(text))
    return { extreme: "low", periods: null, since: null };
  // "为近年最高", "2022年33,181.68亿元为高点": recent years, the window unbounded (vague-extremes.ts).
  const vague = vagueExtremeOf(text, years.length > 0);
  return vague ? { extreme: vague, periods: null, since: null, vague: true } : null;
}

/**
 * A window of years read over single quarters (period-view.ts quarterRunView, where each point is a quarter): "近两年来
 * 的最低单季" is the last eight quarters, not the last two. A window already counted in quarters stays as it is.
 */
export function windowInQuarters(a: Assertion): Assertion {
  const w = a.direction?.window;
  const years = new RegExp(YEARS_OF_QUARTERS).test(a.read) && !new RegExp(QUARTERS_COUNTED).test(a.read);
  if (!a.direction || !w?.periods || !years) return a;
  return { ...a, direction: { ...a.direction, window: { ...w, periods: w.periods * 4 } } };
}
