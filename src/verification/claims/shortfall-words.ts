/**
 * "自由现金流缺口接近977亿元", "资金缺口约300亿": a shortfall is the size of a negative amount (free cash flow of
 * −976.72亿元), written without its sign, as an outflow is (净流出944.76亿元).
 */
const SHORTFALL_BEFORE = /(?:缺口|赤字|亏空|窟窿)(?:为|达|达到|有)?\s*(?:约|近|接近|将近|超过|逾|高达)?\s*$/;

export const shortfallSize = (before: string): boolean => SHORTFALL_BEFORE.test(before);
