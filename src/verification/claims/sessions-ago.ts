import { YEAR_AGO } from "./market-words";

/**
 * "股价较60日前的65.31元还低约9%", "比20个交易日前的405.71元高出7%": a price written
 * as the close a window ago is the base of a move over that window, the close the window starts from, never the last
 * close. The window's length is read from the same words (market-words.ts WINDOW_WORDS), so the check is the start
 * price's (check-price.ts checkStartPrice). "较一年前的95.96元" is the rolling year's start (250 sessions or 12
 * months, as 近一年 is read).
 */
/** "60个交易日前", "20日之前", "一年前": the time a window ago, shared by AGO_BASE and SESSIONS_AGO_AT. */
const AGO = String.raw`(?:(?:(?:\d+|[一二两三四五六七八九十百半]+)\s*(?:个)?(?:交易日|日|天))(?:之)?前|${YEAR_AGO})\s*`;
const AGAINST = String.raw`(?:较|比|相比|相较于?|对比|低于|高于)\s*(?:约)?\s*`;
const AGO_BASE = String.raw`${AGAINST}${AGO}(?:的)?\s*(?:收盘价?|股价)?\s*(?:约|近)?`;
export const SESSIONS_AGO_BASE = new RegExp(`${AGO_BASE}\\s*$`);

/**
 * "招行一年前才33.77", "一年前股价33.77元", "60个交易日前收盘65.31元": a price dated a window ago with no 较 or 比 is
 * that window's start close all the same, never the last close.
 */
export const SESSIONS_AGO_AT = new RegExp(
  AGO +
    // "一年前招行收盘33.77元": a name may stand before the close, not a high or low ("一年前的高点").
    String.raw`(?:的)?\s*(?:[^\d，,。；;高低]{0,4}?(?:股价|收盘价?|收于|收在|收|报))?\s*` +
    String.raw`(?:[才只仅还约为在是]|只有|仅有)*\s*$`,
);

/**
 * "相比60个交易日前的65.31元，股价还没收复失地", "较一年前的95.96元": a clause naming such a base speaks of the price
 * even with no move word of its own (the move may follow in the next clause).
 */
export const AGO_PRICE = new RegExp(`${AGO_BASE}\\s*\\d+(?:\\.\\d+)?\\s*(?:元|块)`);

/**
 * "较60日前的65.31元还低约9%", "比20个交易日前的405.71元高出7%": after a base a window ago, 高/低 with a size is the
 * way the price moved since (低 a fall), though neither is a move word of its own ("低位", "高点" are not).
 */
const AGO_SIDE = new RegExp(
  String.raw`(?:较|比|相比|相较于?)[^，,。；;]{0,16}前[^，,。；;]{0,12}?(?:还|仍|仍然|要|已)?\s*(高|低)(?:出|了)?` +
    String.raw`\s*(?:约|近|了)?\s*\d`,
);

export function agoDirection(t: string): 1 | -1 | null {
  const hit = AGO_SIDE.exec(t);
  return hit ? (hit[1] === "高" ? 1 : -1) : null;
}
