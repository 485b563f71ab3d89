import { type ClaimMetric, findMetrics } from "./metric-lexicon";

/**
 * "2024年经营现金流净额969.90亿元，较928.26亿元增长": a level right after 较/比/相比 with no period of its own is the
 * base of the change the clause states - the period before the one judged (or the base its sentence names) - never
 * the judged period's own level. A metric, a peer or a period written between 较 and the figure names another base
 * ("较归母净利润的…", "比行业平均…", "较2023年的…"), read by the binding as before.
 */
// Not 同比/环比: "同比降了3%" is a change, its figure no base; nor 之比 ("与归母净利之比约0.75倍": a ratio).
const BARE_BASE_BEFORE = /(?:较之?|(?<![同环之])比|相比于?|相较于?|对比|与)\s*(?:约|近|仅|只有)?\s*$/;
/** "与123亿元相比", "和上年的…相比": 与 is a comparison's base only when 相比/比较/对比 follows the figure. */
const WITH_BEFORE = /与\s*(?:约|近)?\s*$/;
const COMPARED_AFTER = /^\s*(?:亿元|万元|元|亿|万)?\s*(?:相比|比较|对比)/;

/** "可3375.32亿元对3374.88亿元": an amount set against the one before it is its base (not two rates: "6.5%对2.1%"). */
const FIGURE_AGAINST = /\d\s*(?:亿元|万元|元|亿|万)\s*对\s*$/;

/**
 * "商誉只有8.37亿元，相比9748亿元的总资产不到千分之一": a figure joined by 的 to the name of another metric than
 * the one compared sizes that metric in the same period (the whole a share is taken of), not a base of the subject's
 * change.
 */
const JOINED_NAME = /^\s*(?:亿元|万元|元|亿|万)?\s*(?:左右|上下)?\s*的\s*$/;
function otherWhole(after: string, subject: ClaimMetric | null): boolean {
  const named = findMetrics(after)[0];
  return (
    named !== undefined && !named.weak && named.metric !== subject && JOINED_NAME.test(after.slice(0, named.index))
  );
}

/** `subject`: the metric compared (the last named before the figure, or the clause before's). */
export function bareBase(before: string, after: string, subject: ClaimMetric | null = null): boolean {
  if (FIGURE_AGAINST.test(before)) return true;
  if (!BARE_BASE_BEFORE.test(before)) return false;
  if (subject !== null && otherWhole(after, subject)) return false;
  return !WITH_BEFORE.test(before) || COMPARED_AFTER.test(after);
}
