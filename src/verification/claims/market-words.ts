import { CHINESE_DIGITS } from "../chinese-digits";
import { NEGATIONS } from "./judgement-words";
import { RSI_BANDS } from "./rsi-bands";
import { volumeShrink } from "./volume-shrink";
import { BEFORE_MOVE, IN_YEAR } from "./phrase-words";

/** "一年前", "12个月之前": the close a rolling year ago (sessions-ago.ts reads it as a move's base too). */
export const YEAR_AGO = "(?:一年|1年|12个月|十二个月)(?:之)?前";

/**
 * How analysts and models write about prices, averages, volume and indicators: the phrase tables check-market.ts reads
 * a clause with. One table per concept; the checker has no per-sentence rule. Indicator parameters (RSI(14), MA(20),
 * MACD(12,26,9)) are parameters: `INDICATOR_PARAMS` (indicator-names.ts) strips them before a number is read.
 */

/** Words only the share price or its technicals are described with: a clause with one is a market clause. */
export const MARKET_TOPIC = new RegExp(
  "股价|收盘价|交易日|涨跌幅|DIF|DEA|年线|半年线|季线|收盘|(?<![营税])收在|走势|均线|MA\\s*\\d|" +
    "MACD|金叉|死叉|RSI|超买|超卖|放量|缩量|" +
    "成交量|均量|量能|量比|52周|五十二周|多头排列|空头排列|K线|日线|个股|关口|大关|乖离|BIAS|振幅|回撤|" +
    "区间(?:上沿|下沿|位置|中部|正中|中段|偏下|偏上|上部|下部)|最大单日|最大回撤|收涨|收跌|收红|收绿|周线|月线|" +
    "周K|月K|涨停|跌停|成交(?:明显|显著|大幅|有所)?(?:降温|转冷|略缩|微缩)|" + // "成交明显降温": 成交 with its move
    // "近一年最高价61.49元": the rolling year's extremes are the price's 52-week range.
    "(?:近一年|过去一年|一年内)(?:的)?(?:最高价|最低价|最高点|最低点)|" +
    // "离一年最低5.27没几分钱了": a distance from the year's extreme.
    "(?:离|距离?)(?:一年|年内)(?:的)?最[高低]",
  "i",
);
/**
 * Words a financial metric shares with the price (营收创新高, 净利润涨幅, 年内): a market clause only when the clause
 * before it in the point spoke of the price ("股价近20日上涨8%，创52周新高").
 */
export const MARKET_WEAK = new RegExp(
  "新高|新低|涨幅|跌幅|累计上涨|累计下跌|年内|今年以来|年初至今|上涨|下跌|回调" +
    // "已不到高点的九成": a share of the high (high-share.ts).
    String.raw`|(?:高点|最高价)的\s*(?:约|近)?\s*(?:\d|[一二两三四五六七八九]成)` +
    String.raw`|反弹|(?<![上下大杀])[涨跌](?=\s*(?:约|近|超过?|逾)?\s*\d)`,
);

/** A count of sessions written in figures ("20") or in Chinese numerals ("二十"). */
export const sessionCount = (s: string): number => (/^\d+$/.test(s) ? Number(s) : chineseCount(s));

/** "二十" 20, "一百二十" 120, "二百五十" 250: the session counts indicator texts write in Chinese numerals. */
export function chineseCount(s: string): number {
  let total = 0;
  let digit = 0;
  for (const ch of s) {
    if (ch === "百") [total, digit] = [total + (digit || 1) * 100, 0];
    else if (ch === "十") [total, digit] = [total + (digit || 1) * 10, 0];
    else digit = CHINESE_DIGITS[ch] ?? 0;
  }
  return total + digit;
}

/**
 * A span alone right before its move, the way a forum writes it ("三个月涨了快三成", "20天跌了快一成"): with no 近
 * or 过去, the span is still the window ending at the last close. Not before 翻倍 (a metric's clause before it may
 * own "一年几乎翻倍").
 */
/** A return window: N sessions, or N calendar months (`months`). The first pattern that matches decides. */
export const WINDOW_WORDS: readonly { re: RegExp; days: (m: RegExpExecArray) => number; months?: number }[] = [
  { re: /(\d+)\s*(?:个)?交易日/, days: (m) => Number(m[1]) },
  // Not one session named ("最后一个交易日", "第一个交易日").
  // "较前一交易日": the day before a session, not a window of one session; nor "下一个交易日", the day after one.
  {
    re: /(?<!最后|第)(?<![前上下后](?=一))([一二两三四五六七八九十百]+)\s*(?:个)?交易日/,
    days: (m) => chineseCount(m[1] ?? ""),
  },
  // Not a date ("2月26日", "7月22日以来", the end of a span "4月17日到21日"); "拉长到250日" widens the window.
  {
    re: /(?<![月\d.至~～\-—])(?<![^长宽]到|日\s*[、和及与]\s*|连[续着]?\s*)(\d+)\s*日(?!均线|线|移动平均|均价|以来)/,
    days: (m) => Number(m[1]),
  },
  // "五日+2.6%": a count in Chinese numerals right before its move (not a date "3月十日", nor a parameter list
  // "MACD（十二、二十六、九日）").
  {
    re: new RegExp(
      String.raw`(?<![月\d.、，,（(前上])(?<!连[续着]?)([一二两三四五六七八九十百]+)\s*日` +
        String.raw`(?=\s*(?:[+-]\s*\d|[^，,。；;\d]{0,2}(?:涨|跌)|累计))`,
    ),
    days: (m) => chineseCount(m[1] ?? ""),
  },
  { re: new RegExp(`(?<![\\d.])(\\d+)\\s*天${BEFORE_MOVE}`), days: (m) => Number(m[1]) },
  { re: /近一周|一周内|近5个交易日|本周/, days: () => 5 },
  {
    re: new RegExp(`近一个月|一个月内|近1个月|近一月|月内|过去一个月|(?<![\\d年月])(?:一个月|1个月)${BEFORE_MOVE}`),
    days: () => 20,
    months: 1,
  },
  {
    re: new RegExp(`近三个月|近3个月|三个月内|近一个季度|过去三个月|(?<![\\d年])(?:三个月|3个月)${BEFORE_MOVE}`),
    days: () => 60,
    months: 3,
  },
  {
    re: new RegExp(`近半年|半年内|近6个月|近六个月|过去半年|(?<![\\d年上下])半年${BEFORE_MOVE}`),
    days: () => 120,
    months: 6,
  },
  {
    re: new RegExp(
      "近一年|近1年|一年内|近12个月|近十二个月|过去一年|过去12个月|一年来|一年以来|拉长到一年|一年维度" +
        "|(?<![\\d年])一年(?:间|里|当中|之间)" + // "一年间股价从不足96元涨到145元以上": the same rolling year.
        // "较一年前的95.96元，股价上涨约51%": the close a year ago as a move's base, the year's start.
        `|(?:较|比|相比|相较于?|对比)\\s*${YEAR_AGO}` +
        // "一年跌约10.5%", "一年涨了约1.66倍": a year alone before its move.
        `|(?<![\\d年])一年${BEFORE_MOVE}`,
    ),
    days: () => 250,
    months: 12,
  },
];

/** Year to date: from the previous year's last close. */
export const YTD_WORDS = new RegExp(
  `${IN_YEAR}|今年以来|年初以来|年初至今|本年以来|开年以来|开年至今|今年累计|年初到现在|今年迄今|跨年以来` +
    // "比年初仍涨约3.7%", "较去年末收盘仅涨约0.5%": the price's move (涨/跌, not a metric's 增长) since the year began;
    // "较去年末仍微涨0.5%": a small size word before it too.
    String.raw`|(?:比|较|相比|相对)\s*(?:今年)?\s*(?:年初|去年\s*年?(?:末|底))(?=\s*(?:收盘价?)?\s*` +
    String.raw`(?:的\s*\d+(?:\.\d+)?\s*元)?\s*[仍仅已还又再只]{0,2}\s*(?:约|大约)?\s*(?:微幅|小幅|略微|[微小略])?\s*` +
    String.raw`(?:上涨|下跌|涨|跌|[+-]\s*\d))`,
);
/** "开年两周又跌了5.5%", "今年两周回调3.7%": the year's first weeks, the year to date while the year is that young. */
export const YEAR_FIRST_WEEKS =
  /(?:开年|今年|年初|(\d{4})\s*年)(?:以来)?\s*(?:前|头)?\s*(\d+|[一两二三四五六])\s*(?:个)?周/;

/** "跌8.5%", "再涨约3%", "跌逾两成": 涨/跌 alone before the size of the move (not 涨停, 跌破, 下跌 counted twice). */
const BARE_MOVE = String.raw`(?=\s*(?:约|近|超过?|逾|达|将近)?\s*[\d+\-一二两三四五六七八九十])`;

export const UP_WORDS = new RegExp(
  // "近一年几乎翻了一倍": doubled is a rise.
  // "今年以来已逆势翻红": a move over a window turned red (up, as A-share quotes colour it) is a rise; 翻绿 a fall.
  `上涨|涨幅|上升|上行|走高|反弹|累计涨|涨了|大涨|攀升|拉升|续涨|拉了${BARE_MOVE}|翻了?一?倍|翻番|翻红|转涨` +
    `|(?<![上大])涨${BARE_MOVE}`,
);
export const DOWN_WORDS = new RegExp(
  // "一年跌掉26%": 跌掉 as 跌去; "今年已回吐约13%": 回吐 with a size is a fall (回吐涨幅 is read before, DIGESTED).
  // "股价缩水约三分之二", "半年蒸发18.4%": a price shrinking by a size is a fall.
  `下跌|跌幅|回落|下挫|下行|走低|回调|累计跌|跌了|跌去|跌掉|回吐${BARE_MOVE}|缩水${BARE_MOVE}|蒸发${BARE_MOVE}|` +
    "大跌|下滑|杀跌|续跌|翻绿|转跌|" +
    `(?<![下大杀])跌${BARE_MOVE}`,
);

/** What volume is written as: the subject a volume change is read after. */
const VOLUME_SUBJECT = "(?:成交量|均量|量能|成交额|成交)";
/** "几乎横盘（+0.3%）", "原地踏步": a move too small to have a direction, at most `FLAT_MAX_PERCENT` either way. */
export const FLAT_WORDS = /横盘|原地踏步|走平|基本持平|纹丝不动|窄幅震荡/;
export const FLAT_MAX_PERCENT = 3;

/** Volume against the 20 sessions before: 放量 needs more, 缩量 less. */
export const VOLUME_WORDS: readonly { re: RegExp; more: boolean }[] = [
  {
    re: new RegExp(
      "放量|成交量放大|量能放大|成交放大|量能回升|量能配合|天量|巨量|" +
        // "近20日均量略高于前20日": volume above the sessions before it.
        `${VOLUME_SUBJECT}[^，,。；;]{0,12}(?:放大|增加|增长|扩大|提升|多了|略增|小增|翻倍|翻了一倍|(?<!不)高于|` +
        // "20日均量只比前20日多约7%", "比前20日多出6%左右", "高出约一成": 多 before the size (in % or tenths).
        "增(?=\\s*(?:约|近)?\\s*\\d)|(?:多出?|高出)(?=\\s*(?:约|近|了)?\\s*(?:\\d|[一二两三四五六七八九]成)))|" +
        // "只有前20日的约0.68倍": a multiple under one is no growth.
        "(?:均量|成交量).{0,12}(?:两倍|(?<![^\\d.]0\\.\\d*\\s*)倍)",
    ),
    more: true,
  },
  {
    re: volumeShrink(VOLUME_SUBJECT),
    more: false,
  },
];
/** "四分之三", "三分之二": a share written as a fraction (shown-size.ts reads its size). */
export const FRACTION = "[二三四五六七八九十]分之[一二三四五六七八九]";
/** "不足前20日的八成", "超过前20日的1.2倍": a bound on volume's share of the window before. */
export const SHARE_BOUND = "不足|不到|低于|少于|高于|超过|多于|逾";
/**
 * "20日均量只有前20日的六成左右", "成交量为前20日的约68%", "近20日均量不足前20日的八成": volume as a share of the
 * window before (a bound where one is written), not a change; "缩量至七成", "萎缩到前期六成", "缩量至前20日的七成多".
 */
export const VOLUME_SHARE = new RegExp(
  `${VOLUME_SUBJECT}[^，,。；;]{0,12}?(?:只有|仅有|仅为|只剩|仅剩|仅|为|是|相当于|约为|约是|到|至|${SHARE_BOUND})` +
    `[^，,。；;]{0,10}?的\\s*(?=(?:约|仅|大约)?\\s*(?:\\d|[一二两三四五六七八九]成|${FRACTION}))` +
    "|(?:缩量|萎缩|缩减|降)(?:到|至)\\s*(?:前期|此前|(?:此前|之前|前)\\s*(?:\\d+|二十|六十)\\s*(?:个交易)?日)?的?\\s*" +
    `(?=(?:约|仅|大约)?\\s*(?:[一二两三四五六七八九]成|${FRACTION}|\\d+(?:\\.\\d+)?\\s*%))`,
);

/**
 * A moving average named in prose (MA20, MA(20), 20日均线, 20日线, 20日移动平均线, 年线), one group per form: MA20
 * (group 1), 20日均线 (group 2), or its name (group 3; NAMED_MA gives its window). A source string, so each reader
 * wraps it in its own context.
 */
export const MA_NAME =
  String.raw`(?:MA\s*[(（]?\s*(\d+)\s*[)）]?|(?<![\d.])(\d+)\s*日(?:均线|线|移动平均线?)|` +
  String.raw`(半年线|年线|季线))`;
export const MA_REF = new RegExp(MA_NAME, "gi");
/** The averages named by their span: 年线 MA250, 半年线 MA120, 季线 MA60. */
export const NAMED_MA: Record<string, number> = { 年线: 250, 半年线: 120, 季线: 60 };
/** Every average at once: 所有均线, 全部均线, 各条均线, 均线上方 with no period, 均线一根根 (every line in turn). */
export const ALL_MAS = /所有均线|全部均线|各条均线|各均线|主要均线|均线系统|均线(?:一根根|一条条|根根|条条)/;

/** How DIF comes to stand on a side of DEA: "位于", "回到", "落到", "回落至". */
const DIF_TO = "(?:位于|在|回到|运行于|落到|落至|回落到|回落至|跌到|跌至|降到|降至|处于|处在)";
export const MACD_WORDS: readonly { re: RegExp; reads: "golden" | "dead" | "red" | "green" }[] = [
  { re: /金叉/, reads: "golden" },
  { re: /死叉/, reads: "dead" },
  // "DIF已落到DEA下方", "DIF>DEA": where DIF stands against DEA now, however it got there.
  {
    re: new RegExp(`红柱|DIF.{0,6}${DIF_TO}DEA.{0,2}(?:上方|之上)|DIF.{0,3}(?:高于|上穿)DEA|DIF\\s*[>＞]\\s*DEA`),
    reads: "red",
  },
  {
    re: new RegExp(`绿柱|DIF.{0,6}${DIF_TO}DEA.{0,2}(?:下方|之下)|DIF.{0,3}(?:低于|下穿)DEA|DIF\\s*[<＜]\\s*DEA`),
    reads: "green",
  },
];

/** RSI hedges and bounds (超买/超卖 themselves are level words of the judgement table). */
export const RSI_WORDS: readonly { re: RegExp; range: { min?: number; max?: number }; label: string }[] = [
  {
    re: /(?:接近|逼近|临近|靠近|贴近)超卖/,
    range: RSI_BANDS.nearOversold,
    label: `接近超卖（RSI<${RSI_BANDS.nearOversold.max}）`,
  },
  {
    re: /(?:接近|逼近|临近|靠近|贴近)超买/,
    range: RSI_BANDS.nearOverbought,
    label: `接近超买（RSI>${RSI_BANDS.nearOverbought.min}）`,
  },
];

/** "较231.2元的低点", "离52周高点": the price of the high or low may be written before it. */
const PRICED = String.raw`(?:\d+(?:\.\d+)?\s*(?:元\s*)?(?:的\s*)?)?`;
/** The one name of the rolling 52-week span: "52周", "五十二周", "一年内", "近一年". */
export const ROLLING_YEAR = "(?:52周|五十二周|近一年|一年内?)";
/** The 52-week span as a range's name: the rolling year, or 年内 as writers use it for the range. */
export const WEEK52 = `(?:${ROLLING_YEAR}|年内)`;
/** The span of the range, written or not; "比74.88元的52周高点": its price may stand before it. */
const SPAN52 = String.raw`${WEEK52}?\s*`;
/** 52-week range: the distance from its high, and a new high (only of the bars held: 历史新高 is undecidable). */
export const FROM_HIGH = new RegExp(
  String.raw`(?:距|距离|离|较|比|相对|自|从|低于)\s*${PRICED}${SPAN52}(?:的)?\s*` +
    String.raw`${PRICED}(?:高点` +
    "|高位|最高点|最高价|前高)|(?:高点|高位)[^,，]{0,12}?(?:距(?:离|其)?|仅差|相差|还差)" +
    // "较52周最高1645元回撤约15.8%": the bare 最高 is the high when the span is written and its price follows.
    String.raw`|(?:距|距离|离|较|比|相对|自|从|低于)\s*${WEEK52}(?:的)?\s*最高(?=\s*\d)` +
    // "52周高点8.11元至今跌去约33.5%": the 52-week high, its span written, as the start of the move since (not a
    // phase's, a month's or a day's high: "自1月6日收盘高点42.73元以来" is that day's close).
    String.raw`|${WEEK52}(?:的)?\s*(?:高点|最高点|最高价)\s*${PRICED}(?:以来|至今|到现在|到目前)` +
    // "股价仍在52周高点460元下方约5%": placed below the high, by a size written after it (its span written).
    String.raw`|(?:在|处于|位于)\s*${PRICED}${WEEK52}(?:的)?\s*(?:高点|最高点|最高价)\s*${PRICED}` +
    String.raw`(?:之下|下方|以下)(?=\s*(?:约|仅|只有|不到|不足|近|大约)*\s*\d)`,
);
export const NEW_HIGH = /创(?:52周|五十二周|一年|年内|阶段性?)?新高|52周新高|年内新高/;
export const ALL_TIME_HIGH = /历史新高|历史高点|上市以来新高/;

/** How a clause reads a price fact for the company: these say it is good news (正面临 is "faces", not 正面). */
export const POSITIVE_READING = new RegExp(
  "积极信号|积极|利好|向好|惜售|转暖|回暖|底部信号|见底信号|正面信号|正面(?!临)" +
    // "说明市场对公司的信心正在增强", "表明基本面正在改善": an inference from the price that it is good news.
    "|(?:说明|表明|意味着|预示着?|反映出?)[^，,。；;]{0,12}(?:信心[^，,。；;]{0,4}(?:增强|提升|恢复|回升)" +
    "|基本面[^，,。；;]{0,6}(?:改善|好转))" +
    // "市场在用脚投票看好平安", "资金持续青睐": the market said to favour the stock; "资金不再追捧",
    // "此前过于看好", "认可度明显下降" say the favour is gone, which a fall bears out.
    "|(?:市场|资金|投资者|机构|外资|主力)(?:(?!不再|过于|过度|此前|之前|曾经?)[^，,。；;]){0,8}" +
    "(?:看好|青睐|追捧|认可)" +
    "(?![^，,。；;]{0,6}(?:下降|减弱|降低|下滑|退潮|消退))",
);
/** "大幅下滑", "暴跌": a move these words size needs at least `BIG_MOVE_PERCENT` either way. */
export const BIG_MOVE = /大幅|暴跌|暴涨|大跌|大涨|重挫|急跌|急涨|飙升|狂跌|狂飙/;
export const BIG_MOVE_PERCENT = 5;

/** What a price or technical reading says for the holder (a point's polarity): a fall adverse, a rise favourable. */
export const MARKET_POLARITY: readonly { re: RegExp; f: 1 | -1 }[] = [
  { re: /跌破|失守|空头排列|死叉|绿柱|破位/, f: -1 },
  { re: /站上|站稳|多头排列|金叉|红柱|创(?:52周|年内)?新高/, f: 1 },
];

/** A count of sessions as written: "20", "二十". */
// Not the day of a date ("2月19日的高点"): a count is not written right after a month.
export const SESSIONS_N = "(?<![月\\d.]\\s*)(\\d+|[一二两三四五六七八九十百]+)\\s*(?:个)?(?:交易)?日";
/** The verbs that write a session's close at its price: "3月收于38.27元", "年末收在68.40元", "收报", "报收". */
export const CLOSE_VERBS = "收于|收在|收报|报收";
/**
 * "收盘97.08", "收在97.08", "收于约5.4": a close shown without its unit (约 in group 1, the figure in group 2); a
 * figure in 元 is a price the figure check binds (check-price.ts); "收盘价在5、20、60日均线" opens a list of windows.
 */
export const CLOSE_SHOWN = new RegExp(
  String.raw`收(?:盘价?|于|在|报)\s*(?:为|报|于|在)?\s*(约)?\s*(\d+(?:\.\d+)?)` +
    String.raw`(?![\d.]|\s*(?:%|日|月|年|倍|个|亿|万|元)|\s*[、/]\s*\d)`,
  "g",
);
/**
 * A reading denied by the words right before it, with the claims' own negations: "并未创近20日新高",
 * "收盘没有突破", "尚未创52周新低", "并不在区间上沿". A bare 不 counts only before a word of place (不在, 不处于):
 * "若不突破" is a condition.
 */
export function deniedBefore(before: string): boolean {
  if (/(?:并不|并非|不再|不)\s*(?:在|位于|处于|运行于)\s*$/.test(before)) return true;
  return NEGATIONS.test(before.replace(/(?:在|位于|处于|运行于|有效|再度|再次|一举)?\s*$/, ""));
}
/** Right after a measure's word, a denial of its size: "60日回撤并未超过20%", "回撤没有达到两成". */
export function deniedSize(after: string): boolean {
  const verb = /超过|超出|达到|突破|大于|高于/.exec(after.split(/\d|[一二两三四五六七八九]成/)[0] ?? "");
  return verb !== null && deniedBefore(after.slice(0, verb.index));
}
/** "创近20日收盘新高", "收盘创20日新低", "突破近20日收盘高点": the close against the N closes before it. */
export const N_DAY_EXTREME = new RegExp(
  // "刷新20日新低", "创下60日新高"; "跌出20个交易日以来的新低": the window may be counted back with 以来.
  // "站上前20日所有收盘价": a close above each of them, as 突破 is.
  `(?:创(?:出|了|下)?|刷新了?|突破|跌破|跌出|涨出|低于|高于|站上|站稳|站在|越过)\\s*(?:了)?\\s*` +
    // "创出最近20个交易日的区间新低": 最近 as 近, the range (区间, 阶段) of the window as the window.
    `(?:最?近|前|过去|此前|之前)?\\s*${SESSIONS_N.replace("日", "[日天]")}` +
    // "低于此前5日、前20日的任何一个收盘价", "此前10天里的每一个收盘价": every close of the N before (天 as 日).
    `(?:\\s*[、和与及]\\s*(?:前|近|此前)?\\s*${SESSIONS_N.replace("日", "[日天]").replace("(\\d+", "(?:\\d+")})*` +
    "\\s*(?:以来|来|里|内|中)?\\s*(?:的)?(?:区间|阶段性?)?(?:收盘)?\\s*" +
    // "跌破20日最低收盘", "突破前20日最高收盘价": the lowest (highest) of those closes named as such.
    "(新高|新低|高点|低点|最低收盘(?:价)?|最高收盘(?:价)?" +
    "|(?:所有|全部|任一|任何一?|每一)(?:个|天|日)?(?:的)?收盘(?:价)?)(?!附近|边缘)",
);
/**
 * "创近一个月收盘新低", "跌出三个月以来的新高": a window of months, its sessions as the returns count them (a month is
 * 20 sessions, three are 60); group 1 the months, group 2 the extreme.
 */
export const MONTH_EXTREME = new RegExp(
  `(?:创(?:出|了|下)?|刷新了?|跌出|涨出)\\s*(?:近|过去)?\\s*(一个|1个|三个|3个)月\\s*(?:以来|来)?` +
    "\\s*(?:的)?(?:收盘)?\\s*(新高|新低)(?!附近|边缘)",
);
/** The sessions of MONTH_EXTREME's window. */
export const monthSessions = (months: string): number => (/[一1]/.test(months) ? 20 : 60);
/** A card's bare "｜20日新低": the whole clause is the reading. */
export const N_DAY_BARE = new RegExp(`^\\s*(?:近|前|过去)?\\s*${SESSIONS_N}\\s*(?:收盘)?\\s*(新高|新低)\\s*$`);
/** "20日振幅约41%": the range of the N sessions over the close before them. */
// "20个交易日内振幅接近20%", "60日以来的振幅", "20日区间振幅约8.3%", "近60日最大振幅达44.6%": the window's amplitude.
export const AMPLITUDE = new RegExp(
  `${SESSIONS_N}\\s*(?:内|之内|以内|里|以来|来)?\\s*(?:的)?\\s*(?:股价)?\\s*(?:的)?\\s*(?:区间|最大)?\\s*振幅`,
);
/**
 * "60日回撤12.4%", "近60日从高点回撤约12.4%", "近60个交易日自高点回撤", "距60日高点约-8%", "60日累计回撤约12%",
 * "自60个交易日内的收盘高点回撤约31%", "自近60日最高收盘价回撤" (the highest close named as such, not the
 * intraday 最高价): from the highest close of the N sessions to the last, never the 52-week high ("最大回撤" differs).
 */
export const DRAWDOWN = new RegExp(
  `${SESSIONS_N}\\s*(?:内|以来)?\\s*(?:的)?\\s*` +
    // "60个交易日内平安从高点回撤": a short subject before 从; "近60日股价高位回撤约13.6%": 高位 only before a fall.
    `(?:(?:[\\u4e00-\\u9fa5]{1,4}?(?=从|自)|股价)?(?:从|自|较|距离?|离)?\\s*(?:收盘)?\\s*` +
    "(?:最?高点|最高收盘价?|(?<=收盘\\s*)最高价?|高位(?=回撤|回落|下跌))|(?:累计)?\\s*回撤(?!幅度最大))",
);
/**
 * "60日乖离率+18.6%", "乖离率(BIAS20)约-3.4%", "乖离-6%（BIAS60）", "偏离60日线+18.6%", "偏离MA20约-3%": the
 * close's distance from its average (the window in groups 1 to 4).
 */
// "乖离20日线约2.6%": 乖离 before the average it is measured from.
export const BIAS = new RegExp(
  String.raw`(?:(\d+)\s*日\s*)?乖离率?(?!\s*(?:MA|\d+\s*日|半年线|年线|季线))|BIAS\s*[(（]?\s*(\d+)` +
    // "乖离年线超过四成", "偏离半年线约-3%": an average named by its span (group 5, NAMED_MA gives its window).
    String.raw`|(?:偏离|乖离)\s*(?:MA\s*[(（]?\s*(\d+)|(\d+)\s*日\s*(?:均线|线)|(半年线|年线|季线))`,
  "i",
);

/** "52周区间中部", "区间位置约40%", "位于区间下沿": the close's place in its 52-week range. */
export const RANGE_POSITION = new RegExp(
  // "在52周区间里只处于约19%的分位": a verb of place between the range and the share.
  // "52周位置：低位": a card's field names the place in the range by 位置 alone.
  // "已从52周区间高位回落约16%": the high a move runs from (FROM_HIGH), not the place now.
  "(?<!(?:从|自|由)\\s*(?:52周|五十二周|一年|年内)?)" +
    "(?:(?:52周|五十二周|一年|年内)?区间(?:中|内|里)?|(?:52周|五十二周)\\s*位置)(?:的)?\\s*(?:只|仅|还|仍)?\\s*" +
    "(?:处于|处在|位于|落在)?\\s*" +
    // "处在一年区间4%左右的位置", "区间约36%分位", "近九成的高位", "5%附近的底部": the share (成, a hedge) first.
    "(?:(?:约|大约|近|接近|将近|不到|不足|仅|只有|超过|逾)?\\s*(?:\\d+(?:\\.\\d+)?\\s*%|[一二两三四五六七八九]成多?)" +
    "\\s*(?:左右|附近|上下)?\\s*(?:的)?\\s*(?:(?:底部|顶部|中部|低|高)?位置?|底部|顶部|分位)" +
    // "位于52周区间的下半部": the half of the range (RANGE_PLACES 上半/下半); 上半年 is a half of a year.
    "|位置|最?[上下]沿|中[部间位段]?偏[上下]|中部|正中|中段|中间|中位|偏上|偏下|中?上部|中?下部" +
    "|[上下]半(?!年)(?:部|段|区)?|最?(?:底部|顶部|底端|顶端)|\\S{0,3}分位" +
    "|[低高]位(?!\\s*(?:回落|回撤|下跌|跌|反弹|上涨|涨|以来|算起))" +
    "|的?[一二三四五六七八九]成)",
);
/**
 * "距52周低点1400仅约4%", "离低点不到4%", "从一年内的最低价41.82元算起已反弹近四成": the distance above the 52-week
 * low (its span written as FROM_HIGH's is).
 */
export const FROM_LOW = new RegExp(
  String.raw`(?:距|距离|离|较|比|相对|自|从|贴着|贴近|靠近|挨着|高出|高于)\s*${PRICED}${SPAN52}` +
    String.raw`(?:的)?\s*${PRICED}(?:低点|最低点|最低价|低位|前低)`,
);
/** "创52周收盘新低", "股价创52周新低": the last close at or below every close of the 52 weeks. */
// "跌破52周低点1322.01元", "跌破52周最低点了": a close below every close of the 52 weeks before, too.
// "已是52周收盘新低", "创下一年来新低", "跌穿52周低点": the same reading; so are "跌破了这一年内的最低价", "击穿近一年
// 的低点" (the span with 这/近/过去 before it and 内/来 after it, the low as its price).
export const WEEK52_LOW = new RegExp(
  // "创出97元的52周新低": the low's price may stand between.
  String.raw`(?:创(?:出|下|了)?(?:\s*\d+(?:\.\d+)?\s*元?\s*的)?|已是|是|成为)\s*(?:近)?\s*(?:52周|五十二周|一年)` +
    String.raw`(?:来|以来)?\s*(?:收盘)?\s*` +
    String.raw`新低(?!附近|边缘)|(?:跌破|跌穿|击穿)(?:了)?\s*(?:这|近|过去)?\s*(?:52周|五十二周|一年|年内)` +
    String.raw`(?:内|来|以来)?\s*(?:的)?\s*(?:最)?低(?:点|位|价)` +
    // "股价已跌至52周最低": a fall that ends at the year's lowest close.
    String.raw`|(?:跌至|跌到|跌回|落至)(?:了)?\s*(?:52周|五十二周|一年)(?:来|以来)?\s*(?:的)?\s*` +
    "(?:最低(?:点|价|位)?|新低)(?![点价位]?(?:附近|边缘|一带))",
);
/** "388.77元的收盘价已是近52周最高": the last close at or above every close of the 52 weeks. */
export const WEEK52_TOP_CLOSE = new RegExp(
  String.raw`(?:已是|是|成为|创(?:出|下|了)?)\s*(?:近)?\s*(?:52周|五十二周|一年)(?:来|以来|内)?\s*(?:的)?\s*` +
    String.raw`(?:收盘)?\s*(?:最高|新高)(?![点价位])`,
);
