/**
 * "2019-2024年归母净利润未有一年下滑", "五年没有一年出现回落", "2019年以来从未下滑": no year of the span moved
 * that way, so every year moved the other way (or held): the span's run, written as the run it is ("逐年增长") so the
 * year-by-year check reads each step (year-runs.ts). Read as a plain denial, only the span's two ends would be
 * compared, and a fall inside it (2025) would pass unseen.
 */
const NO_YEAR =
  "(?:(?:从未有过?|从没有过?|未曾有|没有|未有|并无|无)(?:任何|哪)?一年(?:出现过?|有过?|是)?" +
  // "2019-2024年营收从未下滑", "2019年以来从未出现下滑": never is no year of the span.
  "|(?:从未|从没|从来没有|未曾)(?:出现过?|有过?)?(?:一次|过)?)";
const FELL = "下滑|下降|回落|减少|负增长|倒退";
const ROSE = "增长|上升|提升|回升|正增长";
// The move word ends the phrase: "从未下滑超过10%", "从未增长得如此缓慢" deny a size or a pace, not every year's move.
const ENDS = String.raw`(?![超逾得到至过了]{0,1}[^，,。；;！!？?\s过]|\s*\d)`;
const DENIED_FALL = new RegExp(`${NO_YEAR}(?:${FELL})${ENDS}`, "g");
const DENIED_RISE = new RegExp(`${NO_YEAR}(?:${ROSE})${ENDS}`, "g");

/**
 * "2019年以来利润从未下滑，直到2025年才首次回落": the run the window opens ends the year before the one its sentence
 * says broke it, so its last year is the year before, not the latest.
 */
const UNTIL = /直到((?:19|20)\d{2})年才?/;
const SINCE = /((?:19|20)\d{2})年以来/;
const RUN = /逐年|年年|一路|一直|持续|连续|始终/;

/** The text with each year-by-year denial written as the run it says, a window ended by 直到 closed there. */
export function yearDenialsAsRuns(text: string): string {
  const runs = text.replace(DENIED_FALL, "逐年增长").replace(DENIED_RISE, "逐年下降");
  return runs
    .split(/(?<=[。；;])/)
    .map((sentence) => {
      const until = UNTIL.exec(sentence);
      const since = SINCE.exec(sentence);
      if (!until || !since || since.index > until.index || Number(until[1]) - 1 <= Number(since[1])) return sentence;
      // Only a run ends there: "2019年以来营收累计增长93.6%，直到2025年才首次下滑" keeps its window to now.
      if (!RUN.test(sentence.slice(since.index, until.index))) return sentence;
      return sentence.replace(SINCE, `${since[1]}-${Number(until[1]) - 1}年`);
    })
    .join("");
}
