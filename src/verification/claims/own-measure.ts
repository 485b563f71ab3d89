import { EXTREME_CLOSE } from "./check-dated-extremes";
import { DAY_COUNT, MAX_DAY, MAX_DRAWDOWN } from "./check-window-days";
import { BIAS, DRAWDOWN, RANGE_POSITION } from "./market-words";

/**
 * The measures a price clause may size that are not a move over its window (乖离, 振幅, 回撤, 区间位置, a distance
 * from an average, the window's largest day or drawdown): the returns and the volume readers cut the text at them.
 */

/** "较60日均线偏离约17%", "比MA20高出3%": a distance from an average (check-averages.ts), not the window's move. */
const FROM_AVERAGE =
  String.raw`(?:比|较|距离?|(?<![乖偏])离|高于|低于|高出|低出)\s*` +
  String.raw`(?:MA\s*\d+|\d+\s*日(?:均线|线)|半年线|年线|季线)`;
/**
 * "60日乖离率+18.6%", "20日振幅约41%", "60日回撤12.4%", "近60日从高点回撤约12.4%", "偏离60日线+18.6%",
 * "区间位置约4%": a size of a measure of its own (check-sessions.ts, check-week52.ts), not a move over the window:
 * the text from the measure's word on is cut.
 */
const OWN_MEASURE = new RegExp(
  String.raw`(?:\d+\s*(?:个交易)?日\s*)?(?:乖离|BIAS|振幅)|${BIAS.source}|${DRAWDOWN.source}` +
    `|${RANGE_POSITION.source}|分位|${FROM_AVERAGE}` +
    `|${MAX_DAY.source}|${MAX_DRAWDOWN.source}|${DAY_COUNT.source}|${EXTREME_CLOSE.source}` +
    // "今年以来最大回撤约11%": a largest drawdown over any other span is never the span's move.
    "|最大(?:的)?\\s*回撤",
  "i",
);
/**
 * "自1月29日年内最高收盘110.77元以来已跌去12.4%": the extreme (and its price) named between the day and 以来 is that
 * day's close, the base of the move after it - not a measure of its own to cut at.
 */
const SINCE_EXTREME_DAY = new RegExp(
  String.raw`((?:自|从)\s*(?:\d{4}\s*年\s*)?\d{1,2}\s*月\s*\d{1,2}\s*日)\s*(?:的)?` +
    String.raw`(?=[^，,。；;%\d]{0,8}?(?:最高|最低|高点|低点))[^，,。；;%\d]{0,10}?` +
    String.raw`(?:\d+(?:\.\d+)?\s*元\s*(?:的)?\s*[^，,。；;%\d]{0,6}?)?(以来|算起)`,
);

export const ownMeasureCut = (text: string): string => {
  const t = text.replace(SINCE_EXTREME_DAY, "$1$2");
  const hit = OWN_MEASURE.exec(t);
  return hit ? t.slice(0, hit.index) : t;
};
