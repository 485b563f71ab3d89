import { PRICE_MULTIPLES } from "./metric-types";
import { findMetrics } from "./metric-lexicon";
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

/**
 * "处于近年低位区域", "接近近五年的估值底部", "高于过去三年的平均水平": a multiple placed within its band over recent
 * years, which no stored series holds either. Read where the clause names a valuation, or names nothing of prices and
 * carries the multiple of the clause before ("茅台市盈率约21倍，处于近年低位区域").
 */
const RECENT_BAND = new RegExp(
  "(?:近年|近几年|近些年|多年|过去几年|(?:近|过去)[一二两三四五六七八九十\\d]+年)(?:来|以来)?(?:的)?(?:估值)?(?:的)?" +
    "(?:偏低|偏高|较低|较高|低位|高位|底部|顶部|中枢|均值|平均水?平?|低点|高点|分位)",
);
const PRICE_WORDS = /股价|价格|收盘|成交|均线|[涨跌]/;

export const recentValuationBand = (text: string, carried: readonly string[] = []): boolean =>
  RECENT_BAND.test(text) &&
  !PRICE_WORDS.test(text) &&
  (VALUATION.test(text) || (findMetrics(text).length === 0 && carried.some((m) => PRICE_MULTIPLES.has(m))));
