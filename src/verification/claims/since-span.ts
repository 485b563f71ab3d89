import { digitOrTen } from "../chinese-digits";
import { latestFiscalYear } from "./period-relative";

/**
 * "2020年以来归母净利润从973.42亿元增至1501.81亿元", "自2021年以来毛利率从19.91%降至15.47%": a span that opens at a
 * named year and runs to now, with a move 从A…到/至B inside it, starts at that year and ends at the last annual report
 * public on the debate's date. Its two figures are written with those years ("从2020年的973.42亿元增至2025年的
 * 1501.81亿元"), so each is checked at its own year and the move is judged over the span, not over its last year.
 * Only amounts (亿) and rates (%): a price from/to (股价从68.4元跌到59.37元) is a market move, read elsewhere. A span
 * starting in or after the last annual year ends inside a year no annual report covers yet, so it stays as written.
 */
const FIGURE = String.raw`(?:约|近)?\s*-?\d[\d,]*(?:\.\d+)?\s*(?:万亿|亿)元?|(?:约|近)?\s*-?\d+(?:\.\d+)?\s*%`;
const SINCE_MOVE = new RegExp(
  String.raw`((?:19|20)\d{2})\s*年\s*(?:以来|至今)\s*,?` +
    String.raw`([^,;。!?\d年]{0,16}?)从\s*(${FIGURE})` +
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
  return sentence.replace(
    SINCE_MOVE,
    (whole, start: string, subject: string, from: string, move: string, to: string, at: number) => {
      const told = SPAN_AFTER.exec(sentence.slice(at + whole.length))?.[1];
      const years = told === undefined ? undefined : /\d/.test(told) ? Number(told) : digitOrTen(told);
      const end = years !== undefined && Number(start) + years < last ? Number(start) + years : last;
      return Number(start) < last ? `${subject}从${start}年的${from}${move}${end}年的${to}` : whole;
    },
  );
}
