/**
 * A question and its answer: "多头说一季度全面回暖？毛利率、净利率、ROE、营收同比全线下滑，没一项回暖。" The answer
 * is about the period its question named, though a question mark ends a sentence and a sentence's period does not
 * carry to the next: the question's period is written before an answer that names none of its own, so the answer is
 * read on that quarter and not on the latest year.
 */

/** A report period: a quarter, a half, nine months, with or without its year, or a year. */
const PERIOD =
  /(?:(?:19|20)\d{2}\s*年\s*)?(?:第?[一二三四]季度|[Qq][1-4]|[上下]半年|前三季度)|(?:19|20)\d{2}\s*年(?:度)?/g;
/** Anything that sets an answer's own period or base (a year, a quarter, 同期, 去年, TTM, a date). */
// "全年归母净利润下降约4.5%", "看年报，…": an answer naming the year or its report has a period of its own.
const OWN_PERIOD = /(?:19|20)\d{2}|季度|[Qq][1-4]|半年|同期|去年|上年|今年|全年|年报|年度|TTM|近\S{0,3}年|\d+\s*月/i;
/** A question that asserts a figure is a claim of its own ("一季度营收+3.81%，银行股又要凉了？"), not a topic. */
const FIGURE = /\d+(?:\.\d+)?\s*(?:%|亿|万|元|倍)/;

export function answeredPeriods(text: string): string {
  const sentences = text.split(/(?<=[。!?\n])/);
  return sentences
    .map((s, i) => {
      const question = sentences[i - 1];
      if (!question?.endsWith("?") || FIGURE.test(question) || OWN_PERIOD.test(s)) return s;
      const named = [...new Set(question.match(PERIOD) ?? [])];
      return named.length === 1 ? `${named[0]}${s}` : s;
    })
    .join("");
}
