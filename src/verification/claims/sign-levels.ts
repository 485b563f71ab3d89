import type { LevelRule } from "./judgement-words";
import type { ClaimMetric } from "./metric-lexicon";

/** Flows and profits, whose sign is what 为负 / 为正 says. */
const SIGNED = [
  "operating_cash_flow",
  "investing_cash_flow",
  "financing_cash_flow",
  "free_cash_flow",
  "net_profit",
  "deducted_net_profit",
  "operating_profit",
  "total_profit",
] as const satisfies readonly ClaimMetric[];
const signOf = (r: { min?: number; max?: number }) => Object.fromEntries(SIGNED.map((m) => [m, r]));
/**
 * 增速为负, 同比已经回到正值: the sign of a change; "由正转为负" says a sign changed without saying of what (a rate
 * or a level): neither is the level's sign.
 */
const CHANGE_BEFORE_SIGN =
  /(?:增速|增长率|增幅|增长|同比|环比|变动|涨幅|跌幅|降幅|yoy)[^，,；;。]{0,6}$|由[正负]\s*[转变]?$/i;

/** "转为负增长", "正增长": a sign word followed by the change it signs is that change's sign. */
const CHANGE_AFTER_SIGN = /^\s*(?:的)?\s*(?:增长|增速|增幅|变动)/;

/** The sign of the period's level, as 为负 / 为正 say it. */
export const SIGN_LEVEL_WORDS: readonly LevelRule[] = [
  // "经营现金流为负", "自由现金流转为负值": the sign of the period's level (0 is neither: 为正 needs > 0 by the band).
  {
    words: ["为负", "呈负", "负值", "是负的"],
    side: "neutral",
    on: signOf({ max: 0 }),
    ownMetric: true,
    notAfter: CHANGE_BEFORE_SIGN,
    notThen: CHANGE_AFTER_SIGN,
  },
  {
    words: ["为正", "呈正", "正值", "是正的"],
    side: "neutral",
    on: signOf({ min: 0 }),
    ownMetric: true,
    notAfter: CHANGE_BEFORE_SIGN,
    notThen: CHANGE_AFTER_SIGN,
  },
];
