import { findMetrics } from "./metric-lexicon";

/**
 * "【公众号】平安2025：", "茅台2025：": a heading that names a company (a short name, maybe after a bracketed tag)
 * and a year, before the colon its figures follow. Not a price or a metric's value ("收盘2025", "营收2025").
 */
const HEADING_NAME = /^\s*(?:[【[][^】\]]{1,10}[】\]])?\s*[\u4e00-\u9fffA-Za-z]{1,8}\s*$/;
const NOT_A_HEADING = /收盘|收于|收报|股价|现价|价格|报价|市值|点位|指数|元|约|达|为|是/;
/** `before` and `after`: the clause's text either side of a bare four-digit year. */
export const headingYear = (before: string, after: string): boolean =>
  /^\s*[:：]?\s*$/.test(after) &&
  HEADING_NAME.test(before) &&
  !NOT_A_HEADING.test(before) &&
  findMetrics(before).length === 0;
