import { digitOrTen } from "../chinese-digits";

/**
 * What a sentence says of the two ends of a span of years it names, written with their years.
 *
 * "从2019到2024年，归母净利润412亿一路涨到862亿", "2019年到2024年，营业总收入888.54亿增至1741.44亿": after a span of
 * two years, a level that moves to another ("A一路涨到B", "A增至B") is the span's first year moving to its last, the
 * from/to phrase the binder reads with 由 ("由A涨到B") - not two figures of the last year. A clause with a year of its
 * own, or a level already opened by 由/从/自, is left as written; a range (A至B之间) has no verb of a move and stays.
 * Runs on one sentence of text already normalised (NFKC: commas are ASCII).
 */
const LEVEL = String.raw`\d[\d,]*(?:\.\d+)?\s*(?:万亿元?|亿元?|万元|元|%)`;
const MOVE =
  String.raw`(?:一路|逐年|逐步|持续|稳步|大幅|再)?\s*` +
  String.raw`(?:上涨|涨|增长|增|上升|升|攀升|提升|扩大|下降|降|下滑|回落|跌|减少|缩减|缩水|萎缩)\s*(?:到|至)`;
const SPAN = /(?:19|20)\d{2}\s*年?\s*(?:-|—|–|~|到|至)\s*(?:19|20)\d{2}\s*年/;
const SPAN_ENDS = /((?:19|20)\d{2})\s*年?\s*(?:-|—|–|~|到|至)\s*((?:19|20)\d{2})\s*年/;
const LEVEL_MOVES = new RegExp(String.raw`(?<![由从自\d.,])(${LEVEL}\s*${MOVE}\s*(?:约|近)?\s*${LEVEL})`, "g");

export function spanMovesOpened(sentence: string): string {
  return sentence.replace(LEVEL_MOVES, (whole: string, _move: string, at: number) => {
    const before = sentence.slice(0, at);
    const span = [...before.matchAll(new RegExp(SPAN.source, "g"))].at(-1);
    if (!span || span.index === undefined) return whole;
    // Only the span's own clause and the next one: no year named between the span and the level.
    const between = before.slice(span.index + span[0].length);
    if (/(?:19|20)\d{2}/.test(between) || /[;。]/.test(between)) return whole;
    return `由${whole}`;
  });
}

/**
 * "2015—2019年归母净利复合增速约29.6%，四年后是原来的约2.8倍": N years after, against 原来/期初 of a span N years
 * long, is the span's last year against its first ("2019年是2015年的约2.8倍"). A count that is not the span's length
 * says nothing of its ends and is left as written.
 */
const AFTER_N_YEARS = new RegExp(
  String.raw`([一二两三四五六七八九十]|\d{1,2})年(?:后|之后|下来|间|里)\s*,?\s*` +
    String.raw`(?:已经?|就)?(?:是|为|变成|达到)了?(原来|期初|起点|当初)的`,
  "g",
);

function multipleWritten(sentence: string): string {
  return sentence.replace(AFTER_N_YEARS, (whole: string, count: string, _word: string, at: number) => {
    const span = [...sentence.slice(0, at).matchAll(new RegExp(SPAN_ENDS.source, "g"))].at(-1);
    const n = digitOrTen(count) ?? Number(count);
    if (!span || Number(span[2]) - Number(span[1]) !== n) return whole;
    return `${span[2]}年是${span[1]}年的`;
  });
}

/** Both readings of a span's ends, on one sentence. */
export const spanEndsWritten = (sentence: string): string => multipleWritten(spanMovesOpened(sentence));
