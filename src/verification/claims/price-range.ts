import { WEEK52 } from "./market-words";
import { week52EndBare } from "./week52-end-price";

/**
 * Prices a clause may write bare, with no 元: the ends of a 52-week range and the close a quote card opens with.
 *
 * "52周区间约231元至460元", "一年价格区间231-460元", "52周区间37.31—48.55": a 52-week range written low to high.
 * Its first figure is the 52-week low and its second the high, read on the price facts (check-price.ts) even when
 * written bare, as a quote card writes it.
 */
const RANGE_WORDS = String.raw`${WEEK52}[^，,。；;\d|]{0,6}区间\s*(?:为|在|是)?\s*(?:约)?\s*`;
/** The words before the range's first figure. */
export const RANGE_BOTTOM = new RegExp(`${RANGE_WORDS}$`);
/** The words and the first figure before the range's second. */
export const RANGE_TOP = new RegExp(String.raw`${RANGE_WORDS}\d+(?:\.\d+)?\s*元?\s*(?:至|到|-|~|～|—|–)\s*(?:约)?\s*$`);
/** Whether the text before a figure makes it an end of a 52-week range. */
const inPriceRange = (before: string): boolean => RANGE_BOTTOM.test(before) || RANGE_TOP.test(before);
/**
 * "【行情卡片】比亚迪 102.98", "【行情卡】五粮液 97.08元": a quote card's label and name, then its last close. Only
 * a card of quotes ("【AI速读】茅台2025" is a summary, its figure a year).
 */
const CARD_HEAD = /^\s*【[^】]{0,6}(?:行情|报价|盘面|技术面|个股卡)[^】]{0,4}】\s*[^\d\s,，|]{2,8}\s*$/;
/**
 * Whether a figure written bare is a price: an end of a 52-week range, a quote card's close, or the price of the
 * 52-week high or low named with its span ("52周高点48.55", week52-end-price.ts).
 */
export const barePrice = (before: string): boolean =>
  inPriceRange(before) || CARD_HEAD.test(before) || week52EndBare(before);

/** "碳酸锂价格反弹至10万元/吨": a price per ton, barrel or kWh is a commodity's or a product's, never the share's. */
export const PER_PHYSICAL_UNIT =
  /^\s*(?:\/|每)\s*(?:吨|桶|千瓦时|度|瓦时|[kMG]?Wh|公斤|千克|kg|斤|瓶|辆|台|平米|平方米|盎司)/i;
