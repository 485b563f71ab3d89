import { CAUTION } from "./negation-words";

/**
 * "增速被明显低估", "下滑幅度被高估了", "风险不可低估": a size or a move someone estimated, understated or overstated,
 * not the valuation's level (the estimate is the other side's, which the figures around it correct). Read by the level
 * words' scan (word-scan.ts): 低估 / 高估 after such a subject is no valuation word.
 */
const ESTIMATE_OF =
  /(?:增速|增长率|增幅|增长|涨幅|跌幅|降幅|幅度|规模|韧性|力度|影响|难度|风险|压力)被?(?:明显|严重|大大|显著|大幅)?$/;
const ESTIMATE_WORDS = new Set(["低估", "高估"]);
/**
 * "回撤风险不可低估", "别低估价格战的冲击", "切勿高估反弹力度": under a word of caution 低估 / 高估 is the verb to
 * underrate or overrate, whatever its subject, not a valuation said too low or too high ("谈不上低估" denies one).
 */
const CAUTIONED = new RegExp(`(?:绝|决|千万|万万)?(?:${CAUTION.join("|")})(?:过于|过度|轻易|太)?$`);

/** Whether a level word, with the text before it, is an estimate of a size rather than a valuation level. */
export const estimatesSize = (word: string, before: string): boolean =>
  ESTIMATE_WORDS.has(word) && (ESTIMATE_OF.test(before) || CAUTIONED.test(before));
