/**
 * A cause or a state put as a guess with a bare 或 ("maybe"): "产品结构或在下沉", "背后或是经销商打款意愿减弱",
 * "或与批价下行有关", "或因渠道去库存", "或受汇率拖累". The writer does not assert it, and the data holds no cause: the
 * clause is 未能核验, never ✅ because the figures beside it are true. 或将/或许 are forecasts (phrase-words.ts
 * FORECAST); 或意味着/或已 read the figures themselves (盈利能力或已见底) and are judged as readings, not here.
 * 或 joining two nouns ("营收或利润", "无论是营收或是利润") is a conjunction, no hedge.
 */
export const HEDGED_CAUSE = /(?<![或者]|或多)或(?:在|是|与|因|受|源于|源自|系)(?![^，,。；;]*[或])/;
const ALTERNATIVES = /无论|不论|不管|是否|还是/;

/** Whether a clause puts a cause or a state as a 或-guess. */
export const hedgesCause = (clause: string): boolean => HEDGED_CAUSE.test(clause) && !ALTERNATIVES.test(clause);
