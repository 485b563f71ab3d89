/**
 * "2019-2024年归母净利润未有一年下滑", "五年没有一年出现回落": no year of the span moved that way, so every year moved
 * the other way (or held): the span's run, written as the run it is ("逐年增长") so the year-by-year check reads each
 * step (year-runs.ts). Read as a plain denial, only the span's two ends would be compared, and a fall inside it (2025)
 * would pass unseen.
 */
const NO_YEAR = "(?:从未有过?|从没有过?|未曾有|没有|未有|并无|无)(?:任何|哪)?一年(?:出现过?|有过?|是)?";
const FELL = "下滑|下降|回落|减少|负增长|倒退";
const ROSE = "增长|上升|提升|回升|正增长";
const DENIED_FALL = new RegExp(`${NO_YEAR}(?:${FELL})`, "g");
const DENIED_RISE = new RegExp(`${NO_YEAR}(?:${ROSE})`, "g");

/** The text with each year-by-year denial written as the run it says. */
export function yearDenialsAsRuns(text: string): string {
  return text.replace(DENIED_FALL, "逐年增长").replace(DENIED_RISE, "逐年下降");
}
