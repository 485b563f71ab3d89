/**
 * A valuation reading that is the writer's view of what the multiples its sentence states imply, not a fact the data
 * holds: "安全边际明显更厚" after a PB under 1, "估值已充分反映成长" after a PE of 45, "低估值与低增长相互匹配" after a
 * PE and a growth rate. It names no figure of its own; the multiples and the growth it reads are checked in their own
 * clauses (a point of the view alone is still 未能核验: nothing in it was checked).
 */
const LEAD = "^(?:不过|但|但是|而|所以|因此|可见|说明|这说明|意味着)?\\s*[^，,；;\\d]{0,6}?";
const VIEWS = [
  // "银行股的安全边际明显更厚", "安全边际相对充足": how far a price stands under what it is worth.
  "安全边际(?:明显|显然|相对|也|要|还)?(?:更|较|很|相当|足够)?(?:厚|足|高|大|充足|充分|宽)(?:一些|得多|不少)?",
  // "估值已充分反映成长", "估值基本消化了利空": what the price has priced in.
  // Not "估值消化了利润下滑": a move of a metric named there is a fact, checked as such.
  "估值(?:已经?|基本|大体|早已|已然)?(?:充分|完全|基本|部分)?(?:反映|消化|计入)了?(?:市场的?)?" +
    "(?:成长性?|增长|(?:悲观|乐观)?预期|利好|利空|风险|悲观情绪|不确定性)?",
  // "低估值与低增长相互匹配", "估值和增长大致匹配": a multiple read against the growth under it.
  "(?:低)?估值(?:与|和|跟)(?:低|高)?(?:增长|增速|成长)(?:大致|基本|相互|彼此)?(?:匹配|相称|相符)",
];
/**
 * "高ROE撑得起溢价", "高分红撑得住估值", "成长性能支撑当前估值溢价": a quality said to justify the multiple.
 * The multiple is checked in its own clause; whether it is deserved is the writer's view (更高估值 in it is no
 * 高估 reading). Only a quality with no move of its own: "利润增长撑得起估值" states a growth the data decides, and
 * stays checked.
 */
const QUALITY =
  "(?:高|较高的?|稳定的?|持续的?|优秀的?|出色的?|强大的?|深厚的?|充沛的?)?" +
  "(?:ROE|净资产收益率|分红|股息率?|成长性|盈利能力|品牌力?|护城河|壁垒|龙头地位|现金流|资产质量)";
const QUALITY_PREMIUM =
  `^(?:但|而|所以|因此)?(?:${QUALITY})(?:(?:和|与|、|加上)(?:${QUALITY}))*` +
  "(?:足以|能够|能|可以|完全|仍然?|也)?(?:撑得起|撑得住|支撑得起|支撑得住|支撑|配得上|对得起)" +
  "(?:这一?|这个|这样的|当前的?|现在的?|目前的?|更高的?)?(?:估值)?(?:溢价|估值)$";
export const VALUATION_VIEW = new RegExp(`${LEAD}(?:${VIEWS.join("|")})$|${QUALITY_PREMIUM}`, "i");
