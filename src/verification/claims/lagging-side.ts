/**
 * "增收不增利" is written for profit that lags revenue as often as for profit that did not grow: "营收增长约23%，
 * 但归母净利仅增约14%，增收不增利", "增收不增利的迹象仍在" (profit +1.5 %, revenue +3.8 %). Read strictly it would
 * refute an analyst who means the lag; read loosely it would pass any growth. When the strict form fails only because
 * the lagging side still grew, clearly more slowly than the other (their growths not about equal), the data can
 * neither confirm nor refute what the writer meant (❔). Growths about equal (profit +48.5 %, revenue +52.5 %) or
 * the lagging side ahead refute it either way. A lagging side that grew by at most half the other's growth (profit
 * +1.5 % on revenue +6.5 %, +1.5 % on +3.8 %) did not grow with it in any reading: the pattern holds (✅).
 */

/**
 * Whether growth `lag` (%) clearly lags `lead`: both above `floor`, `lag` the slower, and apart by more than growths
 * called about equal are (`parity` points, or a fifth of the larger: metric-relations' 同步/相当).
 */
export function lagsClearly(lead: number, lag: number, floor: number, parity: number): boolean {
  if (lead <= floor || lag <= floor || lag >= lead) return false;
  return lead - lag > Math.max(parity, lead / 5);
}

/** Whether `lag` lags `lead` clearly and by so much that it grew at most half as fast (a fraction of its growth). */
export function lagsFar(lead: number, lag: number, floor: number, parity: number): boolean {
  return lagsClearly(lead, lag, floor, parity) && lag <= lead / 2;
}
