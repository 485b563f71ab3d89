/**
 * The one table of contrast and condition words of the claim checker, in the style of negation-words.ts: each reader
 * (a clause turning against the one before, a side word before a turn, a reading held apart, a scenario, a close
 * placed at an average only if…) builds its pattern from these groups with `anyOf`, so a word added here is known
 * everywhere it belongs. Groups, not one list, because a turn that opens a clause (但, 不过) and one inside it after
 * its subject (利润却在涨) are read at different places, and a condition rules its whole sentence.
 */

/** A turn opening a clause: what it follows is conceded, what it opens is the writer's own point. */
export const TURN_WORDS = ["但是", "但", "不过", "然而", "可是"];

/** A turn inside a clause, after its subject: "收入降了，利润却在涨". */
export const LATE_TURN = ["却"];

/**
 * A weaker turn, read only where any turn splits a clause into parts (a side word before it is not the part after):
 * a limitation ("只是") or two things set against each other ("MA5之上，而MA60之下").
 */
export const SOFT_TURN = ["只是", "而"];

/** A state held against what came before it: "但技术面仍偏弱", "尚未企稳". */
export const STILL = ["仍", "尚"];

/**
 * A thing waited for, watched for or needed: what follows is not yet a fact ("关注量能配合", "还需要放量确认", "要看
 * 量能能否放大"). 需 is read only where it is no 需求.
 */
export const AWAITED_WORDS = [
  "(?<!备受|广受|受到|引发)关注(?![度的])",
  "留意",
  "观察",
  "等待",
  "有待",
  "期待",
  "要看",
  "是否",
  "能否",
  "需(?!求)",
];

/** A condition: what follows is a scenario, not a fact ("若出厂价再上调10%", "如能保持当前增速"). */
export const CONDITION_WORDS = ["如果", "假如", "假设", "倘若", "如若", "设若", "万一", "一旦", "如能", "只要", "若"];
