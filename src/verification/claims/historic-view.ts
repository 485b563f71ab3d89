/**
 * "PE已落到近十年5%分位以下", "历史维度看属于极度低估": a valuation placed within its own history (a percentile, a
 * historical view). The data holds no history of the multiple, so neither the percentile nor a 低估 / 高估 said on
 * that view is read: the view is 未能核验 (scope-words.ts), and today's multiple against the general band does not
 * judge it (judgement-words.ts).
 */
export const HISTORIC_VIEW = /历史(?:维度|角度|视角|坐标|分位)|(?:百)?分位(?:数|点)?/;

/** The words of a valuation, where a percentile is the multiple's (a 52周 position's 分位 is the price's). */
const VALUATION = /PE|PB|市盈率|市净率|估值|低估|高估/i;
const PRICE_POSITION = /52周|年内|区间/;

export const historicValuation = (text: string): boolean =>
  HISTORIC_VIEW.test(text) && VALUATION.test(text) && !PRICE_POSITION.test(text);
