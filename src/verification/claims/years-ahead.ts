/**
 * "1348亿只排在2019、2020年之后", "仅次于2019和2020年", "只输给2024年", "326亿仍是2024年之外的历史最好成绩": a value
 * placed behind the years named says two things - each of those years was higher, and no other year was (it ranks
 * right after them among the stored years). Both are written out as clauses the checker reads: "低于2019年;低于2020年"
 * and, unless the sentence already ranks the value in a window of its own, "有数据以来第3高". The named years are
 * thereby not read as the year of the value placed behind them.
 */
const YEAR = String.raw`(?:19|20)\d{2}\s*年?`;
const YEARS = String.raw`${YEAR}(?:\s*(?:、|和|与|及)\s*${YEAR})*`;
/** Nothing after the years but the end of the clause: "仅次于2024年的402.54亿元" compares with a figure instead. */
const CLAUSE_END = String.raw`(?=\s*(?:[,;。!?]|$))`;
/** "仅次于2024年的历史次高", "…的次高年份": the rank the years ahead give, said after them, is the same reading. */
const SECOND_AFTER = String.raw`(?:的\s*(?:历史|史上|有数据以来)?的?\s*(?:次高|第二高)(?:水平|年份|的?一年|年度)?)?`;
const BEHIND = new RegExp(
  String.raw`(?:只|仅|仍)?(?:排在(${YEARS})\s*(?:之后|以后|后面)|` +
    String.raw`(?:仅次于|次于|输给|落后于?)\s*(${YEARS})(${SECOND_AFTER}))${CLAUSE_END}`,
  "g",
);
const APART = new RegExp(
  String.raw`(${YEARS})\s*(?:之外|以外)的?\s*(?:历史|史上|有数据以来)?的?\s*` +
    `(?:最好成绩|最好水平|最好|最高水平|最高|新高|峰值)${CLAUSE_END}`,
  "g",
);
/** A rank the sentence states itself ("2019年以来七年里排第三"): its window decides the count, not all years. */
const OWN_RANK = /第(?:[一二两三四五六七八九十]|\d{1,2})(?:高|低|大|小|多|少)|排(?:名|在)?第|次高|次低|以来|年来/;

const yearsOf = (list: string): string[] => [...list.matchAll(/(?:19|20)\d{2}/g)].map((m) => m[0]);

/**
 * The clauses for the years named ahead, or the words as written. The value's own year is the latest other year
 * named before them (none: the latest stored); the rank counts the years up to it, so a year ahead later than it
 * ("2023年…仅次于2025年", where 2024 may be ahead too) cannot be counted: such a place is left as written.
 */
function written(whole: string, sentence: string, at: number, years: string[], second = false): string {
  // "2024年归母净利润增速落后于2023年": a rate placed behind a year grew slower; its level is not ranked.
  const clause =
    sentence
      .slice(0, at)
      .split(/[，,；;。]/)
      .at(-1) ?? "";
  if (/增速|增幅|增长率|同比|涨幅|跌幅|降幅/.test(clause)) return whole;
  const own = yearsOf(sentence.slice(0, at)).filter((y) => !years.includes(y));
  if (own.length > 0 && years.some((y) => Number(y) > Math.max(...own.map(Number)))) return whole;
  const below = years.map((y) => `低于${y}年`);
  // A second place said with one year ahead is the rank written out; with more years ahead it cannot hold.
  if (second && years.length !== 1) return whole;
  const rank = OWN_RANK.test(sentence) && !second ? [] : [`为有数据以来第${years.length + 1}高`];
  return [...rank, ...below].join(";");
}

export function yearsAheadWritten(sentence: string): string {
  return sentence
    .replace(
      BEHIND,
      (whole: string, listed: string | undefined, after: string | undefined, second: string | undefined, at: number) =>
        written(whole, sentence, at, yearsOf(listed ?? after ?? ""), Boolean(second)),
    )
    .replace(APART, (whole: string, listed: string, at: number, text: string) =>
      written(whole, text, at, yearsOf(listed)),
    );
}
