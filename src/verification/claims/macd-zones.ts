import type { ClaimCheck } from "./check-series";
import type { MarketFacts } from "./market-facts";
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

/** "MACD处于强势区", "DIF仍在弱势区": MACD's zone, by DIF's side of the zero axis. */
const MACD_ZONE = /(强势|弱势)(?:区域|区间|区)?/;
/** "尚未进入强势区", "并非弱势": a denied zone holds when DIF is on the other side. */
const ZONE_DENIED = new RegExp(
  String.raw`(?:还没|尚未|没有|没|未能|未|并未|仍未|还未|不在|并非|谈不上)\s*(?:有)?\s*` +
    String.raw`(?:回到|进入|位于|在|处于|转入|转为)?\s*$`,
);
/** "已走出弱势区": a zone left is denied too, unless the leaving is denied ("仍未走出弱势区" is still in it). */
const ZONE_LEFT = /(?:走出|脱离|摆脱|告别|离开)\s*$/;
const LEAVING_DENIED = /(?:还没|尚未|没有|没|未能|未|并未|仍未|还未|无法|难以|不)\s*(?:有|能)?\s*$/;
const zoneDenied = (head: string): boolean => {
  const left = ZONE_LEFT.exec(head);
  return left ? !LEAVING_DENIED.test(head.slice(0, left.index)) : ZONE_DENIED.test(head);
};
/** "由弱势转为强势": the zone turned into (after 转为/进入/转入) is the one asserted; "由弱势转…" with none, unread. */
const TURNED_INTO = /(?:转为|转入|进入|转向|变为)\s*(强势|弱势)/;
const TURNED_FROM = /(?:由|从)\s*(?:强势|弱势)(?:区域|区间|区)?\s*(?:转|进入|走向)/;

/**
 * The zone word a clause about MACD's lines uses (ownZone leaves it to this check, not RSI's midline): 强势 holds
 * with DIF above the zero axis, 弱势 below it. Read on the last bar, like the lines themselves.
 */
export function checkMacdZone(t: string, m: MarketFacts): ClaimCheck[] {
  const first = indicatorNamed(t) === "macd" ? MACD_ZONE.exec(t) : null;
  if (!first || !m.macd) return [];
  const into = TURNED_INTO.exec(t);
  if (TURNED_FROM.test(t) && !into) return [];
  const zone = new RegExp(MACD_ZONE.source, "g");
  zone.lastIndex = into?.index ?? first.index;
  const hit = zone.exec(t);
  if (!hit) return [];
  const denied = zoneDenied(t.slice(0, hit.index));
  const strong = (hit[1] === "强势") !== denied;
  const ok = strong ? m.macd.dif > 0 : m.macd.dif < 0;
  const expected = `MACD${denied ? "不在" : "处于"}${hit[1]}区`;
  const found = `${m.lastBar} DIF ${m.macd.dif.toFixed(3)}`;
  return [{ kind: "market", ok, expected, found, reason: `“${hit[0]}”：${found}，${ok ? "相符" : "不符"}` }];
}
