import type { ExtractedNumber } from "../extract-numbers";

// A rate right after a move verb takes its sign from the verb: "净利增18.97%", "同比下降约15%". Only verbs: a size
// noun (增幅, 涨幅) may be written of either direction, and 亏损 / 净流出 sign a level, not its change.
const RISE_BEFORE = /(?:增长|增加|上升|提高|提升|上涨|增|升|涨)了?(?:约|近|超过|超|逾|达)?\s*$/;
const FALL_IN_RAW = /^(?:下降|下滑|减少|降低|下跌|回落|萎缩|缩减|下行|跌|降)/;
// A loss or an outflow that shrinks is written as 减少 while its signed change rises: its verb says nothing of sign.
const SIGNED_LEVEL = /亏|流出|负/;

/**
 * Whether a rate's sign is written (a "+"/"-", or a move verb right before it), so that it is matched with its sign:
 * "2025年净利增18.97%" is false when profit fell 18.97 %, as "同比+18.97%" is; a figure with no year matched only by
 * another year's rise ("下降约15%" against an earlier +15.4 %) is no match.
 */
export function signWritten(n: ExtractedNumber, read: string): boolean {
  if (n.kind !== "percent" && n.kind !== "pp") return false;
  if (/^[+-]/.test(n.raw)) return true;
  const before = read.slice(0, n.index);
  if (SIGNED_LEVEL.test(before)) return false;
  return n.value < 0 ? FALL_IN_RAW.test(n.raw) : RISE_BEFORE.test(before);
}
