import { PRICE_MULTIPLES } from "./metric-types";
import { NOW_WORDS } from "./market-days";
import { type ClaimMetric, findMetrics } from "./metric-lexicon";
import { PER_SHARE } from "./metric-carried";
import { barePrice } from "./price-range";
import { SESSIONS_AGO_BASE } from "./sessions-ago";
import { week52EndNamed } from "./week52-end-price";

/**
 * A bare amount in 元 that is the share price a valuation is computed at, not a value of the metric named near it.
 * binding.ts reads it so; the price checks then check it on the close.
 */

/**
 * A price written before its name ("以117.95元股价和每股收益3.47元计算", "297.89元/每股收益4.48元"): the figure is
 * the share price, the input of a valuation, not a value of the metric named before it.
 */
const PER_SHARE_DIVISOR =
  // "市净率约0.88倍（38.27元对每股净资产43.43元）": 对 sets the price against its divisor too.
  String.raw`(?:\/|÷|除以|对)\s*(?:(?:\d{4}\s*年度?)?\s*(?:每股收益|每股净资产|EPS|BPS)` +
  // "145.22元÷4.48元（2019年EPS）": the divisor's name in brackets after it.
  String.raw`|\d+(?:\.\d+)?\s*元?\s*[（(][^）)]{0,8}?(?:每股收益|每股净资产|EPS|BPS))`;
// "5.39元收盘，均线空头排列", "按38.27元收盘PB约0.85倍": a price before a bare 收盘 ending its clause or priced into a
// valuation is that close (not "344.4元的收盘高点").
const PRICE_NAME = "当前股价|最新股价|股价|收盘价|收盘(?=\\s*(?:$|[，,。；;、（(]|对应|PE|PB|市盈|市净))|现价";
const PRICE_AFTER = new RegExp(String.raw`^\s*(?:的)?\s*(?:${PRICE_NAME}|${PER_SHARE_DIVISOR})`, "i");
/** "当前5.39元对应静态PE约13倍": a bare amount of now, priced into a valuation after it, is the share price too. */
const NOW_BEFORE = new RegExp(`(?:${NOW_WORDS})\\s*(?:约|仅)?\\s*$`);
// "可5.39元只对应2024年约13倍PE": an adverb of degree may stand before 对应.
const PRICED_AFTER = /^\s*(?:左右|附近|上下)?\s*(?:的股价)?\s*(?:只|仅|才|也就|不过)?\s*(?:对应|计算|测算|算|折合)/;
/**
 * "145块的价格也就32倍PE": an amount named a price (价格, 价位) with no verb, read only with a valuation named after
 * it (a product's "1499元的价格" names none).
 */
const PRICE_OF_AFTER = /^\s*(?:左右|附近|上下)?\s*的\s*(?:价格|价位|股价)/;
/** "按4月末5.39元算静态PE约13倍", "171元左右的股价对应PE 38倍": the amount priced into a valuation named after it. */
// "5.39元只对应2024年约13倍PE": a year, and the multiple itself, may stand before the valuation's name.
const VALUATION_AFTER = /^(?:[^,;，；。\d]|\d{4}\s*年|\d+(?:\.\d+)?\s*倍){0,12}?(?:PE|PB|市盈率|市净率|股息率)/i;
/** "以38.27元计，市净率约0.85倍", "按436元计滚动市盈率约25倍": the price a valuation is computed at. */
// "按4月30日1384.79元收盘…算": the day of the price may stand between.
const BASIS_BEFORE = new RegExp(
  String.raw`(?:以|按|用)\s*(?:\d{4}\s*年)?\s*(?:\d{1,2}\s*月(?:\s*\d{1,2}\s*日|末|底)?)?\s*(?:的)?\s*` +
    String.raw`(?:当前|最新)?\s*(?:股价|现价|收盘价)?\s*$`,
);
// "按1547元收盘计": the price's name may stand between it and 计; "按…1384.79元收盘和2025年归母净利润算": so may the
// other input of the valuation.
const BASIS_AFTER = /^\s*(?:的)?\s*(?:收盘价?|股价|现价)?\s*(?:(?:和|与|及)[^,;，；。]{0,14}?)?(?:计|计算|测算|算)/;
/**
 * "以145.22元和2019年EPS 4.48元计", "按1384.79元收盘和2025年归母净利润算": a price named first of the two inputs a
 * valuation is computed from (a per-share figure, or the earnings or book the market value is set against).
 */
const PER_SHARE_INPUT_AFTER =
  /^\s*(?:收盘价?|股价)?\s*(?:和|与|及|、)[^,;，；。]{0,10}?(?:每股收益|每股净资产|EPS|BPS|净利润|净利|净资产)/i;
/** "中石化5.39元，对应2024年每股收益0.41元约13倍市盈率": a price set against the per-share figure it is divided by. */
const PRICE_INPUT_AFTER = /^\s*[,，]?\s*对应[^。；;]{0,16}?(?:每股收益|每股净资产|EPS|BPS|PE|PB|市盈率|市净率)/i;

/**
 * "50.71元夹在年线48.39元与60日线51.10元之间", "1483元站上60日线": an amount placed against a moving average is the
 * close the average is compared with.
 */
const AGAINST_AVERAGE_AFTER = new RegExp(
  String.raw`^\s*(?:附近)?\s*(?:仍|已|已经|刚好|恰好|正好|刚刚)?\s*` +
    String.raw`(?:夹在|站上|站在|站稳|站回|位于|处于|运行于|跌破|失守|跌穿|高于|低于|收复|突破|压在)` +
    String.raw`[^，,。；;]{0,4}?(?:MA\s*\d|\d+\s*日(?:均线|线)|年线|半年线|季线|均线)`,
  "i",
);

/**
 * "每股收益0.41元对5.39元的股价": a figure named the share price right after it is one, even in a clause whose own
 * metric is per share (where its figures are read per share).
 */
export const namedPrice = (after: string): boolean => PRICE_AFTER.test(after);

/**
 * "茅台跌到1385元，按去年利润算PE才21倍出头", "招行38块出头，PB不到0.9倍": a few 元 in a clause naming no metric,
 * read with the market multiple of the clause next to it, is the share price the multiple is of: the multiple's
 * amount input is a market value in 亿, and a per-share input is named (每股收益, BPS).
 */
const priceOfMultiple = (before: string, after: string, metric: ClaimMetric | null | undefined): boolean =>
  PRICE_MULTIPLES.has(metric ?? "") && findMetrics(`${before}${after}`).length === 0;

/**
 * Whether the amount between `before` and `after` (its clause's text either side) is the share price; `metric` is the
 * one the clause's figures are read with.
 */
export const pricedFigure = (before: string, after: string, metric?: ClaimMetric | null): boolean =>
  priceOfMultiple(before, after, metric) ||
  PRICE_AFTER.test(after) ||
  barePrice(before) ||
  // "较一年前的1565.94元下跌约11.6%": the close a window ago, a move's base (sessions-ago.ts); not a per-share
  // line's level a year before, named in the clause or the one before it ("每股收益5.70元，较一年前的5.66元").
  (SESSIONS_AGO_BASE.test(before) && !PER_SHARE.has(metric ?? "") && findMetrics(before).length === 0) ||
  (PRICED_AFTER.test(after) && (NOW_BEFORE.test(before) || VALUATION_AFTER.test(after))) ||
  (PRICE_OF_AFTER.test(after) && VALUATION_AFTER.test(after)) ||
  (BASIS_BEFORE.test(before) && (BASIS_AFTER.test(after) || PER_SHARE_INPUT_AFTER.test(after))) ||
  PRICE_INPUT_AFTER.test(after) ||
  AGAINST_AVERAGE_AFTER.test(after) ||
  // "1322元附近的52周低点": an amount named the price of an end of the 52-week range.
  week52EndNamed(before, after);

/** A price in 元 written after a price's name: that name has its figure, and no later figure is its. */
const PRICE_FIGURE = /\d+(?:\.\d+)?\s*(?:元|块)/;

/**
 * "股价38.27元已低于一季度末44.90元的每股净资产": between a price's name (ending at `from`) and a figure (at `to`),
 * the price's own figure: the later figure is not the price's, and is the metric's it names.
 */
export const pricedBefore = (text: string, from: number, to: number): boolean =>
  PRICE_FIGURE.test(text.slice(from, to));
