/**
 * What 净利率 may mean as analysts compute it, one reading per stored line pair (derived-series.ts derives them,
 * LexiconEntry.readings lists them): 销售净利率 (the store's, else 净利润 / 营业收入), 归母净利润 / 营业总收入 and,
 * for a year the store reports no 销售净利率 of its own, 净利润 / 营业总收入. A name only, so that the lexicon needs
 * nothing of the derivation.
 */
export const NET_MARGIN_ON_TOTAL = "net_margin_on_total_revenue";
