/**
 * "拿2020年的低谷对比，2024年503亿元的利润仍是当年332.71亿元的约1.5倍", "与2020年相比，2024年归母净利润仍是当年
 * 332.71亿元的1.5倍左右", "以2021年为参照，2024年营收比当年的27408.84亿元高约12%": a sentence that opens by naming
 * the year it compares with, in a clause of its own with no figure, and then names another year, means that first
 * year by 当年 before a figure ("当年332.71亿元" is 2020's, not 2024's). It is written out as that year, so the figure
 * is read at the year it belongs to and the comparison has its base.
 */

/** A leading clause that only names the year compared with: 拿/与/对比/以 … 对比/相比/为参照. */
const FRAME = new RegExp(
  String.raw`^\s*(?:拿|用|以|与|和|同|跟|对比|相比|相较于?|比起|较之?)\s*(?:FY)?((?:19|20)\d{2})\s*年` +
    String.raw`[^,;。!?\d]{0,8}?(?:对比|相比|比较|比|为参照|为基准|为基数|作对比|做对比|来看|看)?\s*(?:来看|看)?\s*,`,
);
/** 当年 right before a figure (当年332.71亿元, 当年的27408.84亿元), in a clause after the frame. */
// "2025年当年823.20亿元": 当年 right after a year is that year (its own, not the frame's).
const THEN_FIGURE = /(?<!年\s*)当年(\s*(?:的)?\s*[-\d])/g;
const YEAR = /(?<!\d)(?:FY)?((?:19|20)\d{2})\s*年/g;

export function thenYearWritten(sentence: string): string {
  return thanThenWritten(framedThenWritten(sentence));
}

function framedThenWritten(sentence: string): string {
  const frame = FRAME.exec(sentence);
  if (!frame) return sentence;
  const base = frame[1]!;
  const rest = sentence.slice(frame[0].length);
  // Only after another year is named: "与2020年相比，当年…" with no other year means the clause's own year.
  const named = [...rest.matchAll(YEAR)].map((m) => ({ year: m[1]!, at: m.index! }));
  const written = rest.replace(THEN_FIGURE, (whole, after: string, at: number) =>
    named.some((y) => y.at < at && y.year !== base) ? `${base}年${after}` : whole,
  );
  return frame[0] + written;
}

/**
 * "研发费用从2020年的100.87亿元涨到2024年的152.15亿元，累计多了五成，最近一年增约8.9%": after a sentence has named a
 * span (two years or more), 最近一年 (最后一年) opening a clause on a change is the span's last year. It is written out
 * as that year, so its figure is that year's change, not the span's or a level.
 */
const LAST_OF_SPAN = new RegExp(
  String.raw`(?<=[,;，；]\s*(?:其中|而)?)(?:最近一年|最后一年|最近一个年度)` +
    String.raw`(?=\s*(?:又|再|仍|还|则|也)?\s*(?:同比)?\s*(?:增|涨|降|减|跌|下滑|下降|上升|提升|回落|多|少))`,
  "g",
);
export function lastYearWritten(sentence: string): string {
  return sentence.replace(LAST_OF_SPAN, (whole: string, at: number) => {
    const years = [...sentence.slice(0, at).matchAll(YEAR)].map((m) => Number(m[1]));
    return new Set(years).size >= 2 ? `${Math.max(...years)}年` : whole;
  });
}

/**
 * "2020年归母净利润只有332.71亿元，2024年的503.13亿元仍比那时高约51%": 比那时 (比当时, 较彼时, 高于那一年) in a
 * clause that names a year of its own, after clauses that named an earlier one, is that earlier year: the change is
 * between two named years, not the latest change nor a figure of the clause's year. A clause naming no year of its own
 * ("如今比那时高") may speak of a day's price or of today, and a year named with its month, quarter or half ("2024年
 * 7月") is a day or a quarter, not a year: both are left as written.
 */
const THAN_THEN = /(比|较|相比|相较于?|(?:高|低|多|少)于)\s*(?:那时候?|当时|彼时|那一年|那年)/g;
const WHOLE_YEAR = new RegExp(
  String.raw`(?<!\d)(?:FY)?((?:19|20)\d{2})\s*年` +
    String.raw`(?!\s*(?:\d|[一二三四]季|[上下]半年|[QqHh]\d|[一二三四五六七八九十]+月|末|底|初|中))`,
  "g",
);
const CLAUSE_END = /[,;，；]/g;

function thanThenWritten(sentence: string): string {
  return sentence.replace(THAN_THEN, (whole: string, than: string, at: number) => {
    const before = sentence.slice(0, at);
    const opens = Math.max(-1, ...[...before.matchAll(CLAUSE_END)].map((m) => m.index)) + 1;
    const then = [...before.slice(0, opens).matchAll(WHOLE_YEAR)].map((m) => Number(m[1])).at(-1);
    const own = [...before.slice(opens).matchAll(WHOLE_YEAR)].map((m) => Number(m[1]));
    return then !== undefined && own.length > 0 && Math.max(...own) > then ? `${than}${then}年` : whole;
  });
}
