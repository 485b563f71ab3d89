import { withoutWindows } from "./year-windows";

/**
 * "净利润2022年探底至837.74亿元后连续三年回升，2025年已是谷底时的约1.6倍", "2023年创下1697.25亿元的高点，2025年比
 * 高点时少了约65%": the time of an extreme a clause before placed in a year (谷底时, 高点时, 峰值时) is that year.
 * It is written out as the year, so the multiple or the change is read between two named years. Only in a clause
 * naming a later year of its own; with no year named for the extreme, 较峰值 is the stored extreme's (peak-bases.ts).
 */
const EXTREME = "(?:历史)?(?:高点|峰值|顶峰|高峰|巅峰|最高点?|低点|谷底|低谷|底部|最低点?)";
/** Where a clause before placed the extreme: the word itself, or a verb reaching it (探底, 见顶). */
const PLACED = new RegExp(`${EXTREME}|见顶|触顶|登顶|见底|触底|探底`, "g");
/** The extreme's time as the base of a change (比谷底时) or of a multiple or share (是谷底时的, 只有高点时的). */
const THEN_EXTREME = new RegExp(
  String.raw`(比|较|相比|相较于?|(?:高|低|多|少)于|是|为|有|只有|仅有|仅为|相当于|达到?)\s*(?:当初|此前|之前)?的?\s*` +
    `${EXTREME}(?:时|时候|时期|那年|那一年)(?=\\s*(?:的|还|仍|又|已|约|大约|高|低|多|少|增|减|降|缩|涨|跌|回))`,
  "g",
);
/** A year of a whole year's figure ("2021年712.08亿元"), not of a month, quarter, half or year-end. */
const WHOLE_YEAR = new RegExp(
  String.raw`(?<!\d)(?:FY)?((?:19|20)\d{2})\s*年` +
    String.raw`(?!\s*(?:\d{1,2}\s*月|[一二三四]季|[上下]半年|[QqHh]\d|[一二三四五六七八九十]+月|末|底|初|中))`,
  "g",
);
const CLAUSE_END = /[,;，；]/g;

const yearsIn = (text: string): number[] => [...text.matchAll(WHOLE_YEAR)].map((m) => Number(m[1]));

export function extremeThenWritten(sentence: string): string {
  return sentence.replace(THEN_EXTREME, (whole: string, verb: string, at: number) => {
    const before = sentence.slice(0, at);
    const opens = Math.max(-1, ...[...before.matchAll(CLAUSE_END)].map((m) => m.index)) + 1;
    const earlier = withoutWindows(before.slice(0, opens));
    const placed = [...earlier.matchAll(PLACED)].at(-1);
    if (!placed) return whole;
    // The year of the extreme: the last figure year before its word, in the clause that names it.
    const from = Math.max(-1, ...[...earlier.slice(0, placed.index).matchAll(CLAUSE_END)].map((m) => m.index)) + 1;
    const year = yearsIn(earlier.slice(from, placed.index)).at(-1);
    const own = yearsIn(before.slice(opens));
    return year !== undefined && own.length > 0 && Math.max(...own) > year ? `${verb}${year}年` : whole;
  });
}
