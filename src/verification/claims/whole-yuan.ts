/**
 * "2020年底还是291元" of a 291.85 close, "从2020年底的291跌到97": speech drops the jiao and fen of a price as
 * often as it rounds them, so a whole-yuan figure may be the close cut to its yuan. Only where what is cut is under
 * one per cent of the price: a 5.39 close is no "5元", while 291.85 is "291".
 */
const CUT_SHARE = 0.01;

/** Whether a price written with no decimals is the close with its jiao and fen dropped. */
export const cutToYuan = (close: number, shown: number, decimals: number): boolean =>
  decimals === 0 && close >= shown && close < shown + 1 && close - shown <= CUT_SHARE * close;

/**
 * "快300块", "近300元": a price approached from below, within a tenth of it (as 多 and 出头 reach a tenth over it,
 * check-price-levels.ts).
 */
export const NEAR_PRICE = "快|近|将近|接近";
export const nearPrice = (close: number, shown: number): boolean => close < shown && close >= shown * 0.9;
