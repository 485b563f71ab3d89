import { windowPhrase } from "./check-market";
import { DOWN_WORDS, FROM_HIGH, UP_WORDS } from "./market-words";

/**
 * "从1月5日收盘42.35元到现在，招行跌了约9.6%", "比亚迪从2月2日87.05元的低点算起，已经反弹约18%", "以1月6日收盘价74.32元
 * 为基准，累计下跌约20%": a clause that only names the day a move is measured from (that day's close, or the high or
 * low it closed at), and a next clause that sizes the move. The move is from that day's close to the last one: the
 * clause after is read as "自<day>以来…", which the price checks measure from the day's close.
 */

const DAY = String.raw`(?:\d{4}\s*年\s*)?\d{1,2}\s*月\s*\d{1,2}\s*日`;
/** Up to now: "到现在", "涨到现在", "至今", as well as the ends that only name a base (以来, 算起, 为基准). */
const TO_NOW = String.raw`(?:涨|跌|上涨|下跌|回落|反弹)?\s*(?:到|至)\s*(?:现在|目前|今天|当前|今)`;
/** "到3月20日", "至3月20日收盘的39.75元": a second day the move runs to (group 3), with its price or not. */
const TO_DAY = String.raw`(?:到|至)\s*(${DAY})\s*(?:收盘价?|收于|收在)?\s*(?:的)?\s*(?:\d+(?:\.\d+)?\s*[元块])?`;
/**
 * A subject or a forum's tag may open the clause ("股吧：平安从…"), with no figure of its own; the day's price, or its
 * high or low, may follow the day, with no size (a % is a move of the clause's own).
 */
const ANCHOR = new RegExp(
  String.raw`^\s*[^\d，,；;。%]{0,8}?(?:自|从|以|由)\s*(${DAY})([^，,；;。%]{0,20}?)` +
    String.raw`(?:以来|算起|起算|算|为基准|为起点|为基数|${TO_NOW}|至今|${TO_DAY})\s*$`,
);
/** "截至4月30日": the end of the move named, which must be the last bar for the move to be the one held. */
const UP_TO_DAY = /(?:截至|截止到?|到|至)\s*(?:(\d{4})\s*年\s*)?(\d{1,2})\s*月\s*(\d{1,2})\s*日/;
/** "三个多月跌了约8%", "不到两个月": the time elapsed since the day, not a window of its own. */
const ELAPSED =
  /^(?:不到|近|约|才|仅|短短)?\s*(?:\d+|[一二两三四五六七八九十半]+)\s*个?\s*多?\s*(?:月|周|星期|交易日|天)多?$/;
const SIZED = /\d\s*%|[一二两三四五六七八九]成/;
/** A size of something other than the price ("均量", "RSI") or from a reference of its own ("52周", "均线"). */
const OTHER_REFERENCE = /均线|年线|MA\s*\d|MACD|RSI|DIF|DEA|成交|量能|放量|缩量|52周|五十二周|振幅|换手|乖离/i;

/** The next clause read as a move since the day the clause before anchors it at, or null. */
export function anchoredMove(previous: string | null, text: string, lastBar: string | undefined): string | null {
  const anchor = previous ? ANCHOR.exec(previous) : null;
  if (!anchor || new RegExp(DAY).test(anchor[2] ?? "")) return null;
  // "以1月5日收盘价为基准，截至3月20日下跌约6%": a move to another day named is over the span of the two days.
  const upTo = UP_TO_DAY.exec(text);
  const end = anchor[3] ?? (upTo && !isDay(upTo, lastBar) ? upTo[0].replace(/^(?:截至|截止到?|到|至)\s*/, "") : null);
  const own = upTo ? text.replace(upTo[0], "") : text;
  if (new RegExp(DAY).test(own) || !SIZED.test(own) || !(UP_WORDS.test(own) || DOWN_WORDS.test(own))) return null;
  if (OTHER_REFERENCE.test(own) || FROM_HIGH.test(own)) return null;
  const window = windowPhrase(own);
  if (window !== null && !ELAPSED.test(window.trim())) return null;
  return end ? `${anchor[1]}至${end}${own}` : `自${anchor[1]}以来${own}`;
}

const isDay = (hit: RegExpExecArray, lastBar: string | undefined): boolean =>
  lastBar !== undefined &&
  (hit[1] === undefined || hit[1] === lastBar.slice(0, 4)) &&
  Number(hit[2]) === Number(lastBar.slice(5, 7)) &&
  Number(hit[3]) === Number(lastBar.slice(8, 10));

/** Whether a clause only names the day a move in the clause after it is measured from. */
export const anchorsMove = (text: string): boolean => ANCHOR.test(text);
