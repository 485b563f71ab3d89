/**
 * A cause or a state put as a guess with a bare 或 ("maybe"): "产品结构或在下沉", "背后或是经销商打款意愿减弱",
 * "或与批价下行有关", "或因渠道去库存", "或受汇率拖累". The writer does not assert it, and the data holds no cause: the
 * clause is 未能核验, never ✅ because the figures beside it are true. 或将/或许 are forecasts (phrase-words.ts
 * FORECAST); 或意味着/或已 read the figures themselves (盈利能力或已见底) and are judged as readings, not here.
 * 或 joining two nouns ("营收或利润", "无论是营收或是利润") is a conjunction, no hedge.
 */
export const HEDGED_CAUSE = /(?<![或者]|或多)或(?:在|是|与|因|受|源于|源自|系)(?![^，,。；;]*[或])/;
const ALTERNATIVES = /无论|不论|不管|是否|还是/;
/**
 * A guess word of any spelling before a cause: a cause marker ("大概率是提价效应消退所致", "估计与去库存有关") or an
 * event that would explain a move ("可能有减值或处置", "疑似计提了减值", "背后或许是出售了子公司"). The move the
 * figures show is checked; why it happened is the writer's guess the data cannot settle. A guess at a state or a move
 * to come ("底部可能已经出现", "反弹随时可能出现") names no cause and is a reading or forecast, not this.
 */
const GUESS = "可能|或许|也许|大概率|多半|疑似|估计|推测|恐怕|想必";
const CAUSE_MARK = "所致|导致|造成|引起|有关|相关|因为|由于|源于|源自|归因";
const CAUSE_EVENT = "减值|处置|出售|计提|剥离|转让|核销|出表|并表|一次性";
const GUESSED_CAUSE = new RegExp(`(?:${GUESS})[^，,。；;]*?(?:${CAUSE_MARK}|${CAUSE_EVENT})`);

/** Whether a clause puts a cause or a state as a guess: a bare 或, or a guess word before a cause. */
export const hedgesCause = (clause: string): boolean =>
  (HEDGED_CAUSE.test(clause) || GUESSED_CAUSE.test(clause)) && !ALTERNATIVES.test(clause);
