import type { ClaimCheck } from "./check-series";
import { agreement } from "./market-change";
import type { MarketFacts } from "./market-facts";
import { WEEK52 } from "./market-words";
import { agreesWith, shownPercent } from "./shown-size";

/**
 * "52周低点37.31元就在下方约2.6%处", "一年高点在上方约27%的位置": an end of the 52-week range placed from the close,
 * below it (the low) or above it (the high). The writer sets the close as the base or the end itself, so either
 * reading of the distance that fits passes; the side must be the end's own (a low is never above the close).
 */
const END_PLACED = new RegExp(
  String.raw`${WEEK52}\s*(?:的)?\s*(?:最)?(低|高)(?:点|位|价)\s*(?:\d+(?:\.\d+)?\s*元?)?\s*` +
    String.raw`(?:就|还|仍|只)?\s*(?:在|位于|处在|落在)\s*(?:现价|股价|收盘价?)?\s*(?:的)?\s*(下方|上方|之下|之上)`,
);

export function endOffset(t: string, m: MarketFacts): ClaimCheck[] {
  const hit = END_PLACED.exec(t);
  const shown = hit ? shownPercent(t.slice(hit.index + hit[0].length)) : null;
  if (!hit || !shown || !m.week52) return [];
  const low = hit[1] === "低";
  const end = low ? m.week52.low : m.week52.high;
  const sideOk = low === /下/.test(hit[2] ?? "");
  const [byClose, byEnd] = [(Math.abs(m.close - end) / m.close) * 100, (Math.abs(m.close - end) / end) * 100];
  const ok = sideOk && (agreesWith(byClose, shown) || agreesWith(byEnd, shown));
  const name = `52周${low ? "低点" : "高点"}在${low ? "下方" : "上方"}${shown.raw}`;
  const found =
    `${m.lastBar}收盘价${m.close.toFixed(2)}，52周${low ? "最低" : "最高"}价${end.toFixed(2)}，` +
    `相差为收盘价的${byClose.toFixed(2)}%、为该价的${byEnd.toFixed(2)}%`;
  return [agreement(ok, name, found)];
}
