/**
 * "增收不增利的迹象仍在", "出现增收不增利的苗头", "有增收不增利的倾向": a pattern said to show signs, not to have set
 * in. Read strictly (profit did not grow) it would refute an analyst who sees profit lag revenue while it still
 * grows a little; read loosely it would pass any lag. A sign of a pattern whose strict form fails only because the
 * lagging side still grew a little, more slowly than the other, is a reading the data can neither confirm nor
 * refute (❔).
 */

/** A sign noun right after the pattern, with or without 的. */
const SIGN_AFTER = /^\s*(?:的)?\s*(?:迹象|苗头|倾向|端倪|征兆|影子|味道|特征|隐忧)/;

/** Whether the pattern ending at `end` in `text` is said as a sign of itself. */
export const signHedged = (text: string, end: number): boolean => SIGN_AFTER.test(text.slice(end));

/**
 * The strict pattern failed; `lead` is the growth (%) of the side said to grow, `lag` of the side said not to. A sign
 * of it is undecided when the lagging side grew only slightly (above `floor`, within `slight`: 低增长's band) and
 * more slowly than the other; profit up 48 % is no sign of 增收不增利 however fast revenue grew.
 */
export const lagOnlySign = (lead: number, lag: number, floor: number, slight: number): boolean =>
  lead > floor && lag > floor && lag <= slight && lag < lead;
