import { barePrice } from "./price-range";

/**
 * A bare amount in 元 that is the share price a valuation is computed at, not a value of the metric named near it.
 * binding.ts reads it so; the price checks then check it on the close.
 */

/**
 * A price written before its name ("以117.95元股价和每股收益3.47元计算", "297.89元/每股收益4.48元"): the figure is
 * the share price, the input of a valuation, not a value of the metric named before it.
 */
const PER_SHARE_DIVISOR = String.raw`(?:\/|÷|除以)\s*(?:\d{4}\s*年度?)?\s*(?:每股收益|每股净资产|EPS|BPS)`;
const PRICE_NAME = "当前股价|最新股价|股价|收盘价|现价";
const PRICE_AFTER = new RegExp(String.raw`^\s*(?:的)?\s*(?:${PRICE_NAME}|${PER_SHARE_DIVISOR})`, "i");
/** "当前5.39元对应静态PE约13倍": a bare amount of now, priced into a valuation after it, is the share price too. */
const NOW_BEFORE = /(?:当前|目前|现在|眼下|最新)\s*(?:约|仅)?\s*$/;
const PRICED_AFTER = /^\s*(?:左右|附近|上下)?\s*(?:的股价)?\s*(?:对应|计算|测算|算|折合)/;
/** "按4月末5.39元算静态PE约13倍", "171元左右的股价对应PE 38倍": the amount priced into a valuation named after it. */
const VALUATION_AFTER = /^[^,;，；。\d]{0,12}(?:PE|PB|市盈率|市净率|股息率)/i;
/** "以38.27元计，市净率约0.85倍", "按436元计滚动市盈率约25倍": the price a valuation is computed at. */
const BASIS_BEFORE = /(?:以|按|用)\s*(?:当前|最新)?\s*(?:股价|现价|收盘价)?\s*$/;
const BASIS_AFTER = /^\s*(?:计|计算|测算|算)/;
/** "以145.22元和2019年EPS 4.48元计": a price named first of the two inputs a valuation is computed from. */
const PER_SHARE_INPUT_AFTER = /^\s*(?:和|与|及|、)[^,;，；。]{0,10}?(?:每股收益|每股净资产|EPS|BPS)/i;
/** "中石化5.39元，对应2024年每股收益0.41元约13倍市盈率": a price set against the per-share figure it is divided by. */
const PRICE_INPUT_AFTER = /^\s*[,，]?\s*对应[^。；;]{0,16}?(?:每股收益|每股净资产|EPS|BPS|PE|PB|市盈率|市净率)/i;

/** Whether the amount between `before` and `after` (its clause's text either side) is the share price. */
export const pricedFigure = (before: string, after: string): boolean =>
  PRICE_AFTER.test(after) ||
  barePrice(before) ||
  (PRICED_AFTER.test(after) && (NOW_BEFORE.test(before) || VALUATION_AFTER.test(after))) ||
  (BASIS_BEFORE.test(before) && (BASIS_AFTER.test(after) || PER_SHARE_INPUT_AFTER.test(after))) ||
  PRICE_INPUT_AFTER.test(after);
