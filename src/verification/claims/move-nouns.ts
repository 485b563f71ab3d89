import { UNFINISHED_RECOVERY } from "./recovery-words";
import { USED_UP_VERBS } from "./share-verbs";
import type { Hit } from "./word-scan";

/**
 * Move words that assert no move: "修复进度过了八成" (a level of progress), "增长逻辑需要重估", "提升空间" (a thesis, a
 * potential), and the alternatives of "只是修复而非成长" (a kind of move named against another: a characterization
 * the data cannot rank). Their spans are taken before direction words are looked for.
 */
const MOVE_WORDS = "增长|成长|提升|提高|改善|修复|扩张|回升|上涨|下降|下滑|回落|收缩";
const MOVE = `(?:${MOVE_WORDS})`;
/** A move word as a modifier of a noun: the noun is what the clause speaks of. */
// "重资产扩张压力很小", "下滑风险可控", "增长动力不足": a pressure, risk or drive of a move is no move either; a
// risk come true ("下滑风险已经兑现") is the move. "增长神话已经打破", "增长周期已转平", "增长动能不足": a myth, a
// cycle or a drive of a move is a characterization, not a move of the year judged (an era of a sized move said to
// end, "高增长阶段已经结束", is checked by ended-size.ts).
const AS_NOUN = new RegExp(
  `${MOVE}的?(?:空间|潜力|进度|逻辑|预期|故事|前景|路径|目标|叙事|属性|压力|动力|冲动|意愿|计划|` +
    "神话|周期|动能|光环|惯性|负担|质量|含金量|" +
    "风险(?![^，,。；;]{0,3}(?:兑现|成真|落地|应验)))",
  "g",
);
/**
 * "尚未完全修复", "还没有完全恢复": a move denied only in part went some way but not all of it - neither the move to
 * the base the sentence names nor its absence is asserted, so the word is read as no move.
 */
const PARTLY_DENIED = new RegExp(`(?:[仍尚还并]?未能?|没有?|不)完全(?:${MOVE_WORDS}|恢复|收复)`, "g");
/** "X而非Y", "是X不是Y": one move named against another. */
const AGAINST = new RegExp(`${MOVE}(?:而非|而不是|并非|不是)${MOVE}`, "g");

/**
 * "规模扩张没有转化为收入", "扩张未能体现为利润": the move of a subject the clause names before it (规模), said not to
 * carry over to the metric after it; what the clause asserts of the metric is read after the move.
 */
const CARRY = "(?:没有|没能|未能|并未|未)(?:能)?(?:转化|转换|传导|体现|反映)(?:为|成|到|在)";
const NOT_CARRIED = new RegExp(`${MOVE}(?=[^，,。；;]{0,2}?${CARRY})`, "g");
/** The carrying verb after its denial, when a metric's name follows it: "没有转化为收入" says 收入 did not grow. */
const CARRIED_INTO = new RegExp(
  `(?<=${MOVE}[^，,。；;]{0,2}?(?:没有|没能|未能|并未|未)(?:能)?)(?:转化|转换|传导|体现|反映)(?:为|成|到|在)`,
);

/**
 * "规模扩张没有转化为收入": the metric after the verb did not grow, as "收入没有增长" says; the verb stands as the
 * clause's growth word, denied (`carried`: the denial is the pattern's own). Null when no metric follows.
 */
export function carriedMove(
  text: string,
  metrics: readonly { index: number }[],
): (Hit & { word: string; sense: "up"; carried: true }) | null {
  const m = CARRIED_INTO.exec(text);
  if (!m) return null;
  const end = m.index + m[0].length;
  if (!metrics.some((x) => x.index >= end && x.index <= end + 2)) return null;
  return { word: "增长", sense: "up", index: m.index, end, carried: true };
}

/**
 * "2021年见顶712亿元以后，利润一路下滑": a peak dated by its year places the top in that year (a rank, the extreme
 * checks'), not a slowdown of that year's own growth - 2021's profit rose 114% into the top.
 */
const DATED_PEAK = /(?<=\d{4}\s*年度?\s*)(?:见顶|见底)/g;

/**
 * "增长质量待改善", "盈利能力有待提升", "现金流亟需改善", "收入结构仍需优化": a move said to be needed is a judgement
 * that the thing falls short, not a move that happened; what falls short the data may not hold (未能核验).
 */
const NEEDED = new RegExp(
  "(?:有待|亟待|仍待|尚待|还待|待|亟需|急需|(?:仍|尚|还)?需要?)(?:进一步|继续|持续|大幅|明显|切实)?" +
    `(?:${MOVE_WORDS}|优化|加强|恢复)`,
  "g",
);

/** "修复远未完成": a recovery unfinished is a place short of a high (peak-recovery.ts reads it), not a rise. */
const UNFINISHED = new RegExp(UNFINISHED_RECOVERY, "g");

/** "投资净流出吃掉了经营现金流的85%": a share used up (share-verbs.ts), not a fall that 掉了 would read. */
const USED_UP = new RegExp(USED_UP_VERBS, "g");

export function moveNounSpans(text: string): Hit[] {
  const patterns = [AS_NOUN, AGAINST, PARTLY_DENIED, NOT_CARRIED, DATED_PEAK, USED_UP, UNFINISHED, NEEDED];
  const spans = patterns.flatMap((re) => [...text.matchAll(re)]);
  return spans.map((m) => ({
    index: m.index,
    end: m.index + m[0].length,
  }));
}
