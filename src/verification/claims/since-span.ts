import { digitOrTen } from "../chinese-digits";
import { latestFiscalYear } from "./period-relative";

/**
 * "2020年以来归母净利润从973.42亿元增至1501.81亿元", "自2021年以来毛利率由19.91%降至15.47%": a span that opens at a
 * named year and runs to now, with a move 从A…到/至B inside it, starts at that year and ends at the last annual report
 * public on the debate's date. Its two figures are written with those years ("从2020年的973.42亿元增至2025年的
 * 1501.81亿元"), so each is checked at its own year and the move is judged over the span, not over its last year.
 * Only amounts (亿) and rates (%): a price from/to (股价从68.4元跌到59.37元) is a market move, read elsewhere. A span
 * starting in or after the last annual year ends inside a year no annual report covers yet, so it stays as written.
 */
const FIGURE = String.raw`(?:约|近)?\s*-?\d[\d,]*(?:\.\d+)?\s*(?:万亿|亿)元?|(?:约|近)?\s*-?\d+(?:\.\d+)?\s*%`;
const SINCE_MOVE = new RegExp(
  String.raw`((?:19|20)\d{2})\s*年\s*(?:以来|至今)\s*,?` +
    String.raw`([^,;。!?\d年]{0,16}?)(?:从|由)\s*(${FIGURE})` +
    String.raw`([^,;。!?\d年]{0,6}?(?:到|至))\s*(${FIGURE})`,
  "g",
);

/**
 * "2021年以来毛利率从19.13%降至15.47%，三年下滑约3.7个百分点": a count of years said right after the move is the
 * span's length, so the span ends that many years after its start (2024), not at the last annual report.
 */
const SPAN_AFTER = /^\s*[，,]?\s*(?:累计|合计|共|前后)?\s*([两二三四五六七八九十]|[2-9])\s*年(?:间|来|里|内|中)?/;

export function sinceSpanWritten(sentence: string, asOf: string | undefined): string {
  if (!asOf) return sentence;
  const last = latestFiscalYear(asOf);
  return endedSinceWritten(sentence.replace(FIGURE_SINCE, "从$1年的$2起"), last).replace(
    SINCE_MOVE,
    (whole, start: string, subject: string, from: string, move: string, to: string, at: number) => {
      const told = SPAN_AFTER.exec(sentence.slice(at + whole.length))?.[1];
      const years = told === undefined ? undefined : /\d/.test(told) ? Number(told) : digitOrTen(told);
      const end = years !== undefined && Number(start) + years < last ? Number(start) + years : last;
      return Number(start) < last ? `${subject}从${start}年的${from}${move}${end}年的${to}` : whole;
    },
  );
}

/**
 * "自2021年712亿以来已连续三年下降": the named year's level between 自…年 and 以来 is where the run starts, read as
 * "从2021年的712亿起" (the figure checked at that year, the run counted from it).
 */
const FIGURE_SINCE = new RegExp(String.raw`自\s*((?:19|20)\d{2})\s*年\s*的?\s*(${FIGURE})\s*(?:以来|起)`, "g");

/**
 * "资本开支反弹约25%，结束了2021年以来的连续下降": a run said to end that began at a named year is the run of the
 * years from that year's level up to the year before the one judged (the last year the sentence named before it, or
 * the last annual report), as "结束了此前连续三年的下降" (2021→2024, ended in 2025) reads it. Under two years it is
 * no run and stays as written.
 */
const ENDED_SINCE = new RegExp(
  String.raw`(结束|终结|止住|打破|扭转|告别)(?:了)?\s*(?:自)?((?:19|20)\d{2})\s*年\s*(?:以来|起)\s*的?\s*` +
    String.raw`(?:连续|持续)?\s*(下降|下滑|下跌|减少|萎缩|回落|负增长|正增长|增长|上升|提升)`,
  "g",
);
const NAMED_YEAR = /(?<!\d)((?:19|20)\d{2})\s*年(?!\s*(?:以来|起))/g;

function endedSinceWritten(sentence: string, last: number): string {
  return sentence.replace(ENDED_SINCE, (whole, verb: string, start: string, move: string, at: number) => {
    const named = [...sentence.slice(0, at).matchAll(NAMED_YEAR)].map((m) => Number(m[1])).at(-1);
    const run = (named ?? last) - 1 - Number(start);
    return run >= 2 ? `${verb}了此前连续${run}年的${move}` : whole;
  });
}
