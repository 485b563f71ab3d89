/**
 * "股价较60日前的65.31元还低约9%", "比20个交易日前的405.71元高出7%": a price written
 * as the close a window ago is the base of a move over that window, the close the window starts from, never the last
 * close. The window's length is read from the same words (market-words.ts WINDOW_WORDS), so the check is the start
 * price's (check-price.ts checkStartPrice). Only sessions or days: "较一年前的1566元下跌约两成" names no window the
 * move is read over, and its size would go unread.
 */
export const SESSIONS_AGO_BASE = new RegExp(
  String.raw`(?:较|比|相比|相较于?|对比|低于|高于)\s*(?:约)?\s*` +
    String.raw`(?:\d+|[一二两三四五六七八九十百半]+)\s*(?:个)?(?:交易日|日|天)(?:之)?前\s*` +
    String.raw`(?:的)?\s*(?:收盘价?|股价)?\s*(?:约|近)?\s*$`,
);

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
