import { ROLLING_YEAR } from "./market-words";
import { HIGH_END, LOW_END } from "./price-base-words";

/**
 * The price of an end of the 52-week range, written next to the end's name with its span: "52周高点48.55" (bare, as
 * a quote card or a forum post writes it) and "1322元的52周低点", "1322元附近的52周低点" (the price before the end).
 * Either figure is that end's price, read on the 52-week high or low (check-price.ts); an end of another span
 * ("2021年高点", "年内低点") or one named without its span is not this.
 */
const END = `(?:${HIGH_END}|${LOW_END})`;

/** The words before a bare figure that is the 52-week end's price: "52周高点48.55", "一年内最低价为1322". */
const END_BEFORE = new RegExp(String.raw`${ROLLING_YEAR}\s*(?:的)?\s*${END}\s*(?:约|为|在|是)?\s*(?:约)?\s*$`);

/**
 * "股价站上52周高点1645", "今天创下52周高点1645": a verb of reaching or arriving before the end's name says the price
 * set or stands at that end, a claim about the close and when, which the end's price alone does not bear out.
 */
const END_REACHED = new RegExp(
  "(?:刷新|创下?|创出|再创|冲上|冲到|摸到|触及|见|突破|跌破|跌穿|击穿" +
    String.raw`|跌到|跌至|回落到|回落至|到|至|在|位于|站上|站稳|收于|收在)\s*(?:了)?\s*$`,
);

/** Whether the text before a figure written bare names it the 52-week end's price. */
export const week52EndBare = (before: string): boolean => {
  const end = END_BEFORE.exec(before);
  return end !== null && !END_REACHED.test(before.slice(0, end.index));
};

/**
 * The words after an amount that name it a 52-week end's price: "元的52周低点", "元附近的一年高点", "元附近已是52周
 * 低点" (the price said to be that end).
 */
export const WEEK52_END_AFTER = new RegExp(
  String.raw`^\s*(?:元|块)?\s*(?:附近|左右|一带|上下)?\s*(?:的|(?:已经?|就|正|便)?(?:是|为))\s*` +
    String.raw`(${ROLLING_YEAR})\s*(?:的)?\s*(?:(${HIGH_END})|${LOW_END})`,
);

/**
 * "刷新424.36元的52周高点", "创下460元的一年高点": a verb of reaching before the price says the close set that end
 * anew, a claim about when, which the end's price alone does not bear out (week52-new-high.ts reads new highs).
 */
const REACHED_BEFORE = /(?:刷新|创下?|创出|再创|冲上|冲到|摸到|触及|见|突破|跌破|跌穿|击穿)\s*(?:了)?\s*(?:约)?\s*$/;

/**
 * "股价已跌到1322元附近的52周低点", "现价1322元附近已是52周低点": a price's name (股价, 现价, 收盘, 报) or a verb
 * of arriving (跌到, 回落至, 在, 位于, 站上) right before the amount says the share price is there: the amount is the
 * close's, checked as a price (check-price.ts), not the end's alone. "距1322元附近的52周低点" measures from the end.
 */
export const PRICE_SAID_BEFORE = new RegExp(
  String.raw`(?:(?:股价|现价|收盘价?|价格|报)(?:(?!较|比|距|离|接近|逼近|靠近|贴近|贴着)[^\d，,。；;]){0,6}` +
    String.raw`|(?:跌|落|回|涨|升|反弹|回升|回落)?(?:到|至)|在|位于|站上|站在|处于|处在|收于|收在)` +
    String.raw`\s*(?:了)?\s*(?:约|大约)?\s*$`,
);

/** Whether an amount (`before` and `after` its clause's text either side) is named a 52-week end's price. */
export const week52EndNamed = (before: string, after: string): boolean =>
  WEEK52_END_AFTER.test(after) && !REACHED_BEFORE.test(before) && !PRICE_SAID_BEFORE.test(before);
