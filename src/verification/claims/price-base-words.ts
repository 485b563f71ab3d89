/**
 * The words the price rules name a base price with, in one place: a year's last close as a move's base ("比去年底
 * 1377.18", "较2024年末的收盘价约") or as the close a side is set against ("仍高于2024年末收盘价"), the words that set
 * a price against a base after them ("较年初的105.94元"), and the ends of a range, the 52-week one after its span
 * (ROLLING_YEAR, market-words.ts: "52周高点", "一年的最低价"). Readers build their patterns from these, so a spelling
 * added here is known to each.
 */

/** "2024年末", "去年底", "上年年末", "前年底": a year, written or relative, and its end. */
export const YEAR_END = String.raw`(?:\d{4}\s*年|去年|上年|前年)\s*(?:年)?\s*(?:末|底)`;

/** "比", "较", "相较于", "从", "由", "自": before a price or a time, the base a move is measured from. */
export const BASE_WORDS = "(?:比|较|相比|相较于?|从|由|自)";

/** The ends of a range ("高点", "最高价", "低位"); after ROLLING_YEAR ("52周最高价", "一年的低点") the 52-week's. */
export const HIGH_END = "(?:最?高点|最高价|高位)";
export const LOW_END = "(?:最?低点|最低价|低位)";
