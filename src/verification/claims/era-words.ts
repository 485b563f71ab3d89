/**
 * The nouns of an era named by what marked it: "高增长时代", "高估值时期", "低利率年代", "高速增长的日子". An era is a
 * stretch of the past (or one said to go on), not a reading of the judged period: a size word before it sizes no
 * change of that period (ended-size.ts), and a level word before it reads no level of today (word-scan.ts).
 */
export const ERA_NOUNS = "时代|时期|年代|日子|黄金期";
/** A stage is dated (the run just before, ended-size.ts counts its years), but names a time as an era does. */
const ERA_OR_STAGE = `${ERA_NOUNS}|阶段`;

/**
 * After a level word, the era it names used as a time ("高估值时代的套牢盘仍在", "高估值年代留下的筹码", "高估值时期
 * 买入的投资者") or said to be over ("高估值时代已经过去"): no level of today is read from it. One said to go on
 * ("高估值时代仍在延续", "高估值时代还没结束") is today's level, and read.
 */
export const ERA_AFTER_LEVEL = new RegExp(
  `^(?:值|的)?(?:${ERA_OR_STAGE})(?!\\s*(?:仍|还|依然|依旧|尚)?\\s*(?:在|未|没|持续|延续|继续|不变))`,
);

/**
 * An era used as a time for what follows ("高估值时代的套牢盘", "高估值年代留下的筹码", "高增长时期买入的资金"): the
 * era names neither a metric nor a level of the point, so the words are masked (□) before the clause is read.
 */
const ERA_AS_TIME = new RegExp(
  `(?:当年|那时|彼时|曾经的?)?(?:超高|极高|高|低)(?:估值|增长|成长|增速|利率|景气|杠杆|负债)(?:${ERA_OR_STAGE})` +
    "(?=的|留下|进场|入场|买入|追高|建仓|积累|形成|遗留)",
  "g",
);
export const maskEraTimes = (s: string): string => s.replace(ERA_AS_TIME, (m) => "□".repeat(m.length));
