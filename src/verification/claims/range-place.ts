import { RANGE_POSITION, WEEK52 } from "./market-words";

/**
 * "52周区间位置几乎贴地", "52周位置快顶到天花板": the close at an end of its range said in an image, the bottom
 * (group 2) or the top (group 3), after an optional word of nearness (group 1: 几乎, 接近 reach to the range's fifth).
 */
export const RANGE_END_IMAGE = new RegExp(
  String.raw`^\s*(?:已经?|仍|还|都|就)?\s*(几乎|接近|快要?|逼近|靠近|差不多|基本)?\s*(?:要|是|到)?\s*` +
    String.raw`(?:贴(?:着|近|到)?|顶(?:到|着)?|挨着|摸到|碰到|在|处于|处在|到了)?\s*(?:了)?\s*` +
    String.raw`(?:(地板|贴地|地面|最下沿|最底部?)|(天花板|顶格|最上沿|最顶部?))`,
);

/**
 * "52周区间里，5.69元的收盘位置不足两成", "股价位于52周区间的最底部，位置不到1%": a place (位置) sized in per cent or
 * tenths, in a clause that names the 52-week range or right after one that does, is the close's place in that range
 * (check-week52.ts). Written "52周区间位置…" it is read as such; a 位置 with no range named near it is not.
 */
const RANGE_NAMED = new RegExp(String.raw`${WEEK52}\s*(?:的)?\s*(?:价格|股价|收盘价?)?\s*(?:波动)?\s*区间`);
/** "收盘位置不足两成", "所处位置约18%", "位置不到1%": the place word and its size right after it. */
const SIZED_PLACE = new RegExp(
  // "位置分位不到1%": 分位 restates the place, it names no other measure.
  String.raw`(?:(?:收盘价?|股价|现价|当前|目前|所处)\s*(?:的)?\s*)?位置(?:分位)?` +
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

/** "52周位置19%", "一年位置约36%", "52周位置不到一成": the range's span right before 位置 names the range itself. */
const SPAN_PLACE = new RegExp(
  String.raw`${WEEK52}\s*(?:的)?\s*位置(?=\s*(?:约|大约|仅|只有|不足|不到|在|为)?\s*(?:\d|[一二两三四五六七八九]成))` +
    // "52周位置贴地板了": an end of the range said in an image (market-words.ts RANGE_END_IMAGE).
    String.raw`|${WEEK52}\s*(?:的)?\s*位置(?=${RANGE_END_IMAGE.source.slice(1)})`,
);
/**
 * "处在52周区间约九成的位置", "位于一年区间不到两成的分位": a share in tenths written before the place word is the
 * close's place, as a per-cent share there is (market-words.ts RANGE_POSITION).
 */
const TENTHS_FIRST = new RegExp(
  String.raw`(${WEEK52}\s*(?:的)?\s*(?:价格|股价)?\s*区间)\s*(?:中|内|里)?\s*(?:的)?\s*` +
    String.raw`((?:约|大约|近|接近|不到|不足|超过)?\s*[一二两三四五六七八九]成(?:左右|附近)?)` +
    String.raw`\s*(?:的)?\s*(?:位置|分位|位)`,
);
/**
 * "处在52周区间最低的一成", "位于一年区间最高的两成", "在52周区间里处于下方5%以内": the bottom (top) N tenths or per
 * cent of the range, a bound on the place from the end named.
 */
const END_TENTHS = new RegExp(
  String.raw`(${WEEK52}\s*(?:的)?\s*(?:价格|股价)?\s*区间)\s*(?:中|内|里)?\s*(?:的)?\s*(?:处于|位于|处在|落在)?\s*` +
    String.raw`(最低|最高|(?:最)?(?:底部|顶部|下方|上方|下部|上部))\s*(?:的)?\s*` +
    // "区间底部一成多": past the tenth, how far into the end (check-week52.ts), not a bound on it.
    String.raw`(?:([一二两三四五六七八九])成|(\d+(?:\.\d+)?)\s*%)(?!\s*(?:多|出头))\s*(?:以内|之内)?`,
);
const TENTH: Record<string, number> = { 一: 1, 二: 2, 两: 2, 三: 3, 四: 4, 五: 5, 六: 6, 七: 7, 八: 8, 九: 9 };

/** The tenths forms read as the place words check-week52.ts knows; other text unchanged. */
function withTenths(text: string): string {
  const first = TENTHS_FIRST.exec(text);
  if (first) return text.replace(first[0], `${first[1]}位置${first[2]}`);
  const end = END_TENTHS.exec(text);
  if (!end) return text;
  const share = end[3] ? (TENTH[end[3]] ?? 0) * 10 : Number(end[4]);
  const low = /低|底|下/.test(end[2]!);
  return text.replace(end[0], `${end[1]}位置${low ? share : 100 - share}%${low ? "以内" : "以上"}`);
}

export function withRangePlace(written: string, previous: string | null): string {
  const text = withTenths(written);
  if (SPAN_PLACE.test(text)) return text.replace(SPAN_PLACE, "52周区间位置");
  if (BARE_PERCENTILE.test(text) && previous !== null && !OTHER_PERCENTILE.test(previous)) {
    if (RANGE_NAMED.test(previous) || RANGE_POSITION.test(previous)) return `52周区间${text.trim()}`;
  }
  if (RANGE_POSITION.test(text) || !SIZED_PLACE.test(text)) return text;
  if (!RANGE_NAMED.test(text) && !(previous !== null && RANGE_NAMED.test(previous))) return text;
  return text.replace(SIZED_PLACE, "52周区间位置");
}
