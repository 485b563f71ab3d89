import { smallNumeral } from "../chinese-digits";
import { ROLLING_YEAR } from "./market-words";
import { BASE_WORDS, HIGH_END, LOW_END, YEAR_END } from "./price-base-words";

/** "分别是48.55元和37.31元": two figures paired in order with the two things named before. */
const PAIRED_FIGURES =
  String.raw`\s*(?:分别|依次)\s*(?:是|为|在|约)?\s*(\d+(?:\.\d+)?\s*元?)` +
  String.raw`\s*(?:和|与|及|、|,)\s*(?:约)?\s*(\d+(?:\.\d+)?)`;
// The span the pair is rewritten under: 52 weeks or a year, right before it; other spans' pairs are left alone.
const YEAR_SPAN = String.raw`((?:近|过去)?\s*(?:52\s*周|一年))\s*(?:的|内)?\s*`;
const EXTREME_PAIR = new RegExp(
  String.raw`${YEAR_SPAN}(?:最?高低点|最高最低价?|最高价?(?:和|与|、)最低价?|高点(?:和|与|、)低点)${PAIRED_FIGURES}`,
  "g",
);
const EXTREME_PAIR_LOW_FIRST = new RegExp(
  String.raw`${YEAR_SPAN}(?:最?低高点|最低最高价?|最低价?(?:和|与|、)最高价?|低点(?:和|与|、)高点)${PAIRED_FIGURES}`,
  "g",
);

/** A 52-week end with its price, a comma, and the close set against it by 之 ("距之"). */
const EXTREME_THEN_IT = new RegExp(
  String.raw`((${ROLLING_YEAR})\s*(?:的)?\s*(${HIGH_END}|${LOW_END})\s*(?:约|为)?\s*\d+(?:\.\d+)?\s*元?` +
    String.raw`\s*[，,]\s*(?:当前价|现价|股价|目前股价|收盘价?)?\s*(距离?|离|较))之`,
  "g",
);

/** A text naming MACD (or its DIF/DEA): its 快线 and 慢线 are MACD's lines; elsewhere they may be any indicator's. */
const MACD_TEXT = String.raw`(?=[\s\S]*(?:MACD|DIF|DEA))`;
const MACD_FAST_LINE = new RegExp(String.raw`^${MACD_TEXT}([^。]*?)(?:MACD\s*)?快线(?=[^。]*慢线)`, "i");
const MACD_SLOW_LINE = new RegExp(String.raw`^${MACD_TEXT}([^。]*?DIF[^。]*?)慢线`, "i");

/** "比去年底", "较2024年末的收盘价约": the words that name a year-end close as a move's base, before its figure. */
const YEAR_END_BASE = String.raw`${BASE_WORDS}\s*${YEAR_END}\s*(?:的)?\s*(?:收盘价?)?\s*(?:约)?\s*`;

/** Not after 少/多/扭/减 (少赚了三成), nor in a clause that names a company's earnings (净利润今年赚了…). */
// A multiple's or a yield's points are its own (PE今年跌了两个点), as a profit's are.
const NOT_PRICE = "利润|净利|营收|收入|盈利|业绩|毛利|PE|PB|市盈|市净|估值|股息";
const HOLDER_BEFORE = String.raw`(?<![少多扭减])(?<!(?:${NOT_PRICE})[^，,。；;]{0,12})`;
/** A size in % or 成 after the holder's 亏/赚 (了/掉 and a hedge between). */
const HOLDER_SIZE =
  String.raw`(?:了|掉)?\s*(?:约|近|将近|接近|快|超过?|逾)?\s*` +
  String.raw`(?:\d+(?:\.\d+)?\s*(?:%|个多?点)|[一二两三四五六七八九]成)`;

/** A label and its bar opening the text ("诊股卡｜"), before a name and its price, a field ending in a space. */
const CARD_LABEL = new RegExp(
  String.raw`^(\s*)([\u4e00-\u9fa5A-Za-z]{1,8})\s*[｜|]\s*` +
    String.raw`(?=[\u4e00-\u9fa5A-Za-z]{2,8}[ \t]*(?:收盘?)?\s*\d+(?:\.\d+)?\s*元?(?:[ \t]|$))`,
);

/**
 * Short or roundabout spellings read as their full names before a clause is read (clause-split.ts applies them in
 * order): "4月30日收97.08元", "9月末收55.11元" are closes (收 alone is too short a word to look up: 收入, 收窄).
 */
export const MARKET_SPELLINGS: readonly (readonly [RegExp, string])[] = [
  // "砸到5块4": a whole yuan, 块, then one digit of 角 is a price in 元 with one decimal, as a trader says it.
  [/(?<![\d.])(\d+)\s*块\s*([1-9])(?![\d.%‰块元角毛亿万千百个倍])/g, "$1.$2元"],
  [/(日|月末|月底|年末|年底|今日|最新|目前|当前)\s*收(?=\s*(?:于|在|报)?\s*(?:约)?\s*\d)/g, "$1收盘"],
  // "以当日56.57元收盘倒推每股净资产", "按当天47.07元的收盘价推算": a price after the day a reading was of, written
  // before 收盘, is that day's close, in the order the tables read ("当日收盘56.57元"), not a figure of the metric
  // named after it. Only after such a day: "在5.66元的收盘价上方", "7.82元的收盘高点" keep their own order.
  [/((?:当日|当天|同日|那天|快照日|快照当天|快照当日)\s*)(\d+(?:\.\d+)?\s*元)(的?)收盘(价?)/g, "$1收盘$4$2$3"],
  // "放量突破：收140.8": 收 opening a clause, before a figure; "【诊股】贵州茅台 收1384.79元｜…": after a card's name.
  [/(^|[：:，,；;。|】]|[\u4e00-\u9fa5]\s)\s*收(?=\s*(?:于|在|报)?\s*(?:约)?\s*\d)/g, "$1收盘"],
  // "2025年最后一个交易日的97.72元", "(2025年最后一个交易日的收盘)": a year's last session is its year-end close,
  // the one the year-end tables (年末, 年底) read; 上/去年 are already written as years by then.
  [/(\d{4})\s*年\s*(?:的)?\s*最后一个交易日/g, "$1年末"],
  // "较去年最后一个交易日1377.18元": 去年 after 较 stays a word (period-relative.ts), so its last session is 去年末.
  [/(去年|上年)\s*(?:的)?\s*最后一个交易日/g, "$1末"],
  // "7月4日快照：总市值约4673亿元、PB 3.15倍；此后股价又跌约19%": a snapshot's day heading its readings dates them, as
  // "7月4日快照时PB 3.15倍" does, and 此后 runs from it.
  [/((?:\d{2,4}\s*年\s*)?\d{1,2}\s*月\s*\d{1,2}\s*日\s*(?:的)?\s*快照)\s*[:：]\s*/g, "$1时"],
  // "从去年最后一天105.94跌到97": the last day of a year, said plainly, is its last session too.
  [/(\d{4}\s*年|去年|上年)\s*(?:的)?\s*最后一天/g, "$1末"],
  // "今年亏了8%多", "一年赚了近两成": a holder's loss or gain sized in % or 成 is the price's move, as a forum says it;
  // 少赚/多赚/扭亏 and a clause naming profit or revenue speak of the company's earnings.
  [new RegExp(`${HOLDER_BEFORE}亏(?=${HOLDER_SIZE})`, "g"), "跌"],
  [new RegExp(`${HOLDER_BEFORE}赚(?=${HOLDER_SIZE})`, "g"), "涨"],
  // "今年跌了快13%", "一年涨了快两成": 快 before a move's size is 近, the hedge the size checks read.
  [/(涨|跌)(了|掉)?\s*快(?=\s*(?:\d+(?:\.\d+)?\s*(?:%|个多?点)|[一二两三四五六七八九]成))/g, "$1$2近"],
  // "均线5/10/20/60日依次向下发散": the spans listed after 均线 are the averages, as "5/10/20/60日均线" writes them.
  [/均线\s*((?:\d+\s*[、/]\s*)+\d+)\s*日(?!\s*(?:均线|线|以来|内))/g, "$1日均线"],
  // "从68.4元(2025年末的收盘)跌到59.37元": a price dated in the brackets after it is that year-end's close, written
  // the way the tables read one ("从2025年末的68.4元"); brackets are ASCII after NFKC.
  [/(\d+(?:\.\d+)?\s*元)\s*\(\s*(\d{4}\s*年\s*(?:末|底))\s*(?:的)?\s*(?:收盘价?)?\s*\)/g, "$2的$1"],
  // "诊股卡｜中国平安 59.37元 RSI 53.7 中性": a short label opening the text before a bar, then a name and its price
  // as a field of its own, is a card's heading, written the way a card's is read ("【诊股卡】"); the fields after its
  // price, set apart by spaces alone, are each a clause. "快讯｜比亚迪一季度净利…" is a label of prose, not a card.
  [CARD_LABEL, "$1【$2】"],
  [/(【[^】]{1,8}】\s*[^\d\s，,|｜]{2,8}\s*\d+(?:\.\d+)?\s*元)[ \t]+(?=[^\s\d|｜])/g, "$1|"],
  // "比去年底1377.18只涨了0.55%": a bare figure with decimals right after a year-end a move is measured from is that
  // year-end's close, in 元 the way the tables read one; other units, a figure run on, or a whole number ("从2020年底
  // 的291跌到97", a price cut short as often as rounded) are left as written.
  [new RegExp(`(${YEAR_END_BASE})(\\d+\\.\\d+)(?![\\d.,，%‰元倍亿万千百个美港股手])`, "g"), "$1$2元"],
  // "一年内最高价137.18元，当前价距之跌幅接近三成": 之 after the next clause's 距/离/较 is the 52-week end just named.
  [EXTREME_THEN_IT, "$1$2$3"],
  // "52周高低点分别是48.55元和37.31元": the high and the low paired by 分别, each written with its own figure the way
  // a range's ends are read ("52周高点48.55元、低点37.31元"), the span before them kept; 低高点 in the other order.
  // Only under 52周 / 一年 / 近一年 / 过去一年: "3月4日最高最低价", "今年以来的高低点" are other spans.
  // "MACD快线5.84仍压在慢线5.10之上", "金叉以来快线3.48明显高于慢线0.78": MACD's 快线 and 慢线, named together, are
  // DIF and DEA; not in a text about moving averages (均线, MA, 日线) that names no MACD, where they are averages.
  [MACD_FAST_LINE, "$1DIF"],
  [MACD_SLOW_LINE, "$1DEA"],
  [EXTREME_PAIR, "$1高点$2、低点$3"],
  [EXTREME_PAIR_LOW_FIRST, "$1低点$2、高点$3"],
];

/**
 * "招行今年跌了九个多点", "年内又亏了8个多点", "跌了快十三个点": a price's move sized in 点 is per cent, as a forum
 * says it; written as the percentage the move checks read (多 after it, 快 as 近). A clause naming a rate, an index or
 * an indicator sizes points of those (净利率跌了两个点, 沪指跌了30个点), left as written.
 */
export const PRICE_POINTS = new RegExp(
  String.raw`(?<![少多扭减])(?<!(?:率|${NOT_PRICE}|指数|大盘|沪指|上证|深成指|创业板指` +
    String.raw`|RSI|DIF|DEA|ROE)[^，,。；;]{0,12})(涨|跌)(了|掉)?\s*(约|近|快|超过|逾)?\s*` +
    String.raw`(\d+(?:\.\d+)?|[一二两三四五六七八九十]+)\s*个\s*(多)?\s*点(?![位数])`,
  "gi",
);
export const pricePointsWritten = (_m: string, verb: string, done = "", hedge = "", n: string, more = ""): string =>
  `${verb}${done}${hedge === "快" ? "近" : hedge}${/\d/.test(n) ? n : (smallNumeral(n) ?? n)}%${more}`;
