/**
 * The words the price rules name a base price with, in one place: a year's last close as a move's base ("比去年底
 * 1377.18", "较2024年末的收盘价约") or as the close a side is set against ("仍高于2024年末收盘价"), and the words that
 * set a price against a base after them ("较年初的105.94元"). Readers build their patterns from these, so a spelling
 * added here is known to each.
 */

/** "2024年末", "去年底", "上年年末", "前年底": a year, written or relative, and its end. */
export const YEAR_END = String.raw`(?:\d{4}\s*年|去年|上年|前年)\s*(?:年)?\s*(?:末|底)`;

/** "比", "较", "相较于", "从", "由", "自": before a price or a time, the base a move is measured from. */
export const BASE_WORDS = "(?:比|较|相比|相较于?|从|由|自)";

