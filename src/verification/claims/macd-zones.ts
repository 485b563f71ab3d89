import { RSI_NAME, RSI_ZONE_WORDS } from "./rsi-bands";

/**
 * "DIF(-0.35)仍在零轴下方，属于弱势中的反弹信号": 强势/弱势 after MACD's lines is MACD's zone (DIF above or below the
 * zero axis), which the MACD checks read, not RSI's by its midline. A zone word is RSI's only when its clause names
 * RSI or its sentence spoke of RSI last.
 */
const MACD = /MACD|DIF|DEA|零轴|金叉|死叉/i;

/** The indicator a clause speaks of, RSI first when it names both. */
export const indicatorNamed = (clause: string): "macd" | "rsi" | undefined =>
  RSI_NAME.test(clause) ? "rsi" : MACD.test(clause) ? "macd" : undefined;

const ZONE_WORDS: ReadonlySet<string> = new Set(RSI_ZONE_WORDS.flatMap((r) => r.words));

/** The level word found, unless it is a zone word said of MACD (then no level rule reads it). */
export function ownZone<T extends { word: string }>(hit: T | null, clause: string, said?: "macd" | "rsi"): T | null {
  if (!hit || !ZONE_WORDS.has(hit.word)) return hit;
  const named = indicatorNamed(clause) ?? said;
  return named === "macd" ? null : hit;
}
