import type { ClaimCheck } from "./check-series";
import { agreement } from "./market-change";
import type { MarketFacts } from "./market-facts";
import { WEEK52 } from "./market-words";
import { agreesWith, shownPercent } from "./shown-size";

/**
 * "已不到高点的九成", "只有52周高点的八成左右", "股价约为一年最高价的94%": the last close as a share of its 52-week
 * high (the highest price, as the 52-week high is read elsewhere). A high of another span (前期高点, a dated
 * high) names its own words and is not read here.
 */
const HIGH_SHARE = new RegExp(
  String.raw`(不到|不足|还不到|低于|超过|高于|约为|约|仅为|仅|只有|只剩|为|是)?\s*` +
    String.raw`${WEEK52}?\s*(?:的)?\s*(?:高点|最高价|最高点)\s*的\s*` +
    String.raw`((?:约|近)?\s*(?:\d+(?:\.\d+)?\s*%|[一二两三四五六七八九]成[半一二三四五六七八九]?)` +
    String.raw`\s*(?:左右|多|以上|以下)?)`,
);
/** A high of another span or day before the words: "前期高点的九成", "2021年高点的三成", "上市以来最高价的六成". */
const OTHER_HIGH = /(?:前期|此前|历史|阶段|以来|上市|\d\s*年|\d\s*月|\d\s*日)\s*(?:的)?\s*$/;
/** "成交量只有高点的三成", "估值不到高点的一半": the share of another measure's high, not the price's. */
const NOT_PRICE = /成交|量能|估值|市盈|市净|PE|PB|利润|营收|收入|业绩|分红/i;
/** "2021年2月创下2627元的历史高点，如今股价不到高点的六成": a bare 高点 after a clause naming a dated or 历史 high. */
const NAMED_HIGH = /(?:历史|\d\s*[年月日])[^，,。；;]*?(?:高点|最高)/;
const SPAN_WORDS = new RegExp(WEEK52);
const SPAN_BEFORE = new RegExp(String.raw`${WEEK52}?\s*(?:的)?\s*(?:最)?$`);

/** Whether the high of a share is the one the clause before names (a dated or 历史 high), not the 52-week one. */
export const highOfPrevious = (t: string, previous: string | null): boolean =>
  previous !== null && NAMED_HIGH.test(previous) && HIGH_SHARE.test(t) && !SPAN_WORDS.test(t);

export function highShare(t: string, m: MarketFacts): ClaimCheck[] {
  const hit = HIGH_SHARE.exec(t);
  if (!hit || !m.week52 || NOT_PRICE.test(t.slice(0, hit.index))) return [];
  const highAt = t.indexOf("高", hit.index + (hit[1]?.length ?? 0));
  if (OTHER_HIGH.test(t.slice(0, highAt).replace(SPAN_BEFORE, ""))) return [];
  const shown = shownPercent(`${/约/.test(hit[1] ?? "") ? "约" : (hit[1] ?? "")}${hit[2]}`);
  if (!shown) return [];
  const byHigh = (m.close / m.week52.high) * 100;
  const found = `${m.lastBar}收盘价${m.close.toFixed(2)}为52周最高价${m.week52.high.toFixed(2)}的${byHigh.toFixed(1)}%`;
  return [agreement(agreesWith(byHigh, shown), `为52周高点的${shown.raw}`, found)];
}
