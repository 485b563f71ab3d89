/**
 * A reading of the company's capacity or will to pay out, drawn from the cash and profit figures its sentence states:
 * "自由现金流约584亿元，分红能力无虞", "分红底气十足", "分红诚意仍在", "派息能力稳定", "分红能力也会随之承压". It
 * names no figure, no payout and no notice of its own; the figures it reads are checked in their own clauses (a point
 * of the reading alone is still 未能核验: nothing in it was checked). Not a payout's own size or course ("分红力度显著
 * 提升", "派息稳定", "分红比例依然很高", "足以覆盖分红"): those state what was paid, which the data decides.
 */
const LEAD = "^(?:不过|但|但是|而|所以|因此|可见|说明|这说明|意味着|也就是说|至少)?\\s*(?:公司的?|其)?";
/** What is read: the capacity, the backing or the will behind the payout, never the payout itself. */
const CAPACITY = "(?:分红|派息|股息|现金回报)(?:的)?(?:能力|底气|底子|诚意|意愿|保障|安全垫|可持续性)";
const FAVOURABLE =
  "无虞|无忧|不成问题|不是问题|有保障|有底|十足|充足|充沛|很足|较足|稳定|稳固|扎实|不减|还在|仍在|犹在|尚在";
const ADVERSE = "承压|受限|堪忧|存疑|打折扣|打了折扣|受影响|面临考验|有压力|有隐忧|下降|减弱|弱化";
const ADVERBS = "(?:也|仍|仍然|依然|依旧|还|都|尚|更|将|会|可能|或|或将|恐|恐怕|随之|因此|进一步)*";
export const DIVIDEND_VIEW = new RegExp(`${LEAD}${CAPACITY}${ADVERBS}(?:${FAVOURABLE}|${ADVERSE})(?:了)?$`);
