import type { ExtractedNumber } from "../extract-numbers";

// A rate right after a bare one-character move takes its sign from it: "净利增18.97%", "降15.4%" (no direction
// word judges those). A direction word (增长, 下降) signs the rate only when no year places it: placed, the direction
// check of that year judges the sign; unplaced, the figure is matched against every year, and an earlier year's rise
// of that size must not pass "同比下降约15%". Not a size noun (增幅, 涨幅), nor after 亏损 / 净流出 (a level's sign).
const BARE_RISE_BEFORE = /(?<![增提上])(?:增|升|涨)了?(?:约|近|超过|超|逾|达)?\s*$/;
const WORD_RISE_BEFORE = /(?:增长|增加|上升|提高|提升|上涨)了?(?:约|近|超过|超|逾|达)?\s*$/;
const BARE_FALL_IN_RAW = /^(?:跌|降)/;
const WORD_FALL_IN_RAW = /^(?:下降|下滑|减少|降低|下跌|回落|萎缩|缩减|下行)/;
// A loss or an outflow that shrinks is written as 减少 while its signed change rises: its verb says nothing of sign.
// Not the 负 of 资产负债率, a rate a bare verb signs like any other.
const SIGNED_LEVEL = /亏|流出|负(?!债)/;

/**
 * Whether a rate's sign is written (a "+"/"-", or a move verb right before it), so that it is matched with its sign:
 * "2025年净利增18.97%" is false when profit fell 18.97 %, as "同比+18.97%" is. `placed`: a year names the figure's
 * period.
 */
export function signWritten(n: ExtractedNumber, read: string, placed: boolean): boolean {
  if (n.kind !== "percent" && n.kind !== "pp") return false;
  if (/^[+-]/.test(n.raw)) return true;
  const before = read.slice(0, n.index);
  if (SIGNED_LEVEL.test(before)) return false;
  if (n.value < 0) return BARE_FALL_IN_RAW.test(n.raw) || (!placed && WORD_FALL_IN_RAW.test(n.raw));
  return BARE_RISE_BEFORE.test(before) || (!placed && WORD_RISE_BEFORE.test(before));
}
