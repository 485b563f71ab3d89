import { RANGE_POSITION, WEEK52 } from "./market-words";

/**
 * "52周区间里，5.69元的收盘位置不足两成", "股价位于52周区间的最底部，位置不到1%": a place (位置) sized in per cent or
 * tenths, in a clause that names the 52-week range or right after one that does, is the close's place in that range
 * (check-week52.ts). Written "52周区间位置…" it is read as such; a 位置 with no range named near it is not.
 */
const RANGE_NAMED = new RegExp(String.raw`${WEEK52}\s*(?:的)?\s*(?:价格|股价|收盘价?)?\s*(?:波动)?\s*区间`);
/** "收盘位置不足两成", "所处位置约18%", "位置不到1%": the place word and its size right after it. */
const SIZED_PLACE = new RegExp(
  String.raw`(?:(?:收盘价?|股价|现价|当前|目前|所处)\s*(?:的)?\s*)?位置` +
    String.raw`(?=\s*(?:约|大约|仅|只有|仅有|不足|不到|还不到|低于|高于|超过|在|为|处于|已)?` +
    String.raw`\s*(?:\d|[一二两三四五六七八九]成))`,
);

/**
 * "52周区间50.55—74.88元，现价处在区间偏下的位置，约36%分位": a percentile alone, right after a clause placing the
 * close in its 52-week range, is the same place (not a valuation's percentile, which names its own metric).
 */
const BARE_PERCENTILE = new RegExp(
  String.raw`^\s*(?:(?:约|大约|大概|仅|只有|处于|位于|处在|在|落在|即)\s*)*` +
    String.raw`\d+(?:\.\d+)?\s*%\s*(?:左右|附近|上下)?\s*(?:的)?\s*分位`,
);
const OTHER_PERCENTILE = /历史|估值|市盈|市净|PE|PB|股息/i;

/** "52周位置19%", "一年位置约36%": the range's span right before 位置 names the range itself. */
const SPAN_PLACE = new RegExp(String.raw`${WEEK52}\s*(?:的)?\s*位置(?=\s*(?:约|大约|仅|只有|不足|不到|在|为)?\s*\d)`);

export function withRangePlace(text: string, previous: string | null): string {
  if (SPAN_PLACE.test(text)) return text.replace(SPAN_PLACE, "52周区间位置");
  if (BARE_PERCENTILE.test(text) && previous !== null && !OTHER_PERCENTILE.test(previous)) {
    if (RANGE_NAMED.test(previous) || RANGE_POSITION.test(previous)) return `52周区间${text.trim()}`;
  }
  if (RANGE_POSITION.test(text) || !SIZED_PLACE.test(text)) return text;
  if (!RANGE_NAMED.test(text) && !(previous !== null && RANGE_NAMED.test(previous))) return text;
  return text.replace(SIZED_PLACE, "52周区间位置");
}
