/**
 * "从2024年862亿元这个七年高点回落到2025年的823亿元", "且是从2021年712亿元的六年高点滑落下来的": the extreme named at
 * a move's start is the start year's, not the year the move ends in. It is written as a clause of its own before the
 * move ("2024年862亿元为七年高点,从2024年回落到…"), so the record is judged on its year and the move on its two.
 * A 高位/低位 is a level, not a record, and a start inside a year (a quarter, a month) is left as written.
 */
// Only a record over a window ("七年高点", "历史低点"): a bare 高点 at a move's start may be a local one ("从2024年
// 52.27%的高点回落", below 2023's), read as written.
const EXTREME =
  "(?:(?:近)?[两二三四五六七八九十\\d]{1,2}年(?:来|以来)?的?|历史|多年)" +
  "(?:高点|峰值|顶峰|高峰|巅峰|最高点|新高|低点|谷底|低谷|最低点|新低)";
const FROM_EXTREME = new RegExp(
  String.raw`(?:是|正是)?从\s*((?:19|20)\d{2})\s*年([^,;，；。从到至]{0,14}?)(?:这个|这一个?|那个|的)\s*(${EXTREME})`,
  "g",
);
/** "从2024年的七年高点862亿元回落": the extreme named before its figure (tried first, so the figure stays with it). */
const FROM_EXTREME_FIRST = new RegExp(
  String.raw`(?:是|正是)?从\s*((?:19|20)\d{2})\s*年\s*(?:的|这个|这一个?)?\s*(${EXTREME})\s*(?:的)?\s*` +
    String.raw`(约?\s*\d+(?:\.\d+)?\s*(?:亿元?|万元?|元|%))`,
  "g",
);
/** A start inside the year: the record would be a quarter's or a month's. */
const WITHIN_YEAR = /^\s*(?:[一二三四]季|[QqHh]\d|[上下]半年|\d{1,2}\s*月|前三季|年[末底中初])/;

/**
 * The move from the extreme: to the year its clause names ("滑落至2024年的503亿元"), else the years after it (此后,
 * sequence-words.ts: "且是从2024年862亿元这个七年高点掉下来的"). A move that states where it went but names no year
 * ("从2022年837.74亿元的低谷回升至1347.78亿元") is left as written: the from-to reading ends it at the latest report.
 */
const END_YEAR = /^[^,;，；。]*?(?:19|20)\d{2}\s*年/;
const STATED_END = /^[^,;，；。]*\d/;

export function extremeStartWritten(sentence: string): string {
  const rewritten = (whole: string, year: string, figure: string, extreme: string, at: number, all: string) => {
    const rest = all.slice(at + whole.length);
    if (STATED_END.test(rest) && !END_YEAR.test(rest)) return whole;
    return `${year}年${figure}为${extreme},${END_YEAR.test(rest) ? `从${year}年` : "此后"}`;
  };
  return sentence
    .replace(FROM_EXTREME_FIRST, (whole, year: string, extreme: string, figure: string, at: number, all: string) =>
      rewritten(whole, year, figure, extreme, at, all),
    )
    .replace(FROM_EXTREME, (whole, year: string, figure: string, extreme: string, at: number, all: string) =>
      WITHIN_YEAR.test(figure) ? whole : rewritten(whole, year, figure, extreme, at, all),
    );
}
